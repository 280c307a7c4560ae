// Checker+Describing.swift: the text Swift prints for a value whose static type decides it: an Optional
// (`Optional(3)`, `nil`) in an interpolation or `String(describing:)`, and `debugDescription` (strings quoted,
// enumeration cases qualified by their type).
// Rule: The Swift Standard Library: Optional.description / debugDescription
// (developer.apple.com/documentation/swift/optional/debugdescription: "Optional(" + the wrapped value's
// debugDescription + ")", or "nil"); String.init(describing:) prints `description`, String.init(reflecting:)
// `debugDescription`; a case of an enumeration without a custom description is printed as its name, and reflected
// with its type's fully qualified name (`SwiftUI.UserInterfaceSizeClass.compact`). A scene's own types have no module
// a reader could know, so they are qualified by the type's name alone (`Kind.compact`).

extension Checker {
    /// How a value of `type` is printed: `description` (what an interpolation and `String(describing:)` print) or,
    /// when `reflecting`, `debugDescription`.
    func describer(for type: SceneType, reflecting: Bool) -> @Sendable (Value) -> String {
        switch type {
        case .optional(let wrapped):
            let inner = describer(for: wrapped, reflecting: true)
            return { value in
                if case .absent = value { return "nil" }
                return "Optional(\(inner(value)))"
            }
        case .string where reflecting:
            return { value in "\"\(value.interpolated)\"" }
        case .enumeration(let name) where reflecting:
            return { value in "SwiftUI.\(name).\(value.interpolated)" }
        case .instance(let index, let name) where reflecting && structs[index].declaration.cases != nil:
            return { value in "\(name).\(value.interpolated)" }
        case .existential:
            // The instance the box holds (Checker+DynamicCast), not the box.
            return { value in
                if case .instance(let box) = value, box.count == 2 { return box[1].interpolated }
                return value.interpolated
            }
        default:
            return { value in value.interpolated }
        }
    }

    /// The IR of `typed`'s printed text, as `describer(for:reflecting:)` prints it, or its own `description`.
    mutating func described(_ typed: Typed, reflecting: Bool, at range: SourceRange) -> IR {
        if !reflecting, let custom = customDescription(typed, at: range) { return custom }
        let describe = describer(for: typed.type, reflecting: reflecting)
        return apply({ v, _ in .string(describe(v[0])) }, [typed.ir], range)
    }

    /// The `description` of a value whose type the scene (or its prelude: `Date`) declares CustomStringConvertible:
    /// what an interpolation and `String(describing:)` print (The Swift Standard Library: CustomStringConvertible —
    /// "the String(describing:) initializer and string interpolation use the description property"); nil otherwise.
    mutating func customDescription(_ typed: Typed, at range: SourceRange) -> IR? {
        guard case .instance(let index, _) = typed.type,
            structs[index].declaration.conformances.contains(where: { $0.name == "CustomStringConvertible" }),
            let member = instanceMember(index, "description", receiver: typed.ir, range: range), member.type == .string
        else { return nil }
        return member.ir
    }

    /// `value.debugDescription` of any value, and `value.description` of an Optional (Optional is
    /// CustomDebugStringConvertible and CustomStringConvertible; the other types' `description` is
    /// Checker.memberOfValue's).
    mutating func describingMember(_ receiver: Typed, _ name: String, range: SourceRange) -> Typed? {
        let isOptional = if case .optional = receiver.type { true } else { false }
        guard name == "debugDescription" || (name == "description" && isOptional) else { return nil }
        return Typed(ir: described(receiver, reflecting: name == "debugDescription", at: range), type: .string)
    }
}
