// PickerView+FormRow.swift: a menu Picker in a Form (or inset-grouped List) row: its label leading, the selected
// value with the up-down chevrons trailing.
// Rule: Apple: Picker — developer.apple.com/documentation/swiftui/picker ("In a Form, the picker … displays its label
// and the current selection"; iOS's automatic style there is the menu) and PickerStyle.menu; the row lays out as
// `HStack { label; Spacer(); value }` [UNCONF: arrangement observed on iOS 17, not documented]. Outside a Form the menu
// button shows only the value (PickerView.swift); a picker in another style keeps its row to itself, unlabelled.
// Status: complete for the menu style.

import Scene

extension PickerView {
    /// The label a `label:` builder gave: its one view, or its views in a group.
    static func labelNode(_ views: [ViewNode]) -> ViewNode? {
        switch views.count {
        case 0: nil
        case 1: views[0]
        default: ViewNode(.group(views))
        }
    }

    /// A List/Form row drawn as the row iOS shows for it: a menu Picker with a label becomes label, space, picker;
    /// any other row comes back unchanged.
    static func formRow(_ row: ViewNode, _ b: inout NodeBuilder) -> ViewNode {
        guard let label = menuLabel(row) else { return row }
        let spacer = b.spacer()
        return b.stack(.horizontal, alignment: .center, spacing: nil, [label, spacer, row])
    }

    /// The label of the menu Picker `row` is (under any modifiers); nil for other rows. A `pickerStyle(_:)` written
    /// on the row itself styles the picker (the one nearest it wins, PickerStyleModifier): a segmented, wheel or
    /// inline picker is a row of its own with no label, spanning the row (Apple: PickerStyle.segmented; iOS draws
    /// a segmented control in a Form row across the row's width, its label not shown [UNCONF: observed on iOS 17]).
    private static func menuLabel(_ row: ViewNode) -> ViewNode? {
        var node = row
        var style: PickerStyle?
        while case .modified(let content, let applied) = node.kind {
            if let written = applied.modifier as? PickerStyleModifier { style = written.style }
            node = content
        }
        guard case .view(let applied) = node.kind, let picker = applied.view as? PickerView,
            (style ?? picker.style) == .menu
        else { return nil }
        return picker.label
    }
}
