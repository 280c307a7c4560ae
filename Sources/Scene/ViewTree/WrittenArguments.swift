// WrittenArguments.swift: a call's arguments as written, kept as the values the call was given and its overload's
// labels, and listed as `WrittenArgument`s only when something reads them.
// Rule: ViewModifier.swift and PrimitiveView.swift keep the written form beside the typed value for the answer key
// (docs/ARCHITECTURE.md); only Measure and a few argument lookups read it. Pairing each value with its label on every
// call cost a fifth of a 1000-view frame's modifier calls (an array and a copy of every value, issue #21,
// bench/README.md), so a call keeps the array of values it already built and the overload's one shared signature.

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

/// The arguments of one call as written: `values[i]` was passed for the parameter labelled `signature.labels[i]`.
public struct WrittenArguments: Sendable {
    private let values: [Value]
    private let signature: WrittenSignature

    /// The values of a call (receiver excluded) to an overload with `signature`.
    init(_ values: [Value], _ signature: WrittenSignature) {
        (self.values, self.signature) = (values, signature)
    }

    /// Arguments listed one by one (code that builds a view or modifier itself).
    init(_ arguments: [WrittenArgument]) {
        values = arguments.map(\.value)
        signature = WrittenSignature(
            labels: arguments.map(\.label), isBuilder: Array(repeating: false, count: values.count))
    }

    /// Each argument with its label, view builders left out.
    var list: [WrittenArgument] {
        var arguments: [WrittenArgument] = []
        arguments.reserveCapacity(values.count)
        for (i, value) in values.enumerated() where !signature.isBuilder[i] {
            arguments.append(WrittenArgument(label: signature.labels[i], value: value))
        }
        return arguments
    }

    /// The value of the first argument labelled `label` (nil: `_`), view builders left out.
    func value(_ label: String?) -> Value? {
        for (i, value) in values.enumerated() where !signature.isBuilder[i] && signature.labels[i] == label {
            return value
        }
        return nil
    }
}
