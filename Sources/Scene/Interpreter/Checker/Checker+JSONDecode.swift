// Checker+JSONDecode.swift: `decoder.decode(User.self, from: data)` on Foundation's JSONDecoder (Parser+JSONCoding):
// typed as the metatype's instance type, and failing as a decode of data a render does not have does.
// Rule: Apple: JSONDecoder.decode(_:from:) — developer.apple.com/documentation/foundation/jsondecoder/decode(_:from:)
// ("Returns a value of the type you specify, decoded from a JSON object"; it throws when the data is not a valid
// encoding of that type). anim keeps no stored data, so the decode throws: `try?` gives nil, `do`/`catch` catches.
// A collection's metatype is written `[T].self` or `[K: V].self` (TSPL "Types": array and dictionary type sugar; the
// expression `[T]` in front of `.self` is the type, not an array literal), the usual way to decode a JSON array.
// Status: the two-argument method with a written `T.self`, `[T].self` or `[K: V].self`.

extension Checker {
    /// `decoder.decode(T.self, from: data)` for the prelude's JSONDecoder; nil for any other call.
    mutating func checkJSONDecode(_ base: Expr, _ call: CallSite) -> Typed? {
        guard let decoder = structIndex["JSONDecoder"], call.trailing == nil, call.arguments.count == 2,
            call.arguments[0].label == nil, call.arguments[1].label == "from",
            case .member(let typeExpr, "self", _, _) = call.arguments[0].value.kind,
            let typeSyntax = Checker.metatypeOperand(typeExpr),
            case .instance(decoder, _) = checkOnTrial(base).typed.type
        else { return nil }
        let receiver = check(base, expected: nil)
        let type = resolveType(typeSyntax)
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

    /// A type written where an expression is parsed (before `.self`, or called: `[T]()`): `User`, `Outer.Inner`,
    /// `[User]` (a one-element array literal of a type), `[String: User]` (a one-entry dictionary literal of types),
    /// `(String, CGFloat)` / `(name: String, x: Double)` (a tuple of types), `User?`, nested as far as written; nil for
    /// anything else.
    static func metatypeOperand(_ expr: Expr) -> TypeSyntax? {
        if let name = expr.identifierName { return TypeSyntax(kind: .named(name), range: expr.range) }
        switch expr.kind {
        case .member(let base, let name, _, _):
            guard let outer = metatypeOperand(base), case .named(let outerName) = outer.kind else { return nil }
            return TypeSyntax(kind: .named("\(outerName).\(name)"), range: expr.range)
        case .paren(let inner):
            return metatypeOperand(inner)
        case .optionalChain(let wrapped), .optionalChainRoot(let wrapped):
            if case .optionalChain = wrapped.kind { return metatypeOperand(wrapped) }
            guard let type = metatypeOperand(wrapped) else { return nil }
            if case .optionalChainRoot = expr.kind, case .optional = type.kind { return type }
            return TypeSyntax(kind: .optional(type), range: expr.range)
        case .tuple(let elements) where elements.count >= 2:
            var types: [(label: String?, type: TypeSyntax)] = []
            for element in elements {
                guard let type = metatypeOperand(element.value) else { return nil }
                types.append((element.label, type))
            }
            return TypeSyntax(kind: .tuple(types), range: expr.range)
        case .array(let elements) where elements.count == 1:
            guard let element = metatypeOperand(elements[0]) else { return nil }
            return TypeSyntax(kind: .array(element), range: expr.range)
        case .dictionary(let entries) where entries.count == 1:
            guard let key = metatypeOperand(entries[0].key), let value = metatypeOperand(entries[0].value) else {
                return nil
            }
            return TypeSyntax(kind: .dictionary(key, value), range: expr.range)
        default: return nil
        }
    }
}
