// Lang24bTests.swift: the open causes of the held-out corpus 24 (issue #14): a generic element type that integer
// literals give and a closure uses as a CGFloat, JSONEncoder/JSONDecoder in actions, a hand-written
// `hash(into:)`, `RoundedRectangle(cornerSize:style:)`, `.standard` assigned to a `UserDefaults` in an `init`, and
// `FloatingPointFormatStyle<Double>.Currency` as a type.
// Rule: TSPL "The Basics" (integer literals take their type from context) and "Generics" (inference from the whole
// call); Apple: JSONEncoder.encode(_:), JSONDecoder.decode(_:from:), Hashable.hash(into:),
// RoundedRectangle.init(cornerSize:style:) (quarter-ellipse corners cornerSize.width across and .height down),
// UserDefaults.standard, FloatingPointFormatStyle.Currency. Expected values come from the written sizes: frames of
// 100 and 200 pt side by side with HStack's 8-pt spacing; an en-US currency style prints 12.5 as "$12.50". Lines and
// columns are counted by hand.

import Foundation
import Geometry
import Layout
import Scene
import Testing

struct Lang24bTests {
    private func program(_ source: String) throws -> SceneProgram {
        try SceneProgram(source: source, path: "lang24b.scene")
    }

    private func leaves(_ source: String, at time: Double = 0) throws -> [PlacedLeaf] {
        try PastedScene.leaves(source, path: "lang24b.scene", at: time)
    }

    private func texts(_ source: String, at time: Double = 0) throws -> [String] {
        PastedScene.texts(try leaves(source, at: time))
    }

    private func shapes(_ source: String) throws -> [(kind: ShapeKind, frame: Rect)] {
        try leaves(source).compactMap { leaf in
            if case .shape(let kind) = leaf.content { (kind, leaf.frame) } else { nil }
        }
    }

    // MARK: - 59: literal-typed generic element used as a CGFloat by the closure

    /// Thinking in SwiftUI's `Collapsible`: `data: [100, 200]` and a content closure using the element as a frame
    /// width. Swift binds `Element == CGFloat` from the closure, so the squares are 100 and 200 pt.
    @Test func literalElementTypedByClosure() throws {
        let source = """
            scene(width: 400, height: 300)
            struct Row<E, C: View>: View {
                var data: [E]
                var content: (E) -> C
                var body: some View { HStack { ForEach(0..<data.count, id: \\.self) { content(data[$0]) } } }
            }
            struct ContentView: View {
                var body: some View { Row(data: [100, 200]) { w in Rectangle().frame(width: w, height: w) } }
            }
            """
        let frames = try shapes(source).map(\.frame)
        #expect(frames.map(\.width) == [100, 200])
        #expect(frames.map(\.height) == [100, 200])
        #expect(frames[1].minX - frames[0].maxX == 8)
    }

    /// The same literals with a closure that uses the element as an Int stay Int (`String(repeating:count:)`).
    @Test func literalElementStaysIntWhenClosureTakesInt() throws {
        let source = """
            scene(width: 400, height: 300)
            struct Row<E, C: View>: View {
                var data: [E]
                var content: (E) -> C
                var body: some View { VStack { ForEach(0..<data.count, id: \\.self) { content(data[$0]) } } }
            }
            struct ContentView: View {
                var body: some View { Row(data: [2, 3]) { n in Text(String(repeating: "x", count: n)) } }
            }
            """
        #expect(try texts(source) == ["xx", "xxx"])
    }

    // MARK: - 24: JSONEncoder / JSONDecoder

    /// A Codable model saved with `try? JSONEncoder().encode(…)` in a button action and loaded with
    /// `try? JSONDecoder().decode(_:from:)` from a fresh preview's (empty) defaults: the file renders, the loader
    /// falls back to the default model, and one warning points at the first coder.
    @Test func jsonCodersRenderWithOneWarning() throws {
        let source = """
            scene(width: 300, height: 200, fps: 10, duration: 2)
            at(0.5) { tap("Save") }
            struct User: Codable { var first = "First"; var last = "Last" }
            struct ContentView: View {
                @State private var user = User()
                @State private var saved = "not saved"
                init() { self.user = load() }
                var body: some View {
                    VStack {
                        Button("Save") {
                            let encoder = JSONEncoder()
                            if let data = try? encoder.encode(user) {
                                UserDefaults.standard.set(data, forKey: "user")
                                saved = "saved"
                            }
                        }
                        Text("Hello, \\(user.first) \\(user.last)!")
                        Text(saved)
                    }
                }
                func load() -> User {
                    guard let data = UserDefaults.standard.data(forKey: "user") else { return User() }
                    return (try? JSONDecoder().decode(User.self, from: data)) ?? User()
                }
            }
            """
        #expect(try texts(source) == ["Save", "Hello, First Last!", "not saved"])
        // After the tap the action has run without stopping the render; anim's encoder fails (the warning says so;
        // on iOS it would succeed and the text would read "saved").
        #expect(try texts(source, at: 1) == ["Save", "Hello, First Last!", "not saved"])
        let warnings = try program(source).warnings.filter { $0.message.contains("JSONEncoder") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.range.start.line == 11 && warnings.first?.range.start.column == 31)
    }

