// CustomAlignmentTests.swift: custom `AlignmentID` guides (issue #14): `VerticalAlignment(Custom.self)` and
// `HorizontalAlignment(Custom.self)` in stacks, frames and ZStacks, explicit values set inside a nested stack, and a
// pasted blog-style file.
// Rule: Apple: AlignmentID — developer.apple.com/documentation/swiftui/alignmentid (a view without an explicit value
// uses `defaultValue(in:)`); OpenSwiftUI AlignmentID.swift `_combineExplicit` (a container's explicit value is the
// mean of its children's). Every expected frame is worked out by hand in the comment beside it.

import Geometry
import Layout
import Scene
import Testing

struct CustomAlignmentTests {
    /// The frames of the leaves drawn in `color`, in drawing order.
    func frames(_ leaves: [PlacedLeaf], _ name: String) -> [Rect] {
        let color = Color.named[name]
        return leaves.filter { $0.color == color }.map(\.frame)
    }

    static let vertical = """
        extension VerticalAlignment {
            private enum Custom: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
            }
            static let custom = VerticalAlignment(Custom.self)
        }
        """

    @Test("HStack(alignment: .custom): explicit values, the default, and a VStack's child setting the guide")
    func hStackCustomGuide() throws {
        let (_, leaves) = try SceneRender.render(
            "scene(width: 60, height: 70)\n" + Self.vertical + """

                HStack(alignment: .custom, spacing: 0) {
                    Color.red.frame(width: 20, height: 40).alignmentGuide(.custom) { d in d[.bottom] }
                    Color.blue.frame(width: 20, height: 20)
                    VStack(spacing: 0) {
                        Color.green.frame(width: 20, height: 30)
                        Color.yellow.frame(width: 20, height: 30).alignmentGuide(.custom) { d in d[.top] }
                    }
                }
                """)
        // Guides from each view's top: red 40 (explicit bottom), blue 10 (default: centre of 20), the VStack 30 (its
        // yellow child's top, 30 down). Lined up: tops at −40, −10, −30 → shifted by 40: 0, 30, 10; height 70, which
        // the 60 × 70 canvas holds exactly.
        #expect(frames(leaves, "red") == [Rect(x: 0, y: 0, width: 20, height: 40)])
        #expect(frames(leaves, "blue") == [Rect(x: 20, y: 30, width: 20, height: 20)])
        #expect(frames(leaves, "green") == [Rect(x: 40, y: 10, width: 20, height: 30)])
        #expect(frames(leaves, "yellow") == [Rect(x: 40, y: 40, width: 20, height: 30)])
    }

    @Test("a container's explicit value is the mean of its children's")
    func explicitValuesAverage() throws {
        let (_, leaves) = try SceneRender.render(
            "scene(width: 40, height: 80)\n" + Self.vertical + """

                HStack(alignment: .custom, spacing: 0) {
                    VStack(spacing: 0) {
                        Color.green.frame(width: 20, height: 20).alignmentGuide(.custom) { d in d[.top] }
                        Color.yellow.frame(width: 20, height: 20).alignmentGuide(.custom) { d in d[.bottom] }
                    }
                    Color.red.frame(width: 20, height: 60).alignmentGuide(.custom) { _ in 0 }
                }
                """)
        // The VStack's children set 0 and 20 + 20 = 40: its value is their mean, 20. Red's is 0 (its top), so red's
        // top lines up 20 below the VStack's: VStack at y 0, red at 20; height max(40, 20 + 60) = 80.
        #expect(frames(leaves, "green") == [Rect(x: 0, y: 0, width: 20, height: 20)])
        #expect(frames(leaves, "yellow") == [Rect(x: 0, y: 20, width: 20, height: 20)])
        #expect(frames(leaves, "red") == [Rect(x: 20, y: 20, width: 20, height: 60)])
    }

    static let horizontal = """
        extension HorizontalAlignment {
            enum Quarter: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 4 }
            }
            static let quarter = HorizontalAlignment(Quarter.self)
        }
        """

    @Test("HorizontalAlignment(Quarter.self) in a VStack, a frame and a ZStack with Alignment(horizontal:vertical:)")
    func horizontalCustomGuide() throws {
        let (_, leaves) = try SceneRender.render(
            "scene(width: 100, height: 100)\n" + Self.horizontal + """

                VStack(spacing: 0) {
                    VStack(alignment: .quarter, spacing: 0) {
                        Color.red.frame(width: 40, height: 10)
                        Color.blue.frame(width: 20, height: 10).alignmentGuide(.quarter) { d in d[.trailing] }
                    }
                    .frame(width: 100, alignment: .leading)
                    Color.green.frame(width: 20, height: 10)
                        .frame(width: 100, height: 10, alignment: Alignment(horizontal: .quarter, vertical: .center))
                    Color.yellow.frame(width: 20, height: 10).alignmentGuide(.quarter) { d in d[.trailing] }
                        .frame(width: 100, height: 10, alignment: Alignment(horizontal: .quarter, vertical: .center))
                    ZStack(alignment: Alignment(horizontal: .quarter, vertical: .top)) {
                        Color.orange.frame(width: 40, height: 10)
                        Color.purple.frame(width: 20, height: 20).alignmentGuide(.quarter) { $0.width }
                    }
                    .frame(width: 100, alignment: .leading)
                }
                """)
        // The whole VStack is 10 + 10 + 10 + 10 + 20 = 60 tall, centred in 100: it starts at y 20.
        // VStack(.quarter): red's guide 40 / 4 = 10, blue's 20 (explicit trailing): leading edges at −10 and −20, so
        // blue at x 0 and red at x 10 (50 wide, put at the leading edge of its 100-wide frame).
        #expect(frames(leaves, "red") == [Rect(x: 10, y: 20, width: 40, height: 10)])
        #expect(frames(leaves, "blue") == [Rect(x: 0, y: 30, width: 20, height: 10)])
        // A frame aligning on .quarter: its guide 100 / 4 = 25 meets green's default 20 / 4 = 5 (x 20) and yellow's
        // explicit 20 (x 5).
        #expect(frames(leaves, "green") == [Rect(x: 20, y: 40, width: 20, height: 10)])
        #expect(frames(leaves, "yellow") == [Rect(x: 5, y: 50, width: 20, height: 10)])
        // ZStack: orange's guide 10, purple's 20 (its width): purple at x 0, orange at x 10; tops aligned.
        #expect(frames(leaves, "orange") == [Rect(x: 10, y: 60, width: 40, height: 10)])
        #expect(frames(leaves, "purple") == [Rect(x: 0, y: 60, width: 20, height: 20)])
    }

