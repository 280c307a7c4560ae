// WrittenArguments.swift: a call's arguments as written, kept as the values the call was given and its overload's
// labels, and listed as `WrittenArgument`s only when something reads them.
// Rule: ViewModifier.swift and PrimitiveView.swift keep the written form beside the typed value for the answer key
// (docs/ARCHITECTURE.md); only Measure and a few argument lookups read it. Pairing each value with its label on every
// call cost a fifth of a 1000-view frame's modifier calls (an array and a copy of every value, issue #21,
// bench/README.md), so a call keeps the values it was given and the overload's one shared signature; up to two
// values are kept in place (in the modifier's or view's box) rather than in an array of their own, so a modifier
// whose arguments change every frame costs no array (most modifiers take one or two arguments).

/// One overload's parameter labels and which parameters are view builders (their views travel as children or the
/// secondary view, not as written values): made once per overload and shared by every call of it.
public final class WrittenSignature: Sendable {
    /// The label of each parameter (nil for `_`).
    let labels: [String?]
    /// Whether each parameter is a view builder.
    let isBuilder: [Bool]

    init(labels: [String?], isBuilder: [Bool]) {
        (self.labels, self.isBuilder) = (labels, isBuilder)
    }

    /// The signature of `parameters`.
    convenience init(_ parameters: [BuiltinParameter]) {
        self.init(
            labels: parameters.map(\.label),
            isBuilder: parameters.map { if case .viewBuilder = $0.kind { true } else { false } })
    }
}

/// The arguments of one call as written: value `i` was passed for the parameter labelled `signature.labels[i]`.
public struct WrittenArguments: Sendable {
    /// The values: none, one or two in place, or an array of more.
    private enum Values: Sendable {
        case none
        case one(Value)
        case two(Value, Value)
        case many([Value])
    }

    private let values: Values
    private let signature: WrittenSignature

    /// The values of a call (receiver excluded) to an overload with `signature`.
    init(_ values: [Value], _ signature: WrittenSignature) {
        switch values.count {
        case 0: self.values = .none
        case 1: self.values = .one(values[0])
        case 2: self.values = .two(values[0], values[1])
        default: self.values = .many(values)
        }
        self.signature = signature
    }

    /// Arguments listed one by one (code that builds a view or modifier itself).
    init(_ arguments: [WrittenArgument]) {
        let isBuilder = Array(repeating: false, count: arguments.count)
        self.init(arguments.map(\.value), WrittenSignature(labels: arguments.map(\.label), isBuilder: isBuilder))
    }

    private var count: Int {
        switch values {
        case .none: 0
        case .one: 1
        case .two: 2
        case .many(let array): array.count
        }
    }

    private subscript(_ i: Int) -> Value {
        switch values {
        case .none: preconditionFailure("no written arguments")
        case .one(let value): value
        case .two(let first, let second): i == 0 ? first : second
        case .many(let array): array[i]
        }
    }

    /// Each argument with its label, view builders left out.
    var list: [WrittenArgument] {
        var arguments: [WrittenArgument] = []
        arguments.reserveCapacity(count)
        for i in 0..<count where !signature.isBuilder[i] {
            arguments.append(WrittenArgument(label: signature.labels[i], value: self[i]))
        }
        return arguments
    }

    /// The value of the first argument labelled `label` (nil: `_`), view builders left out.
    func value(_ label: String?) -> Value? {
        for i in 0..<count where !signature.isBuilder[i] && signature.labels[i] == label {
            return self[i]
        }
        return nil
    }
}
