// Parser+PreviewProviderExtension.swift: `extension ContentView_Previews { static var sample: Item { … } }`, an
// extension of the file's own PreviewProvider struct, before or after it.
// Rule: The Swift Programming Language, "Extensions" (an extension adds members to a type declared anywhere in the
// module); Apple: PreviewProvider — developer.apple.com/documentation/swiftui/previewprovider. The provider struct is
// read as its `previews` body, whose static members go to the top level under their bare names (parseStruct); an
// extension's members join them there.

extension Parser {
    /// The names of the file's `struct X: PreviewProvider` declarations.
    static func previewProviderNames(in tokens: [Token]) -> Set<String> {
        var names: Set<String> = []
        for index in tokens.indices.dropLast(3) where tokens[index].isKeyword(.struct) {
            guard tokens[index + 1].kind == .identifier, tokens[index + 2].isPunctuation(":") else { continue }
            var next = index + 3
            while next < tokens.count, !tokens[next].isPunctuation("{"), tokens[next].kind != .eof {
                if tokens[next].kind == .identifier, tokens[next].text == "PreviewProvider" {
                    names.insert(tokens[index + 1].text)
                    break
                }
                next += 1
            }
        }
        return names
    }

    /// The body of `extension Provider { … }` after its type name and conformances: its members hoisted to the top
    /// level as the provider's own are; the statement itself declares nothing.
    mutating func parsePreviewProviderExtension(keyword: Token) -> Stmt {
        let saved = inPreviewProvider
        inPreviewProvider = true
        let (members, end) = parseBlock("extension")
        inPreviewProvider = saved
        for member in members {
            switch member.kind {
            case .variable, .function: hoistedStatics.append(Parser.providerMember(member))
            case .structure, .extension: hoistedTypes.append(member)
            default: break
            }
        }
        return Stmt(kind: .import, range: keyword.range.union(end))
    }

    /// A PreviewProvider's static member as the top-level declaration it becomes: a computed one
    /// (`static var sample: Item { … }`) a function of no arguments used without parentheses, as a type's computed
    /// static is (hoistStatics).
    static func providerMember(_ member: Stmt) -> Stmt {
        guard case .variable(let v) = member.kind, let getter = v.getter else { return member }
        var function = FunctionDecl(
            name: v.name, nameRange: v.nameRange, parameters: [], returnType: v.type, body: getter,
            bodyEnd: v.getterEnd ?? v.range, range: v.range)
        function.isGetter = true
        return Stmt(kind: .function(function), range: member.range)
    }
}
