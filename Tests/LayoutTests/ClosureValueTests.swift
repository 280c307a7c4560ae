// ClosureValueTests.swift: closures as values and optionals of any type, as pasted SwiftUI files use them: a
// callback property called from a Button's action (`onTap?()`), a method passed by name, a transform closure
// property, capture lists and typed closure parameters, optional structs with optional chaining, `== nil` and
// optional equality; the located errors for the misuses swiftc rejects.
// Rule: The Swift Programming Language, "Closures", "Optional Chaining", "Types: Function Type"; Apple: Button.
// Expected pixels are counted by hand from each source.

import Geometry
import Layout
import Render
import Scene
import Testing

struct ClosureValueTests {
    /// Pixels of exactly this colour.
    private func count(_ fb: Framebuffer, _ rgb: [UInt8]) -> Int {
        var n = 0
        for y in 0..<fb.height {
            for x in 0..<fb.width {
                let p = fb[x, y]
                if [p.r, p.g, p.b] == rgb && p.a == 255 { n += 1 }
            }
        }
        return n
    }

    private static let tapScene = """
        scene(width: 240, height: 160, fps: 10, duration: 2)
        struct Item { var size: Double? }
        struct Tile: View {
            var onTap: (() -> Void)?
            let width: (Int) -> Double
            var count: Int
            var body: some View {
                VStack(spacing: 4) {
                    Button(action: { onTap?() }) { Text("Go") }
                    Rectangle().fill(Color.black).frame(width: width(count), height: 20)
                }
            }
        }
        struct Root: View {
            @State private var count = 1
            @State private var item: Item? = nil
            func grow() {
                count += 1
                item = Item(size: 40)
            }
            var body: some View {
                VStack(spacing: 4) {
                    Tile(onTap: grow, width: { Double($0) * 30 }, count: count)
                    Rectangle().fill(item == nil ? Color.red : Color.green).frame(width: item?.size ?? 10, height: 20)
                    if let size = item?.size, size > 20 { Rectangle().fill(Color(red: 1, green: 0, blue: 1)).frame(width: 5, height: 5) }
                }
            }
        }
        Root()
        at(1) { tap("Go") }
        """

    @Test("a callback property runs a method passed by name when the timeline taps the Button")
    func callbackProperty() throws {
        let (before, _) = try SceneRender.render(ClosureValueTests.tapScene, at: 0.5)
        let (after, _) = try SceneRender.render(ClosureValueTests.tapScene, at: 1.5)
        // Before: width closure 1 × 30 → a 30 × 20 black bar; no item → a 10 × 20 red bar, no blue square.
        #expect(count(before, [0, 0, 0]) == 600)
        #expect(count(before, [255, 59, 48]) == 200)
        #expect(count(before, [255, 0, 255]) == 0)
        // After the tap: count 2 → 60 × 20 black; item?.size 40 → a 40 × 20 green bar; `if let` shows the 5 × 5
        // magenta square.
        #expect(count(after, [0, 0, 0]) == 1200)
        #expect(count(after, [52, 199, 89]) == 800)
        #expect(count(after, [255, 59, 48]) == 0)
        #expect(count(after, [255, 0, 255]) == 25)
    }

    @Test("optional chaining, nil comparisons, optional equality and typed closures with a capture list")
    func optionalsAndClosures() throws {
        let source = """
            scene(width: 100, height: 20)
            struct Node { var name: String; var next: Double? }
            func pick(_ node: Node?) -> Color {
                if node?.next == 2 { return .green }
                return node == nil ? .blue : .red
            }
            func widths() -> [Double] {
                let scale = 2.0
                let area: (Double, Double) -> Double = { [scale] (a: Double, b: Double) -> Double in a * b * scale }
                let font: Font? = nil
                let flag: Bool? = true
                return [area(2, 3), font == nil ? 8 : 1, flag == true ? 8 : 1, flag != nil ? 8 : 1]
            }
            HStack(spacing: 0) {
                Rectangle().fill(pick(Node(name: "a", next: 2))).frame(width: 10, height: 20)
                Rectangle().fill(pick(nil)).frame(width: 10, height: 20)
                Rectangle().fill(pick(Node(name: "b"))).frame(width: 10, height: 20)
                ForEach(0..<4) { i in Rectangle().fill(Color.black).frame(width: widths()[i], height: 20) }
            }
            """
        let (fb, _) = try SceneRender.render(source)
        #expect(count(fb, [52, 199, 89]) == 200)  // next == 2
        #expect(count(fb, [0, 122, 255]) == 200)  // nil
        #expect(count(fb, [255, 59, 48]) == 200)  // next is nil, so not 2
        // 2 × 3 × 2 = 12, then 8 (font is nil), 8 (flag == true), 8 (flag != nil): 36 pt of black, 20 tall.
        #expect(count(fb, [0, 0, 0]) == 720)
    }