    /// `try decoder.decode(_:from:)` in a `do`/`catch`: the decode throws, so the catch clause runs.
    @Test func jsonDecodeThrowsIntoCatch() throws {
        let source = """
            scene(width: 300, height: 100)
            struct User: Codable { var name = "default" }
            struct ContentView: View {
                var body: some View { Text(message) }
                var message: String {
                    do {
                        let user = try JSONDecoder().decode(User.self, from: Data())
                        return user.name
                    } catch {
                        return "no data"
                    }
                }
            }
            """
        #expect(try texts(source) == ["no data"])
    }

    // MARK: - 12: hash(into:)

    /// SwiftfulThinking's HashableBootcamp: a model hashing only its title, listed by `id: \.self`.
    @Test func customHashIntoIsAccepted() throws {
        let source = """
            scene(width: 300, height: 200)
            struct Model: Hashable {
                let title: String
                func hash(into hasher: inout Hasher) { hasher.combine(title) }
            }
            struct ContentView: View {
                let data = [Model(title: "ONE"), Model(title: "TWO"), Model(title: "THREE")]
                var body: some View { VStack(spacing: 40) { ForEach(data, id: \\.self) { Text($0.title) } } }
            }
            """
        #expect(try texts(source) == ["ONE", "TWO", "THREE"])
    }

    // MARK: - 34: RoundedRectangle(cornerSize:style:)

    /// A 110 × 40 bar with 30 × 10 elliptical corners: the top edge starts 30 pt in, the side 10 pt down; a point
    /// inside the rect's corner square but outside the quarter ellipse is outside the shape.
    @Test func roundedRectangleWithCornerSize() throws {
        let source = """
            scene(width: 200, height: 100)
            struct ContentView: View {
                var body: some View {
                    RoundedRectangle(cornerSize: CGSize(width: 30, height: 10), style: .circular)
                        .fill(.red).frame(width: 110, height: 40)
                }
            }
            """
        let shape = try #require(try shapes(source).first)
        #expect(shape.frame == Rect(x: 45, y: 30, width: 110, height: 40))
        let path = shape.kind.placedPath(in: shape.frame)
        #expect(path.boundingRect == shape.frame)
        let (x, y) = (shape.frame.minX, shape.frame.minY)
        // Ellipse centre (x + 30, y + 10), radii 30 × 10: (x + 3, y + 3) is outside it, (x + 15, y + 3) inside.
        #expect(!path.contains(Point(x: x + 3, y: y + 3)))
        #expect(path.contains(Point(x: x + 15, y: y + 3)))
        // A circular corner of radius 10 would include (x + 12, y + 1.5) (past its 10-pt corner, on the flat top);
        // the elliptical corner leaves it out: ((12 - 30) / 30)² + ((1.5 - 10) / 10)² = 0.36 + 0.7225 > 1.
        #expect(!path.contains(Point(x: x + 12, y: y + 1.5)))
        #expect(path.contains(Point(x: x + 55, y: y + 0.5)))
    }

    // MARK: - 07: `.standard` for a UserDefaults property set in init

    @Test func userDefaultsImplicitMemberInInit() throws {
        let source = """
            scene(width: 300, height: 100)
            struct ContentView: View {
                let defaults: UserDefaults
                @State var on = false
                init() {
                    self.defaults = .standard
                    _on = State(initialValue: defaults.bool(forKey: "unit"))
                }
                var body: some View { Text(on ? "meters" : "feet") }
            }
            """
        #expect(try texts(source) == ["feet"])
    }

    // MARK: - 18: FloatingPointFormatStyle<Double>.Currency

    @Test func currencyFormatStyleAsType() throws {
        let source = """
            scene(width: 300, height: 100)
            struct ContentView: View {
                var style: FloatingPointFormatStyle<Double>.Currency { .currency(code: "USD") }
                let percent: FloatingPointFormatStyle<Double>.Percent = .percent
                var body: some View {
                    VStack { Text(12.5, format: style); Text(0.25, format: percent) }
                }
            }
            """
        #expect(try texts(source) == ["$12.50", "25%"])
    }
}
