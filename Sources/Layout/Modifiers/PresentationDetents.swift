// PresentationDetents.swift: `presentationDetents(_:)` and `presentationDragIndicator(_:)` — written inside a sheet's
// content, read by the window that places the sheet (PresentationHost.swift) and by the sheet (SheetView.swift). The
// checker writes them out as `·presentationDetents(fractions:heights:)` and `·presentationDragIndicator(_:)`
// (Checker+Presentation.swift).
// Rule: Apple: View.presentationDetents(_:) — developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
// ("the set of available detents for the enclosing sheet"); PresentationDetent.medium ("approximately half the
// height of the screen"), .large ("the full height"), .fraction(_:), .height(_:); a sheet opens at its smallest detent
// when no selection is bound (Apple: UISheetPresentationController.selectedDetentIdentifier: "if nil, the sheet
// displays at the smallest detent"); View.presentationDragIndicator(_:) — `.automatic` shows the indicator when there
// is more than one detent. Status: a bound `selection:` is not read (the sheet opens at its smallest detent).

import Scene

/// The detents a sheet's content asks for: fractions of the window's height and heights in points.
struct PresentationDetents: LayoutModifier {
    var fractions: [Double]
    var heights: [Double]

    static let declarations = [
        ModifierDeclaration(
            "·presentationDetents",
            [
                .modifier("·presentationDetents", [arg("fractions", .array(.double)), arg("heights", .array(.double))])
                {
                    v in
                    PresentationDetents(fractions: v[0].array.map(\.double), heights: v[1].array.map(\.double))
                }
            ])
    ]

    /// The detents set nearest the root of a sheet's `content`.
    static func find(in content: ViewNode) -> PresentationDetents? {
        content.firstVisibleModifierValue { $0.modifier as? PresentationDetents }
    }

    /// The height the sheet opens at in a window `height` tall: its smallest detent's (the whole height when none is
    /// set or every detent is empty).
    static func openingHeight(in content: ViewNode, window height: Double) -> Double {
        guard let detents = find(in: content) else { return height }
        let all = detents.fractions.map { $0 * height } + detents.heights
        return min(height, max(0, all.filter(\.isFinite).min() ?? height))
    }

    /// How many different detents the sheet has.
    static func count(in content: ViewNode) -> Int {
        guard let detents = find(in: content) else { return 1 }
        return Set(detents.fractions).count + Set(detents.heights).count
    }
}

/// Whether a sheet draws its drag indicator.
struct PresentationDragIndicator: LayoutModifier {
    /// `Visibility`'s member.
    var visibility: String

    static let declarations = [
        ModifierDeclaration(
            "·presentationDragIndicator",
            [
                .modifier("·presentationDragIndicator", [arg(nil, .enumeration("Visibility"))]) { v in
                    PresentationDragIndicator(visibility: v[0].enumerationName)
                }
            ])
    ]

    static func isVisible(in content: ViewNode) -> Bool {
        switch content.firstVisibleModifierValue({ ($0.modifier as? PresentationDragIndicator)?.visibility }) {
        case "visible": true
        case "hidden": false
        default: PresentationDetents.count(in: content) > 1
        }
    }
}
