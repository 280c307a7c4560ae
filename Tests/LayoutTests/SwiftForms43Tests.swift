// SwiftForms43Tests.swift: three Swift forms real files use that anim refused — `forEach` with a closure of several
// parameters over a sequence of tuples (`xs.enumerated().forEach { offset, item in … }`), an operator a file declares
// in an extension of a built-in type (`extension CGPoint { static func + … }`), and a stored property whose type is an
// optional view type parameter (`let trailing: Trailing?`); and `onPreferenceChange` on several views (a generic
// container's ViewBuilder content) marking each of them, so a stack still lays them out side by side.
// Rule: The Swift Programming Language — "Closures" (a closure's parameters take a tuple argument apart, SE-0110),
// "Advanced Operators": Operator Methods, "Optional Chaining"/"Generics"; Apple: Group (modifiers apply to each member). Expected pixels: SwiftUI's green (52, 199, 89)
// and red (255, 59, 48) on a white canvas, positions worked out from the frames written.

import Foundation
import Layout
import Render
import Scene
import Testing

struct SwiftForms43Tests {
    func pixels(_ source: String, _ points: [(Int, Int)]) throws -> [[UInt8]] {
        let (fb, _) = try SceneRender.render(
            "scene(width: 200, height: 100, duration: 1, background: .white)\n" + source, at: 0.5)
        return points.map { AsyncImageTests.pixel(fb, $0.0, $0.1) }
    }

    @Test("enumerated().forEach { offset, c in … } runs once per element with both parts: the last colour, 3 steps")
    func forEachTakesTuplesApart() throws {
        let source = """
            struct V: View {
                @State var color = Color.black
                @State var width: CGFloat = 10
                var body: some View {
                    Rectangle().fill(color).frame(width: width, height: 40)
                        .onAppear {
                            [Color.red, .blue, .green].enumerated().forEach { offset, c in
                                color = c
                                width += CGFloat(offset) * 30
                            }
                            ["a": 1].forEach { key, value in width += CGFloat(value * 10) }
                        }
                }
            }
            V()
            """
        // width = 10 + (0 + 30 + 60) + 10 = 110, centred on the 200-point canvas: x 45–155.
        let p = try pixels(source, [(50, 50), (150, 50), (40, 50), (160, 50)])
        #expect(p == [[52, 199, 89, 255], [52, 199, 89, 255], [255, 255, 255, 255], [255, 255, 255, 255]])
    }

    @Test("static func + in an extension of CGPoint: the red dot sits at (20, 20) + (30, 0) = (50, 20)")
    func operatorInBuiltinExtension() throws {
        let source = """
            extension CGPoint {
                static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
                static func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint { CGPoint(x: lhs.x * rhs, y: lhs.y * rhs) }
            }
            ZStack(alignment: .topLeading) {
                Color.clear.frame(width: 200, height: 100)
                Circle().fill(Color.red).frame(width: 10, height: 10)
                    .position(CGPoint(x: 20, y: 20) + CGPoint(x: 30, y: 0))
                Circle().fill(Color.red).frame(width: 10, height: 10).position(CGPoint(x: 60, y: 40) * 2)
            }
            """
        let p = try pixels(source, [(50, 20), (20, 20), (120, 80)])
        #expect(p == [[255, 59, 48, 255], [255, 255, 255, 255], [255, 59, 48, 255]])
    }

    @Test("let trailing: Trailing? for <Trailing: View>: drawn when given, absent when nil")
    func optionalViewTypeParameter() throws {
        let source = """
            struct Row<Trailing: View>: View {
                let trailing: Trailing?
                var body: some View {
                    HStack(spacing: 0) {
                        Color.red.frame(width: 40, height: 40)
                        if let trailing = trailing { trailing }
                    }
                }
            }
            """
        // Given: a 40 + 40 wide row centred at x 60–140; the green square at 100–140.
        let given = try pixels(
            source + "\nRow(trailing: Color.green.frame(width: 40, height: 40))", [(80, 50), (120, 50)])
        #expect(given == [[255, 59, 48, 255], [52, 199, 89, 255]])
        // nil: the red square alone, centred at 80–120.
        let absent = try pixels(source + "\nRow<Color>(trailing: nil)", [(100, 50), (70, 50)])
        #expect(absent == [[255, 59, 48, 255], [255, 255, 255, 255]])
    }

    @Test("content.onPreferenceChange on three views in an HStack: side by side, not stacked on one another")
    func preferenceChangeOnSeveralViews() throws {
        let source = """
            struct H: PreferenceKey {
                static let defaultValue: CGFloat = 0
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
            }
            struct Row<Content: View>: View {
                private let content: Content
                @State private var seen: CGFloat = 0
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View {
                    HStack(spacing: 0) { content.onPreferenceChange(H.self) { seen = $0 } }
                }
            }
            Row {
                Color.red.frame(width: 40, height: 40)
                Color.green.frame(width: 40, height: 40)
                Color.red.frame(width: 40, height: 40)
            }
            """
        // 120 points wide, centred: x 40–80 red, 80–120 green, 120–160 red.
        let p = try pixels(source, [(60, 50), (100, 50), (140, 50), (30, 50)])
        #expect(p == [[255, 59, 48, 255], [52, 199, 89, 255], [255, 59, 48, 255], [255, 255, 255, 255]])
    }

    @Test("a file's own @State var time does not move TimelineView's date: onChange(of: timeline.date) settles")
    func stateNamedTimeDoesNotShadowTheClock() throws {
        let source = """
            struct V: View {
                @State private var time = 0.0
                var body: some View {
                    TimelineView(.animation) { timeline in
                        Rectangle().fill(Color.red)
                            .frame(width: CGFloat(max(0, time - 978307200)) * 100 + 40, height: 40)
                            .onAppear { time = timeline.date.timeIntervalSince1970 }
                            .onChange(of: timeline.date) { _, newValue in time = newValue.timeIntervalSince1970 }
                    }
                }
            }
            V()
            """
        // At t = 0 the date is 2001-01-01 00:00:00 = 978 307 200 s after 1970: a 40-point square, centred (80–120).
        let (fb, _) = try SceneRender.render(
            "scene(width: 200, height: 100, duration: 1, background: .white)\n" + source, at: 0)
        #expect(AsyncImageTests.pixel(fb, 100, 50) == [255, 59, 48, 255])
        #expect(AsyncImageTests.pixel(fb, 75, 50) == [255, 255, 255, 255])
        #expect(AsyncImageTests.pixel(fb, 82, 50) == [255, 59, 48, 255])
    }
}
