// Checker+StringInit.swift: the String initialisers of Builtins+StringInit: `String(x)`, `String(describing: x)`,
// `String(repeating:count:)`, `String(format:_:…)`, `String(localized:…)`. Status: complete for issue #14.

extension Checker {
    mutating func checkStringInit(_ call: CallSite) -> Typed? {
        let range = call.range
        let labels = call.arguments.map(\.label)
        if labels == [nil] || labels == ["describing"] {
            let value = check(call.arguments[0].value, expected: nil)
            if value.type == .error { return .error }
            if labels == [nil], value.type == .array(.string) {
                // `String(chars)` of a `[Character]` (Characters are one-character Strings here): the characters
                // joined (The Swift Standard Library: String.init<S: Sequence>(_:) where S.Element == Character).
                return joinedCharacters(value, at: range)
            }
            // `String(describing: optional)` prints `Optional(…)` or `nil` (Checker+Describing).
            return Typed(ir: described(value, reflecting: false, at: range), type: .string)
        }
        if labels.first == "localized",
            labels.dropFirst().allSatisfy({ ["defaultValue", "table", "comment"].contains($0) })
        {
            // `String(localized: "key", defaultValue:, table:, comment:)`: a render has no string catalogue, so the
            // default value when written, else the key — what the app shows for a key its catalogue lacks (Apple:
            // String.init(localized:table:bundle:locale:comment:), developer.apple.com/documentation/swift/string/
            // init(localized:table:bundle:locale:comment:)). Interpolations in the key are formatted as written.
            let index = call.arguments.firstIndex { $0.label == "defaultValue" } ?? 0
            let value = call.arguments[index].value
            for argument in call.arguments.indices where argument != index && argument != 0 {
                _ = check(call.arguments[argument].value, expected: nil)
            }
            return Typed(
                ir: coerce(check(value, expected: .string), to: .string, at: value.range, .argument), type: .string)
        }
        if labels == ["repeating", "count"] {
            let text = coerce(
                check(call.arguments[0].value, expected: .string), to: .string, at: call.arguments[0].range, .argument)
            let count = coerce(
                check(call.arguments[1].value, expected: .int), to: .int, at: call.arguments[1].range, .argument)
            return Typed(
                ir: apply(
                    { v, range throws(RuntimeFailure) in
                        let n = v[1].int
                        let bytes = n.multipliedReportingOverflow(by: max(v[0].string.utf8.count, 1))
                        guard n >= 0, !bytes.overflow, bytes.partialValue <= 1 << 20 else {
                            throw RuntimeFailure("String(repeating:count:) of \(n) copies", at: range)
                        }
                        return .string(String(repeating: v[0].string, count: n))
                    }, [text, count], range), type: .string)
        }
        if labels.first == "format", labels.dropFirst().allSatisfy({ $0 == nil }) {
            let format = coerce(
                check(call.arguments[0].value, expected: .string), to: .string, at: call.arguments[0].range, .argument)
            var irs = [format]
            for argument in call.arguments.dropFirst() {
                let typed = check(argument.value, expected: nil)
                if typed.type == .error { return .error }
                irs.append(typed.ir)
            }
            return Typed(
                ir: apply(
                    { v, range throws(RuntimeFailure) in
                        .string(try Builtins.format(v[0].string, Array(v.dropFirst()), at: range))
                    }, irs, range), type: .string)
        }
        return nil
    }
}
