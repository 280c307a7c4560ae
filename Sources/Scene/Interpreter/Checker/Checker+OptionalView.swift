// Checker+OptionalView.swift: an optional view as a view-builder statement — `divider ? Divider() : nil`,
// `showsIcon ? Image(systemName: "star") : nil` — draws the view when there is one and nothing otherwise.
// Rule: Apple: Optional conforms to View when its Wrapped does (developer.apple.com/documentation/swift/optional,
// "Conforms To: View … Conforms when Wrapped conforms to View"): `nil` is no view. Status: complete.

extension Checker {
    /// The statements emitting the view an optional holds, or nil when `typed` is no optional view.
    mutating func emitOptionalView(_ typed: Typed, at range: SourceRange) -> [Statement]? {
        guard case .optional(let wrapped) = typed.type, isViewConvertible(wrapped) else { return nil }
        let slot = declareLocal("·optionalView\(range.start.offset)", type: wrapped, mutable: false, at: range)
        let view = coerce(Typed(ir: .local(slot), type: wrapped), to: .view, at: range, .argument)
        return [.branch(.bind(slot, typed.ir, optional: true), [.emit(view)], [])]
    }
}
