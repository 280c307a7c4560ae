// AnimationExpression+Values.swift: reads a `Spring` or a `UnitCurve` written as Swift (`.bouncy`,
// `Spring(duration: 0.4, bounce: 0.3)`, `.easeInOut`, `.bezier(startControlPoint: …, endControlPoint: …)`), the
// arguments of `SpringKeyframe(_:duration:spring:)` and `LinearKeyframe(_:duration:timingCurve:)`.
// Rule: the same lexer, parser and catalog as animation expressions (AnimationExpression+Catalog: Spring's presets
// and initialisers, UnitCurve's presets), so a scene spells a spring the same way in both places.
// Status: complete for the catalog's names.

extension AnimationExpression {
    /// The spring `text` spells.
    public static func parseSpring(_ text: String) throws(ParseError) -> Spring {
        if case .spring(let spring) = try value(text, as: .spring) { return spring }
        preconditionFailure("converted by kind")
    }

    /// The unit curve `text` spells.
    public static func parseCurve(_ text: String) throws(ParseError) -> UnitCurve {
        if case .curve(let curve) = try value(text, as: .curve) { return curve }
        preconditionFailure("converted by kind")
    }

    /// One argument-like value (`.name`, `.name(…)`, `Type.name…`, `Type(…)`) resolved as `kind`.
    private static func value(_ text: String, as kind: ExpressionParameterKind) throws(ParseError)
        -> ExpressionArgument.Value
    {
        var parser = try Parser(tokens: Lexer.tokens(of: text))
        let argument = try parser.argument()
        if argument.label != nil {
            throw .init(message: "expected a value, not a labelled argument", column: argument.labelColumn)
        }
        guard parser.current.kind == .end else { throw parser.unexpected("the end") }
        guard case .member = argument.value else {
            let what = kind == .spring ? "a spring such as '.bouncy'" : "a curve such as '.easeInOut'"
            throw .init(message: "expected \(what)", column: argument.valueColumn)
        }
        return try ExpressionCatalog.convert(argument.value, to: kind)
    }
}
