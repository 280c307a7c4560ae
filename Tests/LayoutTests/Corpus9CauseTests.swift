// Corpus9CauseTests.swift: causes found in corpus9 (real files pasted unchanged) that stopped a file from rendering —
// `.onChange(of:) { … $0 … }`, `.degrees(n) * angle` where an Angle is expected, `[String](x)`, `ProgressView("…")`,
// and `cond ? View() : nil` in a view builder — each measured in pixels.
// Rule: Apple: View.onChange(of:perform:) (one parameter: the new value) and onChange(of:initial:_:) (old, new);
// Angle's `*` by a Double; Array.init(_:) from a sequence; ProgressView.init(_:) (a spinner titled under it); Optional
// conforms to View when Wrapped does (nil: no view). Expected values by hand from each source.

import Scene
import Testing

struct Corpus9CauseTests {
    /// The dark pixels of row `row` of a render of `source` (a full scene) at `time`.
    static func ink(_ source: String, row: Int, at time: Double = 0) throws -> Int {
        let (fb, _) = try SceneRender.render(source, at: time)
        return PastedSwiftUITests.inkPixels(fb, row: row)
    }

    @Test(
        "onChange shorthand: `$0` alone is the new value; with `$1` they are the old and the new",
        arguments: [("y = $0", 30.0), ("y = $1 - $0", 20.0)])
    func onChangeShorthand(action: String, width: Double) throws {
        let source = """
            scene(width: 100, height: 20, fps: 10, duration: 2)
            struct Bar: View {
                @State private var x = 10.0
                @State private var y = 0.0
                var body: some View {
                    Rectangle().fill(Color.black).frame(width: y, height: 20)
                        .onChange(of: x) { \(action) }
                        .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { x = 30 } }
                }
            }
            Bar()
            """
        #expect(try Self.ink(source, row: 10, at: 0.5) == 0)
        #expect(try Self.ink(source, row: 10, at: 1.5) == Int(width))
    }

    @Test("`.rotationEffect(.degrees(2) * angle)` turns a 60 × 10 bar by 2 × 45 = 90°: 10 wide, 60 tall")
    func angleTimesDouble() throws {
        let source = """
            scene(width: 100, height: 100, background: .white)
            let angle = 45.0
            Rectangle().fill(Color.black).frame(width: 60, height: 10).rotationEffect(.degrees(2) * angle)
            """
        let (fb, _) = try SceneRender.render(source)
        #expect(PastedSwiftUITests.inkPixels(fb, row: 50) == 10)
        #expect((0..<100).filter { fb[50, $0].g < 128 }.count == 60)
    }

    @Test("`[String](…)` and `[Int](0..<n)` build arrays of the written element type")
    func arrayTypeInitialiser() throws {
        let source = """
            scene(width: 100, height: 20, background: .white)
            let names = [String](["a", "b", "c"])
            let numbers = [Int](0..<5)
            Rectangle().fill(Color.black).frame(width: Double(names.count * 10 + numbers.reduce(0, +)), height: 20)
            """
        // 3 × 10 + (0 + 1 + 2 + 3 + 4) = 40.
        #expect(try Self.ink(source, row: 10) == 40)
    }

    @Test("ProgressView(\"Loading\") draws the spinner with its title under it, in the secondary grey")
    func progressViewTitle() throws {
        let (fb, _) = try SceneRender.render("scene(width: 120, height: 80, background: .white)\nProgressView(\"Loading\")")
        let rows = (0..<fb.height).filter { y in (0..<fb.width).contains { fb[$0, y].g < 230 } }
        // The 20 pt spinner, 8 pt spacing and a 17 pt body line: more than 35 pt of ink rows from top to bottom.
        #expect((rows.last ?? 0) - (rows.first ?? 0) > 35)
        // The title is grey, never black: the darkest pixel is the secondary label colour (138 green at most opacity).
        let darkest = (0..<fb.height).flatMap { y in (0..<fb.width).map { Int(fb[$0, y].g) } }.min() ?? 0
        #expect(darkest > 100)
    }

    @Test("`cond ? View() : nil` in a view builder draws the view only when cond holds", arguments: [true, false])
    func optionalView(shown: Bool) throws {
        let source = """
            scene(width: 40, height: 20, background: .white)
            let shown = \(shown)
            VStack { shown ? Color.black.frame(width: 10, height: 10) : nil }
            """
        #expect(try Self.ink(source, row: 10) == (shown ? 10 : 0))
    }
}
