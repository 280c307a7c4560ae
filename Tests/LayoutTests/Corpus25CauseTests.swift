// Corpus25CauseTests.swift: causes found in the held-out corpus25 after its final measure, fixed by the general rule.
// - A navigation stack over a grouped List in dark mode: the bar continues the list's systemGroupedBackground, which
//   is black in dark mode (was the light grey under a white title).
// - A custom InsettableShape whose `inset(by:)` returns `some InsettableShape` (Hacking with Swift's Arc): a shape.
// - `.labelsHidden()` written on a DatePicker in a file with no Toggle hides its label (it was inert there).
// Rule: Apple: UIColor.systemGroupedBackground (light (242, 242, 247), dark black); InsettableShape —
// developer.apple.com/documentation/swiftui/insettableshape (refines Shape; strokeBorder insets by half the width).

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct Corpus25CauseTests {
    @Test("dark mode: the bar over a grouped List is black as the list's background, not the light grey")
    func darkGroupedBar() throws {
        func barPixel(_ scheme: String) throws -> (UInt8, UInt8, UInt8) {
            let (fb, _) = try SceneRender.render(
                """
                scene(width: 300, height: 400)
                NavigationView {
                    List { Text("Row") }
                        .navigationBarTitle(Text("To Do"))
                }
                .preferredColorScheme(.\(scheme))
                """)
            // Right of the large title, inside the 96-pt bar.
            let p = fb[280, 80]
            return (p.r, p.g, p.b)
        }
        let light = try barPixel("light")
        #expect(light == (242, 242, 247), "\(light)")
        let dark = try barPixel("dark")
        #expect(dark == (0, 0, 0), "\(dark)")
    }

    @Test("a custom InsettableShape with inset(by:) -> some InsettableShape strokes its border inside the frame")
    func insettableShape() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 120, height: 120, background: .white)
            struct Arc: InsettableShape {
                var insetAmount: CGFloat = 0
                func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
                func inset(by amount: CGFloat) -> some InsettableShape {
                    var arc = self
                    arc.insetAmount += amount
                    return arc
                }
            }
            Arc().strokeBorder(Color(red: 1, green: 0, blue: 0), lineWidth: 10).frame(width: 100, height: 100)
            """)
        // The frame spans x 10…110; a 10-wide border inside it: red on x 10…20 at mid height, white outside and in.
        for x in [11, 15, 19] { #expect(fb[x, 60].r == 255 && fb[x, 60].g == 0, "x \(x): \(fb[x, 60])") }
        for x in [8, 22, 60] { #expect(fb[x, 60].g == 255, "x \(x): \(fb[x, 60])") }
    }

    @Test("labelsHidden() on a DatePicker in a Form row hides the label in a file without a Toggle")
    func datePickerLabelsHidden() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 200, background: .white)
            struct V: View {
                @State var d = Date()
                var body: some View {
                    Form {
                        DatePicker("Please enter a date", selection: $d, displayedComponents: .hourAndMinute)
                            .labelsHidden()
                    }
                }
            }
            V()
            """)
        let texts = PastedFiles13Tests().texts(leaves).map(\.0)
        #expect(!texts.contains("Please enter a date"), "\(texts)")
        #expect(texts.contains { $0.contains("12:00") }, "\(texts)")
    }
}
