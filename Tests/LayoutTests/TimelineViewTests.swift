// TimelineViewTests.swift: TimelineView's date at chosen scene times (frame t is Date(timeIntervalSinceReferenceDate:
// t), issue #17), read through the centre of a red marker placed from it; visualEffect offsets from its proxy; named
// coordinate spaces. Expected positions are computed here from the layout rules (a 200×100 canvas, views centred).

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct TimelineViewTests {
    /// The x centre of the red ink (CanvasTests' moments).
    static func redX(_ source: String, at t: Double) throws -> Double {
        CanvasRender.moments(try CanvasRender.frame(source, at: t), weight: CanvasRender.redInk).cx
    }

    /// A 10×10 red square centred on the canvas (x = 100), moved right by `expression` points.
    static func marker(_ schedule: String, _ expression: String) -> String {
        """
        scene(width: 200, height: 100, fps: 10, duration: 4, background: .white)
        TimelineView(\(schedule)) { context in
            Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 10, height: 10)
                .offset(x: \(expression))
        }
        """
    }

    @Test(
        "periodic(from:by:) holds the last tick at or before t; before the start, the date it appeared (0)",
        arguments: [(0.0, 0.0), (0.4, 0.0), (0.5, 0.5), (1.4, 0.5), (1.5, 1.5), (2.9, 2.5)])
    func periodic(at: (t: Double, date: Double)) throws {
        let x = try Self.redX(
            Self.marker(
                ".periodic(from: Date(timeIntervalSinceReferenceDate: 0.5), by: 1)",
                "context.date.timeIntervalSinceReferenceDate * 20"), at: at.t)
        #expect(abs(x - (100 + at.date * 20)) < 1e-6)
    }

    @Test(
        ".periodic(from: .now, by: 1) starts when the view appears (t = 0), not at every frame",
        arguments: [(0.9, 0.0), (1.0, 1.0), (2.3, 2.0)])
    func periodicFromNow(at: (t: Double, date: Double)) throws {
        let x = try Self.redX(
            Self.marker(".periodic(from: .now, by: 1)", "context.date.timeIntervalSinceReferenceDate * 20"), at: at.t)
        #expect(abs(x - (100 + at.date * 20)) < 1e-6)
    }

    @Test(
        ".animation follows every frame; minimumInterval steps; paused holds; explicit dates; Date() and Date.now are t",
        arguments: [
            (".animation", 1.3, 1.3), (".animation(minimumInterval: 0.5)", 1.3, 1.0),
            (".animation(minimumInterval: 0.5, paused: true)", 1.3, 0.0),
            (
                ".explicit([Date(timeIntervalSinceReferenceDate: 1), Date(timeIntervalSinceReferenceDate: 2.2)])", 2.1,
                1.0
            ),
            (".everySecond", 2.7, 2.0),
        ])
    func schedules(at: (schedule: String, t: Double, date: Double)) throws {
        let x = try Self.redX(
            Self.marker(at.schedule, "context.date.timeIntervalSinceReferenceDate * 20"), at: at.t)
        #expect(abs(x - (100 + at.date * 20)) < 1e-6)
        let now = try Self.redX(
            Self.marker(
                at.schedule,
                "(Date().timeIntervalSince(context.date) + Date.now.timeIntervalSinceReferenceDate - Date(timeIntervalSince1970: 978307200).timeIntervalSinceReferenceDate) * 10"
            ), at: at.t)
        #expect(abs(now - (100 + (2 * at.t - at.date) * 10)) < 1e-6)
    }

    @Test("a view's stored `let startTime = Date()` is the date it appeared: elapsed time grows with t (seed 004)")
    func storedStartDate() throws {
        let source = """
            scene(width: 200, height: 100, fps: 10, duration: 4, background: .white)
            struct Elapsed: View {
                let startTime = Date()
                var body: some View {
                    TimelineView(.animation) { timeline in
                        let elapsed = timeline.date.timeIntervalSince(startTime)
                        Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 10, height: 10)
                            .offset(x: elapsed * 20)
                    }
                }
            }
            Elapsed()
            """
        for t in [0.0, 1.5, 3.0] {
            #expect(abs(try Self.redX(source, at: t) - (100 + 20 * t)) < 1e-6)
        }
    }

    @Test("TimelineView(.animation) over a Canvas: a dot at x = 20 + 30·t")
    func canvasOverTimeline() throws {
        let source = """
            scene(width: 200, height: 100, fps: 10, duration: 4, background: .white)
            TimelineView(.animation) { timeline in
                Canvas { context, size in
                    let t = timeline.date.timeIntervalSinceReferenceDate
                    context.fill(Path(ellipseIn: CGRect(x: 15 + 30 * t, y: 45, width: 10, height: 10)), with: .color(Color(red: 1, green: 0, blue: 0)))
                }
            }
            """
        for t in [0.0, 1.7, 3.2] {
            #expect(abs(try Self.redX(source, at: t) - (20 + 30 * t)) < 1e-6)
        }
    }

    @Test("visualEffect offsets from the proxy's size and global frame; layout is unchanged (the neighbour stays)")
    func visualEffectOffset() throws {
        let source = """
            scene(width: 200, height: 100, background: .white)
            HStack(spacing: 0) {
                Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 20)
                    .visualEffect { content, proxy in
                        content.offset(x: proxy.size.width / 2, y: proxy.frame(in: .global).minY / 2)
                    }
                Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 40, height: 20)
            }
            """
        let fb = try CanvasRender.frame(source)
        let red = CanvasRender.moments(fb) { (Double($0.r) - Double($0.b)) / 255 }
        // The HStack is 80×20 centred: the red box is x 60…100, y 40…60; offset (40/2, 40/2).
        #expect(abs(red.cx - 100) < 1e-6 && abs(red.cy - 70) < 1e-6 && abs(red.area - 800) < 1)
        let blue = CanvasRender.moments(fb) { 1 - Double($0.r) / 255 - (1 - Double($0.b) / 255) }
        #expect(abs(blue.cx - 120) < 1e-6 && abs(blue.cy - 50) < 1e-6)
    }

    @Test("visualEffect's scaleEffect and opacity from the proxy: a 40×20 box scaled by 40/80, half transparent")
    func visualEffectScaleOpacity() throws {
        let source = """
            scene(width: 200, height: 100, background: .white)
            Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 20)
                .visualEffect { content, proxy in
                    content.scaleEffect(proxy.size.width / 80).opacity(0.5)
                }
            """
        let m = CanvasRender.moments(try CanvasRender.frame(source), weight: CanvasRender.redInk)
        // 20×10 at half ink: area 100 ink-pixels (±1 for the 127/128 rounding), centred.
        #expect(abs(m.area - 100) < 1.5 && abs(m.cx - 100) < 1e-6 && abs(m.cy - 50) < 1e-6)
    }

    @Test("coordinateSpace(.named:) and (name:): a proxy's frame(in: .named) is relative to the named view")
    func namedCoordinateSpace() throws {
        for naming in [".coordinateSpace(.named(\"stage\"))", ".coordinateSpace(name: \"stage\")"] {
            let source = """
                scene(width: 200, height: 100, background: .white)
                VStack(spacing: 0) {
                    Color.clear.frame(width: 10, height: 30)
                    GeometryReader { proxy in
                        Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 10, height: 10)
                            .offset(x: proxy.frame(in: .named("stage")).minX, y: proxy.frame(in: .named("stage")).minY / 2)
                    }
                    .frame(width: 50, height: 40)
                }
                .frame(width: 150, height: 90)
                \(naming)
                """
            let m = CanvasRender.moments(try CanvasRender.frame(source), weight: CanvasRender.redInk)
            // Stage at (25, 5); the VStack (50×70) centred in it: the reader at (75, 15 + 30) = (75, 45), i.e.
            // (50, 40) in the stage; the square at (75 + 50, 45 + 20), centre (130, 70).
            #expect(abs(m.cx - 130) < 1e-6 && abs(m.cy - 70) < 1e-6, "\(naming)")
        }
    }
}
