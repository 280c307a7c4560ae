// Checker+Overloads.swift: functions, methods and initialisers overloaded by parameter type with the same labels
// (`init(label: Text)` beside `init(label: LocalizedStringKey)`, `func f(_ x: Int)` beside `func f(_ x: String)`).
// Rule: The Swift Programming Language, "Declarations" → "Function Declaration"/"Initializer Declaration": a
// declaration is redeclared only when its name, labels *and parameter types* repeat an earlier one. At a call,
// Swift's ranking prefers the overload needing no literal conversion: an integer literal is an Int, a floating-point
// literal a Double and a string literal a String when the overload takes that default literal type
// (https://github.com/swiftlang/swift/blob/main/docs/TypeChecker.md, comparing solutions; "Literals" in The Swift
// Programming Language: "the default inferred type").
// Status: partial. Overloads whose parameter types differ as scene types are told apart (`Text` and `Image`
// parameters are both views here, so they still clash); at a call, literal arguments order the overloads by their
// default types, and then the first overload whose arguments check wins (Checker.resolve), not Swift's full ranking.

extension Checker {
    /// Whether two parameter lists declare the same signature: the same labels and types, one by one.
    static func sameSignature(_ a: [UserParameter], _ b: [UserParameter]) -> Bool {
        a.count == b.count
            && zip(a, b).allSatisfy { $0.label == $1.label && $0.type == $1.type && $0.isInout == $1.isInout }
    }

    /// `viable` with the overloads taking more literal arguments in their default types first (stable otherwise), when
    /// they are all the file's own declarations.
    static func preferringLiteralDefaults(
        _ viable: [(candidate: Candidate, assignment: [Int?])], _ arguments: [Argument]
    ) -> [(candidate: Candidate, assignment: [Int?])] {
        func score(_ option: (candidate: Candidate, assignment: [Int?])) -> Int {
            var count = 0
            for (parameter, argumentIndex) in zip(option.candidate.parameters, option.assignment) {
                guard let argumentIndex, argumentIndex < arguments.count,
                    case .value(let type) = parameter.kind,
                    let literal = literalDefaultType(arguments[argumentIndex].value)
                else { continue }
                if type == literal { count += 1 }
            }
            return count
        }
        // Only the file's own overloads: the built-ins' order already encodes how their literals resolve in context
        // (`abs(10) + 1.5` where a CGFloat is expected is a Double `abs`).
        guard !viable.contains(where: { if case .builtin = $0.candidate.target { true } else { false } }) else {
            return viable
        }
        let scores = viable.map(score)
        guard Set(scores).count > 1 else { return viable }
        return viable.indices.sorted { scores[$0] != scores[$1] ? scores[$0] > scores[$1] : $0 < $1 }.map {
            viable[$0]
        }
    }

    /// The type a literal takes when nothing else constrains it (The Swift Programming Language, "Literals").
    private static func literalDefaultType(_ e: Expr) -> SceneType? {
        switch e.kind {
        case .integer: .int
        case .float: .double
        case .string: .string
        case .bool: .bool
        case .paren(let inner): literalDefaultType(inner)
        default: nil
        }
    }
}
