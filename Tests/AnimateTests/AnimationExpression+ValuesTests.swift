// AnimationExpression+ValuesTests.swift: springs and unit curves read from text, as keyframes write them.
// Expected: the presets and initialisers of curves.md §3–§4 (Spring(duration:bounce:) ↔ response, ζ = 1 − bounce).

import Testing

@testable import Animate

struct AnimationExpressionValuesTests {
    @Test("springs: presets, presets with arguments, and Spring's initialisers")
    func springs() throws {
        #expect(try AnimationExpression.parseSpring(".bouncy") == .bouncy)
        #expect(try AnimationExpression.parseSpring("Spring.snappy") == .snappy)
        let custom = try AnimationExpression.parseSpring(".bouncy(duration: 0.4, extraBounce: 0.1)")
        #expect(abs(custom.response - 0.4) < 1e-12 && abs(custom.dampingRatio - 0.6) < 1e-12)
        let s = try AnimationExpression.parseSpring("Spring(duration: 0.6, bounce: 0.2)")
        #expect(abs(s.response - 0.6) < 1e-12 && abs(s.dampingRatio - 0.8) < 1e-12)
        let physical = try AnimationExpression.parseSpring("Spring(mass: 1, stiffness: 100, damping: 10)")
        #expect(abs(physical.stiffness - 100) < 1e-9 && abs(physical.damping - 10) < 1e-9)
        #expect(
            abs(try AnimationExpression.parseSpring(".init(response: 0.3, dampingRatio: 0.5)").response - 0.3) < 1e-12)
    }

    @Test("curves: presets and bezier control points")
    func curves() throws {
        #expect(try AnimationExpression.parseCurve(".easeInOut") == .easeInOut)
        #expect(try AnimationExpression.parseCurve("UnitCurve.linear") == .linear)
        let b = try AnimationExpression.parseCurve(
            ".bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0.2, y: 1))")
        #expect(b == UnitCurve(0.2, 0, 0.2, 1))
    }

    @Test("a misspelt name is reported with its column and the nearest name")
    func errors() {
        #expect(throws: AnimationExpression.ParseError.self) { try AnimationExpression.parseSpring("0.5") }
        do {
            _ = try AnimationExpression.parseSpring(".bouncey")
            Issue.record("expected an error")
        } catch {
            #expect(error.column == 2)
            #expect(error.suggestion == ".bouncy")
        }
        do {
            _ = try AnimationExpression.parseCurve(".easeInOut(1)")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("easeInOut"))
        }
    }
}