    @Test("calling an optional closure without '?' and chaining a non-optional are located errors")
    func misuses() throws {
        let unwrapped = """
            scene(width: 10, height: 10)
            struct V: View {
                var done: (() -> Void)?
                var body: some View { Button("x") { done() } }
            }
            V()
            """
        let error = try #require(throws: SceneError.self) { try SceneProgram(source: unwrapped, path: "a.scene") }
        let first = try #require(error.diagnostics.first { $0.severity == .error })
        #expect(first.message == "value of optional type '(() -> Void)?' must be unwrapped")
        #expect(first.range.start.line == 4)
        let chained = """
            scene(width: 10, height: 10)
            let x = 3.0
            Rectangle().frame(width: x?.magnitude ?? 1, height: 1)
            """
        let chain = try #require(throws: SceneError.self) { try SceneProgram(source: chained, path: "b.scene") }
        #expect(
            chain.diagnostics.contains {
                $0.message == "cannot use optional chaining on non-optional value of type 'Double'"
                    && $0.range.start.line == 3
            })
    }
}

struct EnumPayloadTests {
    @Test("enum cases with associated values: construction, switch with bindings and where, if case, any-payload case")
    func payloads() throws {
        let source = """
            scene(width: 120, height: 40)
            enum Status { case idle; case failed(String); case point(x: Double, y: Double) }
            func color(_ s: Status) -> Color {
                switch s {
                case .idle: return .gray
                case .failed(let message) where message.count > 3: return .red
                case .failed: return .orange
                case let .point(x, _): return x > 1 ? .green : .blue
                }
            }
            func width(_ s: Status) -> Double {
                if case .point(let x, y: 2) = s { return x * 10 }
                return 20
            }
            let all = [Status.idle, .failed("timeout"), .failed("no"), .point(x: 3, y: 2), Status.point(x: 0.5, y: 1)]
            HStack(spacing: 0) {
                ForEach(all.indices, id: \\.self) { i in
                    Rectangle().fill(color(all[i])).frame(width: width(all[i]), height: 40)
                }
            }
            """
        let (fb, _) = try SceneRender.render(source)
        // Widths 20, 20, 20, 30 (3 × 10: y is 2), 20 = 110 centred in 120: x 5…25 grey, 25…45 red, 45…65 orange,
        // 65…95 green, 95…115 blue.
        func rgb(_ x: Int) -> [UInt8] { [fb[x, 20].r, fb[x, 20].g, fb[x, 20].b] }
        #expect(rgb(15) == [142, 142, 147])
        #expect(rgb(35) == [255, 59, 48])
        #expect(rgb(55) == [255, 149, 0])
        #expect(rgb(66) == [52, 199, 89] && rgb(94) == [52, 199, 89])
        #expect(rgb(105) == [0, 122, 255])
        #expect(rgb(2) == [255, 255, 255] && rgb(117) == [255, 255, 255])
    }

    @Test("a payload of the wrong type or label, and a pattern of the wrong length, are located errors")
    func payloadErrors() throws {
        let base = "scene(width: 10, height: 10)\nenum S { case a(Int); case b(x: Double) }\n"
        let wrongType = try #require(throws: SceneError.self) {
            try SceneProgram(source: base + "let s = S.a(\"x\")\nColor.red", path: "e.scene")
        }
        #expect(wrongType.diagnostics.contains { $0.range.start.line == 3 && $0.message.contains("String") })
        let label = try #require(throws: SceneError.self) {
            try SceneProgram(source: base + "let s = S.b(2)\nColor.red", path: "e.scene")
        }
        #expect(label.diagnostics.contains { $0.message == "missing argument label 'x:' in call" })
        let length = try #require(throws: SceneError.self) {
            try SceneProgram(
                source: base + "func f(_ s: S) -> Int {\n    if case .a(let p, let q) = s { return p + q }\n    return 0\n}\nColor.red",
                path: "e.scene")
        }
        #expect(length.diagnostics.contains { $0.range.start.line == 4 && $0.message.hasPrefix("tuple pattern has the wrong length") })
    }
}
