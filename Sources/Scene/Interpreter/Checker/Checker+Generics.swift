// Checker+Generics.swift: generic views' builder closures called as values, and extensions of the standard library's
// generic types.
// Rule: Apple: ViewBuilder — developer.apple.com/documentation/swiftui/viewbuilder; a stored `() -> Content` or a
// `@ViewBuilder` parameter is a closure returning views; a scene evaluates such closures where they are passed
// (Parser+Generics gives them the type `some View`), so calling one gives the views it built. The Swift Programming
// Language, "Generics" (Extensions with a Generic Where Clause): `extension Array where Element == Int` adds members
// to `[Int]` only; `extension Array` to every array, where `Element` is the array's element type. Status: complete
// for Array, Optional, Dictionary and Binding.

extension Checker {
    /// `content()` where `content` is a view property or parameter (`let content: () -> Content`): calling the builder
    /// closure gives its views, which the scene already holds.
    static func builtViews(_ member: Typed, _ call: CallSite) -> Typed? {
        guard member.type == .view, call.arguments.isEmpty, call.trailing == nil else { return nil }
        return member
    }

    /// `AnyView(view)`: type erasure changes nothing for a renderer; the views are the wrapped ones (Apple: AnyView —
    /// developer.apple.com/documentation/swiftui/anyview).
    mutating func checkAnyView(_ e: Expr) -> Typed {
        let typed = check(e, expected: .view)
        guard isViewConvertible(typed.type) else {
            if typed.type != .error {
                diagnostics.error("argument type '\(typed.type)' does not conform to expected type 'View'", at: e.range)
            }
            return .error
        }
        return Typed(ir: coerce(typed, to: .view, at: e.range, .argument), type: .view)
    }

    /// `AnyShapeStyle(style)`: type erasure changes nothing drawn; the value is the style, typed as any shape style
    /// (Apple: AnyShapeStyle — developer.apple.com/documentation/swiftui/anyshapestyle), so both branches of
    /// `on ? AnyShapeStyle(.red) : AnyShapeStyle(gradient)` have one type.
    mutating func checkAnyShapeStyle(_ e: Expr) -> Typed {
        let typed = check(e, expected: .gradientStyle)
        switch typed.type {
        case .color, .gradientStyle:
            let outer = erasesStyles
            erasesStyles = true
            defer { erasesStyles = outer }
            return Typed(ir: coerce(typed, to: .gradientStyle, at: e.range, .argument), type: .gradientStyle)
        case .error:
            return .error
        default:
            diagnostics.error("argument type '\(typed.type)' does not conform to expected type 'ShapeStyle'", at: e.range)
            return .error
        }
    }

    /// The type `extension Array where Element == Int` extends (`[Int]`); `[Element]` without a `where` clause.
    mutating func genericExtendedType(_ e: ExtensionDecl) -> SceneType? {
        func parameter(_ name: String) -> SceneType {
            e.sameTypes[name].map { resolveType($0) } ?? .typeParameter(name)
        }
        switch e.typeName {
        case "Array": return .array(parameter("Element"))
        case "Optional": return .optional(parameter("Wrapped"))
        case "Dictionary": return .dictionary(parameter("Key"), parameter("Value"))
        case "Binding": return .binding(parameter("Value"))
        default: return nil
        }
    }

    /// The extension key of `type`'s generic form (`[Element]` for `[Int]`), whose extensions apply to every
    /// specialisation; nil for types that are not generic.
    static func genericExtensionKey(_ type: SceneType) -> String? {
        switch type {
        case .array: extensionKey(.array(.typeParameter("Element")))
        case .optional: extensionKey(.optional(.typeParameter("Wrapped")))
        case .dictionary: extensionKey(.dictionary(.typeParameter("Key"), .typeParameter("Value")))
        case .binding: extensionKey(.binding(.typeParameter("Value")))
        default: nil
        }
    }
}
