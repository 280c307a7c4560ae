// SceneExpression.swift: one expression of the scene language evaluated on its own, for tools that read an
// animation from the command line (`anim curve '.spring(duration: 0.6, bounce: 0.3)'`).
// Rule: the same lexer, parser, checker and built-ins as a scene (so a spelling means the same in both places); the
// expression must be known without running a frame (Checker+Constants). Status: complete.

import Animate

/// Evaluates a single scene-language expression of a given type.
public enum SceneExpression {
    /// The animation `text` spells: `.bouncy.delay(0.1)`, `Animation.spring(duration: 0.6, bounce: 0.3)`.
    /// Errors are located in `text`, whose diagnostics name it `path`.
    public static func animation(_ text: String, path: String = "EXPR") throws(SceneError) -> Animation {
        try value(text, .animation, path: path).animation
    }

    /// The spring `text` spells: `.bouncy`, `Spring(mass: 1, stiffness: 100, damping: 10)`.
    public static func spring(_ text: String, path: String = "EXPR") throws(SceneError) -> Spring {
        try value(text, .spring, path: path).spring
    }

    /// The timing curve `text` spells: `.easeInOut`, `.bezier(startControlPoint: …, endControlPoint: …)`.
    public static func unitCurve(_ text: String, path: String = "EXPR") throws(SceneError) -> UnitCurve {
        try value(text, .unitCurve, path: path).unitCurve
    }

    /// `text` as one expression of `type`, evaluated at load.
    static func value(_ text: String, _ type: SceneType, path: String) throws(SceneError) -> Value {
        let (statements, end, parseLog) = Parser.parse(text)
        var log = parseLog
        var result: Value?
        if !log.hasErrors {
            if statements.count == 1, case .expression(let e) = statements[0].kind {
                var checker = Checker()
                result = checker.constantValue(
                    e, type, hint: "write the \(type) with literals, e.g. '.easeInOut(duration: 0.5)'")
                log.append(contentsOf: checker.diagnostics)
            } else {
                log.error(
                    "expected one expression of type '\(type)'", at: statements.dropFirst().first?.range ?? end,
                    hint: Checker.valueExample[type].map { "write \($0)" })
            }
        }
        guard let result, !log.hasErrors else {
            throw SceneError(diagnostics: log.sortedBySource, file: SourceFile(path: path, text: text))
        }
        return result
    }
}
