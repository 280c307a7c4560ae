// SceneHeaderTests.swift: `scene(width:height:fps:duration:scale:background:)`.
// Rule: issue #2: fps defaults to 30 and is exact (`30000/1001` is that Rational, not Int division); duration in
// seconds (nil = one frame); scale default 1; background default white. Frame counts by FrameRate.frameCount.

import Geometry
import Testing
import Timeline

@testable import Scene

struct SceneHeaderTests {
    private func header(_ arguments: String, body: String = "Rectangle()") throws -> SceneHeader {
        try SceneProgram(source: "scene(\(arguments))\n" + body, path: "h.scene").header
    }

    @Test("defaults: 30 fps, one frame, scale 1, white")
    func defaults() throws {
        let h = try header("width: 320, height: 240")
        #expect(h.width == 320 && h.height == 240)
        #expect(h.fps == FrameRate(30))
        #expect(h.duration == nil)
        #expect(h.frameCount == 1)
        #expect(h.scale == 1)
        #expect(h.background == .white)
        #expect(h.range.start.line == 1 && h.range.start.column == 1 && h.range.end.column == 31)
    }

    @Test("a literal fraction for fps stays exact: 30000/1001 (FrameRate: 3 s is 90 frames)")
    func ntscRate() throws {
        let h = try header("width: 1920, height: 1080, fps: 30000/1001, duration: 3")
        #expect(h.fps.framesPerSecond == Rational(30000, 1001))
        #expect(h.frameCount == 90)
    }

    @Test(
        "fps and duration written as decimals, fractions and products fold exactly",
        arguments: [
            ("fps: 29.97", Rational(2997, 100), nil as Rational?),
            ("fps: 24.0, duration: 2.5", Rational(24), Rational(5, 2)),
            ("fps: 2 * 12, duration: 10/3", Rational(24), Rational(10, 3)),
            ("fps: (60000/1001), duration: 1 + 1/2", Rational(60000, 1001), Rational(3, 2)),
        ])
    func exactTiming(_ arguments: String, _ fps: Rational, _ duration: Rational?) throws {
        let h = try header("width: 100, height: 100, " + arguments)
        #expect(h.fps.framesPerSecond == fps)
        #expect(h.duration == duration)
    }

    @Test("header arguments may call functions declared later")
    func computedArguments() throws {
        let h = try header(
            "width: side() * 2, height: side(), fps: rate(), scale: 2, background: Color(white: 0.5)",
            body: "func side() -> Double { 100 }\nfunc rate() -> Double { 25 }\nRectangle()")
        #expect(h.width == 200 && h.height == 100)
        #expect(h.fps == FrameRate(25))
        #expect(h.scale == 2)
        #expect(h.background == Color(white: 0.5))
    }

    @Test("background takes named colours and colour expressions")
    func background() throws {
        #expect(try header("width: 10, height: 10, background: .black").background == .black)
        #expect(
            try header("width: 10, height: 10, background: Color.orange.opacity(0.5)").background
                == Color.named["orange"]!.opacity(0.5))
    }

    @Test("an import before the header is allowed")
    func importFirst() throws {
        let program = try SceneProgram(
            source: "import SwiftUI\nscene(width: 10, height: 10)\nCircle()", path: "i.scene")
        #expect(program.header.width == 10)
    }

    @Test(
        "non-positive or infinite sizes and scales are diagnosed at their argument",
        arguments: [
            ("width: -5, height: 10", "scene width must be positive and finite, got -5.0", 14),
            ("width: 10, height: .infinity", "scene height must be positive and finite, got inf", 26),
            ("width: 10, height: 10, scale: 0", "scene scale must be positive and finite, got 0.0", 37),
            ("width: 10, height: 10, fps: -24", "scene fps must be positive, got -24", 35),
        ])
    func invalid(_ arguments: String, _ message: String, _ column: Int) throws {
        let error = try #require(throws: SceneError.self) { try header(arguments) }
        #expect(error.errors.first?.message == message)
        #expect(error.errors.first?.range.start.column == column)
    }
}
