// AnimationExpressionTests.swift: parsing the Swift spellings a scene writes, and the errors for the others.

import Testing

@testable import Animate

struct AnimationExpressionTests {
    static let spellings: [(String, Animation)] = [
        // Issue #4's list of spellings, each against the factory call it names.
        (".spring(response: 0.5, dampingFraction: 0.5)", .spring(response: 0.5, dampingFraction: 0.5)),
        (".easeInOut(duration: 0.35)", .easeInOut(duration: 0.35)),
        (".bouncy.delay(0.1)", Animation.bouncy.delay(0.1)),
        (".spring(duration: 0.6, bounce: 0.3)", .spring(duration: 0.6, bounce: 0.3)),
        (".linear", .linear),
        (".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)", .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)),
        (".interpolatingSpring(stiffness: 100, damping: 10)", .interpolatingSpring(stiffness: 100, damping: 10)),
        (
            ".easeIn.speed(2).repeatCount(3, autoreverses: true)",
            Animation.easeIn.speed(2).repeatCount(3, autoreverses: true)
        ),
        ("Animation.smooth", .smooth),
        // More of the catalog (curves.md §3 signatures and defaults).
        (".default", .default), (".spring", .spring), (".spring()", .spring),
        (".interactiveSpring", .interactiveSpring),
        (".spring(blendDuration: 0.2)", .spring(duration: 0.5, bounce: 0, blendDuration: 0.2)),
        (".spring(dampingFraction: 0.6)", .spring(response: 0.5, dampingFraction: 0.6)),
        (".snappy(duration: 0.4, extraBounce: 0.1)", .snappy(duration: 0.4, extraBounce: 0.1)),
        (".interpolatingSpring", .interpolatingSpring(duration: 0.5, bounce: 0)),
        (
            ".interpolatingSpring(mass: 2, stiffness: 50, damping: 4, initialVelocity: 1)",
            .interpolatingSpring(mass: 2, stiffness: 50, damping: 4, initialVelocity: 1)
        ),
        (".spring(.bouncy)", .spring(Spring.bouncy)),
        (
            ".spring(Spring(mass: 1, stiffness: 100, damping: 10), blendDuration: 0.1)",
            .spring(Spring(mass: 1, stiffness: 100, damping: 10), blendDuration: 0.1)
        ),
        (".interpolatingSpring(Spring.snappy(duration: 0.3))", .interpolatingSpring(Spring.snappy(duration: 0.3))),
        (
            ".linear(duration: 1).repeatForever(autoreverses: false)",
            Animation.linear(duration: 1).repeatForever(autoreverses: false)
        ),
        (".easeOut.repeatForever()", Animation.easeOut.repeatForever()),
        ("  . easeIn ( duration : 1_000e-3 )  ", .easeIn(duration: 1)),
        (".easeIn.delay(-0.5)", Animation.easeIn.delay(-0.5)),
        (".timingCurve(.easeIn, duration: 0.5)", .timingCurve(UnitCurve.easeIn, duration: 0.5)),
        (
            ".timingCurve(UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.2), endControlPoint: .center), "
                + "duration: 1)",
            .timingCurve(UnitCurve(0.1, 0.2, 0.5, 0.5), duration: 1)
        ),
    ]

    @Test("each spelling parses to the animation it names", arguments: spellings)
    func parses(text: String, expected: Animation) throws {
        #expect(try AnimationExpression.parse(text) == expected)
    }

    @Test("descriptions parse back to the same animation", arguments: spellings)
    func roundTrip(text: String, expected: Animation) throws {
        let parsed = try AnimationExpression.parse(text)
        #expect(try AnimationExpression.parse(parsed.description) == parsed, "\(parsed)")
    }

    @Test("descriptions keep the spelling")
    func descriptions() throws {
        #expect(try AnimationExpression.parse(".bouncy.delay(0.1)").description == ".bouncy.delay(0.1)")
        #expect(Animation.easeInOut(duration: 0.35).description == ".easeInOut(duration: 0.35)")
        #expect(
            Animation.easeIn.speed(2).repeatCount(3).description
                == ".easeIn.speed(2).repeatCount(3, autoreverses: true)")
    }

    static let errors: [(String, Int, String?)] = [
        // (text, column of the error, suggested name)
        (".bouncey", 2, ".bouncy"),
        (".easeInOut.dealy(0.1)", 12, ".delay"),
        (".spring(response: 0.5, dampingFactor: 0.5)", 24, "dampingFraction:"),
        ("easeIn", 1, ".easeIn"),
        (".easeIn(duration 0.3)", 18, nil),
        (".easeIn(duration: 0.3", 22, nil),
        (".timingCurve(0.2, 0.8, 0.2)", 2, nil),
        (".interpolatingSpring(damping: 5)", 2, nil),
        (".repeatCount(2)", 2, nil),
        (".easeIn.spring", 9, nil),
        (".easeIn.repeatCount(1.5)", 9, nil),
        (".spring(.bouncyy)", 10, ".bouncy"),
        (".linear(duration: 0.3) #", 24, nil),
        (".timingCurve", 2, nil),
        ("", 1, nil),
        (".spring(UnitCurve.easeIn)", 19, nil),
        (".timingCurve(.easeInn, duration: 1)", 15, ".easeIn"),
    ]

    @Test("errors name the column and the nearest known name", arguments: errors)
    func errorsNameColumn(text: String, column: Int, suggestion: String?) {
        do {
            let a = try AnimationExpression.parse(text)
            Issue.record("parsed \(text) as \(a)")
        } catch {
            #expect(error.column == column, "\(error)")
            #expect(error.suggestion == suggestion, "\(error)")
        }
    }
}
