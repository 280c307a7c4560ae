// Checker+UnknownTypeMember.swift: a member chain rooted at a type whose first member does not exist is reported at
// that member, in swiftc's words: `VStack.zeroSpacing { … }` (a static member a project's extension of a SwiftUI view
// declares, not pasted) is "type 'VStack' has no member 'zeroSpacing'", not "'VStack' must be called"; and
// `Color.theme.background` (a project's `extension Color { static let theme = … }`) is "type 'Color' has no member
// 'theme'", not a complaint about `background`.
// Rule: The Swift Programming Language, "Expressions": Explicit Member Expression — `T.name` looks `name` up among
// T's static members, and a chain is checked from its root, so the first member that does not exist is the error
// (swiftc: "type 'T' has no member 'name'"). A Color member that names no colour is read as Xcode's generated asset
// symbol (Checker+AssetColor), which is a Color; when the rest of the chain is not a Color's either, the symbol was
// never an asset's, so the unknown first member is what is reported. Status: complete for view types and the
// asset-symbol types.

extension Checker {
    /// The name of the SwiftUI view type that `base` names, when `name` is none of its static members: `VStack` in
    /// `VStack.zeroSpacing`. Nil when `base` is a value in scope, a user type, or `name` is an initialiser or a
    /// nested type.
    mutating func viewTypeLackingMember(_ base: Expr, _ name: String) -> String? {
        guard case .identifier(let typeName) = base.kind, name != "init", name != "self",
            name.first?.isUppercase != true,
            vocabulary.views[typeName] != nil, structIndex[typeName] == nil, globalIndex[typeName] == nil,
            lookupLocal(typeName) == nil, staticType(base) == nil, functionIndex["\(typeName).\(name)"] == nil
        else { return nil }
        if let owner = context.owner,
            structs[owner].storedIndex[typeName] != nil || structs[owner].computed[typeName] != nil
        {
            return nil
        }
        return typeName
    }

    /// `Color.theme` at the root of `base.name` (or of the call `base.name(…)` when `call` is given) where `theme` is
    /// no member of Color, of an extension or of the asset catalog, and the chain's next step is not a Color's
    /// either: the type, the unknown member and its range, to report.
    mutating func unknownAssetSymbolRoot(_ base: Expr, _ name: String, nameRange: SourceRange, call: CallSite?)
        -> (type: SceneType, member: String, range: SourceRange)?
    {
        guard case .member(let root, let first, let firstRange, let dot) = base.kind, let type = staticType(root),
            [.color, .gradientStyle, .material].contains(type), staticMembers(of: type)[first] == nil,
            staticMethods(of: type)[first] == nil, userStaticFunctions(of: type, first) == nil,
            vocabulary.assetColor(first) == nil
        else { return nil }
        let before = diagnostics.count
        speculating += 1
        let declared = userStaticMember(of: type, first, at: firstRange)
        speculating -= 1
        diagnostics.truncate(to: before)
        guard declared == nil else { return nil }
        // The same chain on a colour that exists: if it fails there too, the chain is not a Color's.
        let known = Expr(.member(root, "clear", nameRange: firstRange, dot: dot), base.range)
        let next = Expr(.member(known, name, nameRange: nameRange, dot: nameRange.start), base.range)
        let trial: Expr
        if let call {
            trial = Expr(
                .call(next, call.arguments, trailingClosure: call.trailing, closeParen: call.closeParen), call.range)
        } else {
            trial = next
        }
        // Errors only: a modifier without visual effect (`Color.background.ignoresSafeArea()`) warns on any colour.
        let mark = diagnostics.count
        let errors = diagnostics.errorCount
        speculating += 1
        _ = check(trial, expected: nil)
        speculating -= 1
        let failed = diagnostics.errorCount > errors
        diagnostics.truncate(to: mark)
        guard failed else { return nil }
        return (type, first, firstRange)
    }

    /// Reports "type 'T' has no member 'name'" for either form above; true when it did.
    mutating func reportUnknownTypeMember(
        _ base: Expr, _ name: String, nameRange: SourceRange, call: CallSite?
    ) -> Bool {
        if let typeName = viewTypeLackingMember(base, name) {
            diagnostics.error(
                "type '\(typeName)' has no member '\(name)'", at: nameRange,
                hint: "a static member a project declares in an extension of '\(typeName)' must be pasted with the view"
            )
            return true
        }
        if let (type, member, range) = unknownAssetSymbolRoot(base, name, nameRange: nameRange, call: call) {
            diagnostics.error(
                "type '\(type)' has no member '\(member)'", at: range,
                hint: "paste the extension of '\(type)' that declares '\(member)'")
            return true
        }
        return false
    }
}
