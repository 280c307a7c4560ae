// GeometryArgumentTests.swift: NaN, infinity and negative sizes reaching geometry are located errors (issue #14,
// item 6), where SwiftUI would log "Invalid frame dimension" and draw something else.

import Layout
import Scene
import Testing

@Suite struct GeometryArgumentTests {
    /// The first error of loading and evaluating `body` (on line 2 of the scene), as (message, line, column). Loading
    /// already evaluates the initial state's views, so the error may come from either.
    private func failure(_ body: String) throws -> (String, Int, Int)? {
        do {
            let program = try SceneProgram(source: "scene(width: 100, height: 100)\n" + body, path: "bad.scene")
            _ = try program.view(time: 0, frame: 0)
            return nil
        } catch {
            let d = try #require(error.diagnostics.first)
            return (d.message, d.range.start.line, d.range.start.column)
        }
    }

    @Test(
        "each invalid value is reported at the modifier that received it",
        arguments: [
            ("Rectangle().frame(width: 0/0, height: 10)", "frame(width:) must be finite, got NaN", 12),
            ("Rectangle().frame(width: -5, height: 10)", "frame(width:) must not be negative, got -5.0", 12),
            ("Rectangle().frame(minWidth: Double.nan)", "frame(minWidth:) must be finite, got NaN", 12),
            ("Rectangle().offset(x: 1.0/0.0)", "offset(x:) must be finite, got infinity", 12),
            ("Rectangle().position(x: 10, y: -Double.infinity)", "position(y:) must be finite, got -infinity", 12),
            ("Rectangle().scaleEffect(Double.nan)", "scaleEffect(_:) must be finite, got NaN", 12),
            (
                "Rectangle().rotationEffect(.degrees(1e308 * 10))",
                "rotationEffect angle (radians) must be finite, got infinity", 12
            ),
            ("Rectangle().blur(radius: .infinity)", "blur(radius:) must be finite, got infinity", 12),
            ("Rectangle().padding(.infinity)", "padding(_:) must be finite, got infinity", 12),
            ("Rectangle().padding(.horizontal, Double.nan)", "padding length must be finite, got NaN", 12),
            ("Rectangle().opacity(0/0)", "opacity(_:) must be a number, got NaN", 12),
            ("Rectangle().shadow(radius: 4, x: 1.0/0.0)", "shadow(x:) must be finite, got infinity", 12),
        ])
    func invalid(body: String, message: String, column: Int) throws {
        let f = try #require(try failure(body))
        #expect(f.0 == message)
        #expect(f.1 == 2 && f.2 == column)
    }

    @Test("valid extremes still render: maxWidth .infinity, a zero frame, a large finite offset")
    func valid() throws {
        for body in [
            "Rectangle().frame(maxWidth: .infinity)", "Rectangle().frame(width: 0, height: 0)",
            "Rectangle().offset(x: 1e6)", "Rectangle().opacity(2)", "Rectangle().padding(-4)",
        ] {
            #expect(try failure(body) == nil)
        }
    }
}
