// Parser+ExtensionConformance.swift: conformances declared by extensions of the file's types
// (`struct Wedge { … }` + `extension Wedge: Shape { func path(in:) … }`, `extension Card: View { var body … }`) and
// extensions of nested types (`extension Styles.Filled { … }`).
// Rule: The Swift Programming Language, "Protocols": Adding Protocol Conformance with an Extension — a type adopts a
// protocol in an extension exactly as in its declaration, and the extension's members satisfy the requirements
// (docs.swift.org/swift-book/documentation/the-swift-programming-language/protocols); "Nested Types": Referring to
// Nested Types — an extension may name a nested type by its qualified name. Nested types are hoisted under their own
// names (Parser+TypeDeclarations), so `Outer.Inner` extends `Inner`. Blog code (swiftui-lab's companion files, many
// tutorials) declares every View, Shape and ViewModifier this way.

extension Parser {
    /// The conformances each `extension Name: P, Q` of the file declares, by the extended type's own (last) name,
    /// found before parsing so a type declared above its extension parses with them (a `ViewModifier`'s `Content`, a
    /// `ButtonStyle`'s `Configuration`).
    static func extensionConformances(in tokens: [Token]) -> [String: [(name: String, range: SourceRange)]] {
        var found: [String: [(name: String, range: SourceRange)]] = [:]
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard tokens[index].labelText == "extension", tokens[index + 1].kind == .identifier,
                index == 0 || !tokens[index - 1].isPunctuation(".")
            else { continue }
            var next = index + 1
            var typeName = tokens[next].text
            while next + 2 < tokens.count, tokens[next + 1].isPunctuation("."), tokens[next + 2].kind == .identifier {
                next += 2
                typeName = tokens[next].text
            }
            next += 1
            guard next < tokens.count, tokens[next].isPunctuation(":") else { continue }
            found[typeName, default: []] += conformanceClause(tokens, from: next + 1)
        }
        return found
    }

    /// The types the file declares (`struct`, `enum`, `class`, `actor`), each with the protocols its declaration
    /// names: an extension of the type parses in their context (`extension Tinted { func body(content: Content) }`
    /// of a `struct Tinted: ViewModifier`).
    static func declaredTypes(in tokens: [Token]) -> [String: Set<String>] {
        var types: [String: Set<String>] = [:]
        for index in tokens.indices.dropLast() where tokens[index + 1].kind == .identifier {
            guard let word = tokens[index].labelText, ["struct", "enum", "class", "actor"].contains(word) else {
                continue
            }
            // Generic parameters, then `: A, B` (a superclass too, harmlessly).
            let names = conformanceClause(tokens, from: index + 2).map(\.name)
            types[tokens[index + 1].text, default: []].formUnion(names)
        }
        return types
    }

    /// The protocols of a conformance clause starting at `start` (`: A, B<T>, SwiftUI.C where …`, after generic
    /// parameters if any) up to the body's `{` or `where`: the last identifier of each comma-separated entry at
    /// angle-bracket depth 0.
    static func conformanceClause(_ tokens: [Token], from start: Int) -> [(name: String, range: SourceRange)] {
        var entries: [(name: String, range: SourceRange)] = []
        var depth = 0
        var entry: (name: String, range: SourceRange)?
        var next = start
        while next < tokens.count, tokens[next].kind != .eof, !tokens[next].isPunctuation("{"),
            tokens[next].labelText != "where"
        {
            let token = tokens[next]
            if token.text == "<" {
                depth += 1
            } else if token.text == ">" {
                depth = max(depth - 1, 0)
            } else if depth == 0, token.isPunctuation(",") {
                if let entry { entries.append(entry) }
                entry = nil
            } else if depth == 0, token.kind == .identifier {
                entry = (token.text, token.range)
            }
            next += 1
        }
        if let entry { entries.append(entry) }
        return entries
    }

    /// What conforming to `names` sets up for parsing a type's members, shared by its declaration and its
    /// extensions: a ViewModifier's or Transition's `Content` is a view like any generic parameter (Apple:
    /// ViewModifier — `body(content:)` receives `_ViewModifier_Content<Self>`; Transition.Content, iOS 17); a style
    /// protocol's `Configuration` (the style returned, for `styleProtocol`) and the declarations it needs.
    mutating func adoptingMemberContext(of names: [String]) -> String? {
        if names.contains("ButtonStyle") || names.contains("PrimitiveButtonStyle") { declaresButtonStyle = true }
        if names.contains("ViewModifier") || names.contains("Transition") {
            genericViewParameters.formUnion(["Content", "Self.Content"])
        }
        let style = names.first { Parser.styleConfigurations[$0] != nil }
        if let style { declaredStyles.insert(style) }
        return style
    }

    /// The type an extension extends: `Outer.Inner` of the file's types is the hoisted `Inner`; any other name
    /// (a built-in `Color`, `Edge.Set`) unchanged.
    func extendedTypeName(_ qualified: String) -> String {
        let parts = qualified.split(separator: ".").map(String.init)
        guard parts.count > 1, let outer = parts.first, fileTypes[outer] != nil,
            let inner = parts.last, fileTypes[inner] != nil
        else { return qualified }
        return inner
    }

    /// `conformances` with those the file's extensions add to `typeName` appended (each once).
    func addingExtensionConformances(
        _ conformances: [(name: String, range: SourceRange)], of typeName: String
    ) -> [(name: String, range: SourceRange)] {
        var all = conformances
        // Only protocols a scene knows (drawn, accepted, or the file's own): an extension's other conformances
        // (`extension Item: CustomDebugStringConvertible`) stay as they were, ignored.
        for added in extensionConformances[typeName] ?? []
        where !all.contains(where: { $0.name == added.name })
            && (Checker.drawnConformances.contains(added.name) || Checker.acceptedConformances.contains(added.name)
                || fileProtocols.contains(added.name))
        {
            all.append(added)
        }
        return all
    }
}
