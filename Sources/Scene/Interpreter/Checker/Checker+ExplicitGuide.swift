// Checker+ExplicitGuide.swift: two alignment-guide forms list rows and custom alignments write: `d[explicit: .top]`
// in an `alignmentGuide` closure, and `.alignmentGuide(.listRowSeparatorLeading) { d in … }` on a List row.
// Rule: Apple: ViewDimensions.subscript(explicit:) — developer.apple.com/documentation/swiftui/viewdimensions/
// subscript(explicit:)-8ctr9 ("the explicit value of the given alignment guide in this view, or nil if no such value
// exists"): anim keeps no explicit guide on the dimensions a closure sees, so it is nil (right for every view
// without an inner `alignmentGuide` for that guide). VerticalAlignment / HorizontalAlignment.listRowSeparatorLeading
// and listRowSeparatorTrailing move a List row's separator ends; anim's List draws them from the row content's leading
// inset (ListView.swift), which is where `{ d in d[.leading] }` puts them, so the modifier is accepted with one
// warning that its value is not read. Status: complete for these forms, with the limits said.

extension Checker {
    /// `d[explicit: guide]` (the index written as a one-element labelled tuple by the parser): nil, as an optional
    /// Double; nil when `index` is not that form.
    mutating func checkExplicitGuide(_ index: Expr) -> Typed? {
        guard case .tuple(let elements) = index.kind, elements.count == 1, elements[0].label == "explicit" else {
            return nil
        }
        guard customAlignmentGuide(elements[0].value) != nil || alignmentGuideKey(elements[0].value) != nil else {
            return .error
        }
        return Typed(ir: .constant(.absent), type: .optional(.double))
    }

    /// `.alignmentGuide(.listRowSeparatorLeading / Trailing) { d in … }`: the views unchanged, with one warning; nil
    /// for any other guide.
    mutating func checkListRowSeparatorGuide(_ receiver: Typed, _ call: CallSite) -> Typed? {
        guard let first = call.arguments.first, first.label == nil,
            case .implicitMember(let guide) = first.value.kind,
            guide == "listRowSeparatorLeading" || guide == "listRowSeparatorTrailing"
        else { return nil }
        diagnostics.warning(
            "anim draws a List row's separator from the row content's leading inset; the '\(guide)' guide is not read",
            at: first.value.range)
        return receiver
    }
}
