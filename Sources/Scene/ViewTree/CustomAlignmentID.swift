// CustomAlignmentID.swift: a guide a scene declares itself, `VerticalAlignment(Custom.self)` for `enum Custom:
// AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { … } }`.
// Rule: Apple: AlignmentID — developer.apple.com/documentation/swiftui/alignmentid: a custom guide is named by its
// type; a view with no explicit value for it uses `defaultValue(in:)` of its dimensions; "use it to align views
// across containers": a container's explicit value of the guide comes from its children's explicit values (OpenSwiftUI
// AlignmentID.swift `_combineExplicit`: the children's values are averaged). The default is the user's function, run
// by layout for each size it asks about (Checker+CustomAlignment builds it through the alignmentGuide machinery,
// Evaluator+AlignmentGuide). Status: complete.

/// A custom alignment guide: equal when declared by the same type (`id`: its declaration's source offset).
public struct CustomAlignmentID: Hashable, Sendable {
    /// The AlignmentID type's name, for messages.
    public let name: String
    public let id: Int
    /// `defaultValue(in:)`: the guide's offset from the view's top-leading corner, points.
    public let defaultValue: @Sendable (ViewDimensions) throws(RuntimeFailure) -> Double

    public init(
        name: String, id: Int, defaultValue: @escaping @Sendable (ViewDimensions) throws(RuntimeFailure) -> Double
    ) {
        (self.name, self.id, self.defaultValue) = (name, id, defaultValue)
    }

    public static func == (a: CustomAlignmentID, b: CustomAlignmentID) -> Bool { a.id == b.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension HorizontalAlignment {
    /// The custom guide this is; nil for a standard one.
    public var customID: CustomAlignmentID? { if case .custom(let id) = self { id } else { nil } }
}

extension VerticalAlignment {
    /// The custom guide this is; nil for a standard one.
    public var customID: CustomAlignmentID? { if case .custom(let id) = self { id } else { nil } }
}
