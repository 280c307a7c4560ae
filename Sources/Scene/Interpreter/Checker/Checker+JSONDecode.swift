// Checker+JSONDecode.swift: `decoder.decode(User.self, from: data)` on Foundation's JSONDecoder (Parser+JSONCoding):
// typed as the metatype's instance type, and failing as a decode of data a render does not have does.
// Rule: Apple: JSONDecoder.decode(_:from:) — developer.apple.com/documentation/foundation/jsondecoder/decode(_:from:)
// ("Returns a value of the type you specify, decoded from a JSON object"; it throws when the data is not a valid
// encoding of that type). anim keeps no stored data, so the decode throws: `try?` gives nil, `do`/`catch` catches.
// Status: the two-argument method with a written `T.self`.

extension Checker {
    /// `decoder.decode(T.self, from: data)` for the prelude's JSONDecoder; nil for any other call.
    mutating func checkJSONDecode(_ base: Expr, _ call: CallSite) -> Typed? {
        guard let decoder = structIndex["JSONDecoder"], call.trailing == nil, call.arguments.count == 2,
            call.arguments[0].label == nil, call.arguments[1].label == "from",
            case .member(let typeExpr, "self", _, _) = call.arguments[0].value.kind,
            let typeName = typeExpr.identifierName,
            case .instance(decoder, _) = checkOnTrial(base).typed.type
        else { return nil }
        let receiver = check(base, expected: nil)
        let type = resolveType(TypeSyntax(kind: .named(typeName), range: typeExpr.range))
        let data = coerce(
            check(call.arguments[1].value, expected: .data), to: .data, at: call.arguments[1].range, .argument)
        let fail: BuiltinImplementation = { _, range throws(RuntimeFailure) in
            var failure = RuntimeFailure(
                "uncaught error: JSONDecoder has no data to decode in a render", at: range,
                hint: "use 'try?' and a default value")
            failure.thrown = .string("dataCorrupted")
            throw failure
        }
        return Typed(ir: .apply(fail, [receiver.ir, data], call.range), type: type)
    }
}
