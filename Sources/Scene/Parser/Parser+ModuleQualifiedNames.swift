// Parser+ModuleQualifiedNames.swift: a type named with its module, `SwiftUI.View`, `SwiftUI.PreferenceKey`,
// `Foundation.Date`, `Swift.Double` — the spelling pasted code uses when one of its own types takes the framework's
// name (`struct PreferenceKey: SwiftUI.PreferenceKey` nested in a view).
// Rule: The Swift Programming Language, "Types" (Type Identifier: "a type identifier refers to either a named type
// … a qualified name such as `Swift.Int`") and "Expressions" (Explicit Member Expression on a module name): the
// module only says where the name is declared; anim's framework types are declared nowhere else, so the qualified
// name is the bare one. A module-qualified function (`Swift.max(a, b)`, to reach the global function where a
// property or parameter shadows it) is left for the checker (Checker+ModuleQualifiedCall). Status: complete for the
// modules listed.

extension Parser {
    /// The modules whose qualified names a scene may write.
    static let qualifyingModules: Set<String> = ["Swift", "SwiftUI", "Foundation", "CoreGraphics", "UIKit"]

    /// `Module.TypeName` (a capitalised name after one of `qualifyingModules`) with the module and its dot removed,
    /// in string interpolations too; a file that declares a name of a module keeps its tokens.
    static func resolvingModuleQualifiedTypes(_ tokens: [Token]) -> [Token] {
        guard tokens.contains(where: { $0.kind == .identifier && qualifyingModules.contains($0.text) }),
            !declaresModuleName(tokens)
        else { return tokens }
        return stripping(tokens)
    }

    private static func stripping(_ tokens: [Token]) -> [Token] {
        var result: [Token] = []
        result.reserveCapacity(tokens.count)
        var index = 0
        while index < tokens.count {
            var token = tokens[index]
            if token.kind == .string {
                token.segments = token.segments.map { segment in
                    guard case .interpolation(let inner, let range) = segment else { return segment }
                    return .interpolation(stripping(inner), range)
                }
            }
            if token.kind == .identifier, qualifyingModules.contains(token.text), index + 2 < tokens.count,
                !(index > 0 && tokens[index - 1].isPunctuation(".")),
                tokens[index + 1].isPunctuation("."), !tokens[index + 1].spaceBefore,
                tokens[index + 2].kind == .identifier, tokens[index + 2].text.first?.isUppercase == true
            {
                var name = tokens[index + 2]
                name.spaceBefore = token.spaceBefore
                name.newlineBefore = token.newlineBefore
                name.range = token.range.union(name.range)
                result.append(name)
                index += 3
                continue
            }
            result.append(token)
            index += 1
        }
        return result
    }

    /// Whether the file declares a type, variable or function named like a module (`struct Swift`).
    private static func declaresModuleName(_ tokens: [Token]) -> Bool {
        let introducers: Set<String> = [
            "struct", "class", "enum", "protocol", "actor", "typealias", "let", "var", "func",
        ]
        return tokens.indices.dropFirst().contains { i in
            tokens[i].kind == .identifier && qualifyingModules.contains(tokens[i].text)
                && introducers.contains(tokens[i - 1].labelText ?? "")
        }
    }
}
