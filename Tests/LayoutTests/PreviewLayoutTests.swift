// PreviewLayoutTests.swift: `.previewLayout(_:)` on a PreviewProvider's view sets the canvas of a header-less file
// (Apple: View.previewLayout(_:), PreviewLayout; Parser+PreviewLayout.swift): `.fixed(width:height:)` is that size with
// the view centred in it, `.device` the preview screen (393 × 852 pt, Builtins.referenceScreen), `.sizeThatFits` the
// view's own size. Expected sizes are the written ones; the Text's size for `.sizeThatFits` is its size without the
// modifier.

import Geometry
import Layout
import Scene
import Testing

@Suite struct PreviewLayoutTests {
    static func canvas(_ layout: String?) throws -> Size {
        let modifier = layout.map { ".previewLayout(\($0))" } ?? ""
        let source = """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    Text("Hi").padding()
                }
            }
            struct ContentView_Previews: PreviewProvider {
                static var previews: some View {
                    ContentView()\(modifier)
                }
            }
            """
        let h = try SceneProgram(source: source, path: "test.scene").header
        return Size(width: h.width, height: h.height)
    }

    @Test(".fixed(width: 300, height: 120) makes a 300 × 120 canvas")
    func fixed() throws {
        #expect(try Self.canvas(".fixed(width: 300, height: 120)") == Size(width: 300, height: 120))
    }

    @Test(".device makes the preview screen the canvas")
    func device() throws {
        #expect(try Self.canvas(".device") == Size(width: 393, height: 852))
    }

    @Test(".sizeThatFits leaves the canvas at the view's own size")
    func sizeThatFits() throws {
        #expect(try Self.canvas(".sizeThatFits") == Self.canvas(nil))
    }

    @Test("the view is centred in a fixed container: a 40 × 20 view at (130, 50) of 300 × 120")
    func centred() throws {
        let source = """
            struct ContentView_Previews: PreviewProvider {
                static var previews: some View {
                    Color.red.frame(width: 40, height: 20).previewLayout(.fixed(width: 300, height: 120))
                }
            }
            """
        let p = try SceneProgram(source: source, path: "test.scene")
        let leaves = LayoutEngine(canvas: Size(width: 300, height: 120), scale: 1).leaves(
            of: try p.view(time: 0, frame: 0))
        let red = try #require(leaves.first)
        #expect(red.frame == Rect(x: 130, y: 50, width: 40, height: 20))
    }
}
