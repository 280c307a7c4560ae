// ConstructedStateTests.swift: two crashes found by running every preview file of 180 public repositories —
// a View whose `@State` is set only by its own `init` (`_opacity = State(initialValue:)`) and built only inside a
// GeometryReader, and an `enum` conforming to Shape (`switch self` in `path(in:)`) passed to `clipShape`.
// Rule: Apple: State.init(initialValue:) ("the value a view's state starts with"); Shape — an enum can conform to a
// protocol as a struct can (The Swift Programming Language, "Protocols"). Expected pixels: black on white, at 50 %
// opacity the sRGB mean 127.5 rounded either way; a circle clip leaves the square's corners white.

import Foundation
import Layout
import Render
import Scene
import Testing

struct ConstructedStateTests {
    func pixels(_ source: String, _ points: [(Int, Int)], at time: Double = 0) throws -> [[UInt8]] {
        let (fb, _) = try SceneRender.render(
            "scene(width: 200, height: 200, duration: 1, background: .white)\n" + source, at: time)
        return points.map { AsyncImageTests.pixel(fb, $0.0, $0.1) }
    }

    @Test(
        "@State set only in init, the view built in a GeometryReader: drawn at its start opacity, then its write lands")
    func stateStartedInInitInsideGeometryReader() throws {
        let source = """
            struct Line: View {
                @State private var opacity: Double
                var full: Bool
                init(opacity: Double, full: Bool = false) {
                    self._opacity = State(initialValue: opacity)
                    self.full = full
                }
                var body: some View {
                    Rectangle().frame(width: 40, height: 40).opacity(opacity)
                        .onAppear { if full { opacity = 1 } }
                }
            }
            """
        let half = try pixels(source + "\nGeometryReader { _ in Line(opacity: 0.5) }", [(20, 20), (60, 20)])
        #expect(half[0][0] >= 127 && half[0][0] <= 128 && half[0][3] == 255)
        #expect(half[1] == [255, 255, 255, 255])
        let written = try pixels(
            source
                + "\nGeometryReader { _ in HStack(spacing: 0) { Line(opacity: 0.5, full: true); Line(opacity: 0.5) } }",
            [(20, 20), (60, 20)], at: 0.5)
        #expect(written[0] == [0, 0, 0, 255])
        #expect(written[1][0] >= 127 && written[1][0] <= 128)
    }

    @Test("an enum conforming to Shape clips by its case: .circle leaves the corners white, .square does not")
    func enumShapeClips() throws {
        let source = """
            enum Shapes: Shape, CaseIterable {
                case circle, square
                func path(in rect: CGRect) -> Path {
                    switch self {
                    case .circle: return Circle().path(in: rect)
                    case .square: return Rectangle().path(in: rect)
                    }
                }
            }
            struct Clipped: View {
                @State var shape: Shapes
                var body: some View { Rectangle().frame(width: 100, height: 100).clipShape(shape) }
            }
            """
        // The 100-point square is centred on the 200-point canvas: corners at (50, 50), centre (100, 100).
        let circle = try pixels(source + "\nClipped(shape: .circle)", [(100, 100), (53, 53)])
        #expect(circle == [[0, 0, 0, 255], [255, 255, 255, 255]])
        let square = try pixels(source + "\nClipped(shape: .square)", [(100, 100), (53, 53)])
        #expect(square == [[0, 0, 0, 255], [0, 0, 0, 255]])
    }
}
