// Parser+OpaqueParameter.swift: a parameter of a protocol type the file declares — `some Named` (SE-0341, opaque
// parameter declarations), `any Named` or a bare `Named` (an existential, SE-0335) — read as a generic parameter of
// its own, as `func f<T: Named>(_ item: T)`, which the checker infers at each call.
// Rule: SE-0341 ("`some P` in parameter position is sugar for a generic parameter constrained to P"); for an
// existential parameter, a call passes one concrete value, which is all a scene reads of it. Status: parameters of
// functions and initialisers; an array of existentials (`[any Named]` holding several types) is not a parameter.

extension Parser {
    /// The protocols the file declares (`protocol Named { … }`), wherever they are in the file.
    static func protocolNames(in tokens: [Token]) -> Set<String> {
        var names: Set<String> = []
        for (index, token) in tokens.enumerated().dropLast()
        where token.kind == .identifier && token.text == "protocol" && tokens[index + 1].kind == .identifier {
            names.insert(tokens[index + 1].text)
        }
        return names
    }

    /// `type` of a parameter written at `offset`: a generic parameter of its own when it names a protocol of the
    /// file, directly or as `some` / `any` (optionals kept); `type` unchanged otherwise.
    func openingProtocolParameter(_ type: TypeSyntax, at offset: Int) -> TypeSyntax {
        switch type.kind {
        case .opaque(let name) where fileProtocols.contains(name),
            .named(let name) where fileProtocols.contains(name):
            return TypeSyntax(kind: .parameter("\(name)·\(offset)"), range: type.range)
        case .optional(let wrapped):
            var optional = type
            optional.kind = .optional(openingProtocolParameter(wrapped, at: offset))
            return optional
        default:
            return type
        }
    }
}