    @Test("overlay and background aligned on a custom guide")
    func overlayAndBackground() throws {
        let (_, leaves) = try SceneRender.render(
            "scene(width: 100, height: 40)\n" + Self.horizontal + """

                VStack(spacing: 0) {
                    Color.red.frame(width: 100, height: 20)
                        .overlay(alignment: Alignment(horizontal: .quarter, vertical: .top)) {
                            Color.blue.frame(width: 20, height: 10)
                        }
                    Color.green.frame(width: 100, height: 20)
                        .background(alignment: Alignment(horizontal: .quarter, vertical: .bottom)) {
                            Color.yellow.frame(width: 40, height: 10).alignmentGuide(.quarter) { _ in 0 }
                        }
                }
                """)
        // The 100-wide boxes' guide is 25. Blue's default, 20 / 4 = 5, puts it at x 20, at the top; yellow's explicit
        // 0 puts its leading edge at 25, at the bottom of the green box (y 20 + 10).
        #expect(frames(leaves, "blue") == [Rect(x: 20, y: 0, width: 20, height: 10)])
        #expect(frames(leaves, "yellow") == [Rect(x: 25, y: 30, width: 40, height: 10)])
    }

    @Test("d[.custom] in a guide closure is the custom guide's default value, d[explicit: .custom] nil")
    func customSubscript() throws {
        let (_, leaves) = try SceneRender.render(
            "scene(width: 40, height: 40)\n" + Self.vertical + """

                HStack(alignment: .top, spacing: 0) {
                    Color.red.frame(width: 20, height: 40)
                    Color.blue.frame(width: 20, height: 20).alignmentGuide(.top) { d in -(d[explicit: .custom] ?? d[.custom]) }
                }
                """)
        // `d[explicit: .custom]` is nil (no explicit values on the dimensions a closure sees), so blue's top guide is
        // −(20 / 2) = −10: blue starts 10 below red's top.
        #expect(frames(leaves, "red") == [Rect(x: 0, y: 0, width: 20, height: 40)])
        #expect(frames(leaves, "blue") == [Rect(x: 20, y: 10, width: 20, height: 20)])
    }

    @Test("VerticalAlignment(T.self) of a type that is no AlignmentID is a located error")
    func notAnAlignmentID() throws {
        let e = #expect(throws: SceneError.self) {
            try SceneProgram(
                source: """
                    struct Plain {}
                    extension VerticalAlignment { static let odd = VerticalAlignment(Plain.self) }
                    HStack(alignment: .odd) { Color.red }
                    """, path: "test.scene")
        }
        let text = e.map { "\($0)" } ?? ""
        #expect(text.contains("takes an AlignmentID type"), "\(text)")
        #expect(text.contains("test.scene:2:"), "\(text)")
    }

    @Test("a pasted file: a custom guide lining up an icon column with a row in another container")
    func pastedFile() throws {
        // The blog-post use: two labels in different VStacks share one guide, so the HStack lines them up.
        let (_, leaves) = try SceneRender.render(
            """
            import SwiftUI

            extension VerticalAlignment {
                struct MidAccountAndName: AlignmentID {
                    static func defaultValue(in d: ViewDimensions) -> CGFloat {
                        d[.top]
                    }
                }

                static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
            }

            struct ContentView: View {
                var body: some View {
                    HStack(alignment: .midAccountAndName, spacing: 10) {
                        VStack(spacing: 5) {
                            Color.gray.frame(width: 30, height: 30)
                            Color.red
                                .frame(width: 30, height: 20)
                                .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                            Color.gray.frame(width: 30, height: 30)
                        }
                        VStack(spacing: 5) {
                            Color.blue
                                .frame(width: 40, height: 10)
                                .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                            Color.gray.frame(width: 40, height: 40)
                        }
                    }
                }
            }

            #Preview {
                ContentView()
            }
            """)
        // Left VStack: 30 + 5 + 20 + 5 + 30 = 90 tall, red's centre at 35 + 10 = 45. Right VStack: 55 tall, blue's
        // centre at 5. Lined up: the right one starts 40 below the left; height max(90, 40 + 55) = 95, width
        // 30 + 10 + 40 = 80 (the canvas is that ideal size).
        #expect(frames(leaves, "red") == [Rect(x: 0, y: 35, width: 30, height: 20)])
        #expect(frames(leaves, "blue") == [Rect(x: 40, y: 40, width: 40, height: 10)])
        #expect(frames(leaves, "gray").map(\.minY) == [0, 60, 55])
    }
}
