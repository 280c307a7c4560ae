// GridCellModifiers.swift: `gridCellColumns(_:)`, `gridColumnAlignment(_:)`, `gridCellUnsizedAxes(_:)` and
// `gridCellAnchor(_:)`.
// Rule: Apple: View.gridCellColumns(_:), developer.apple.com/documentation/swiftui/view/gridcellcolumns(_:) ("Tells
// a view that acts as a cell in a grid to span the specified number of columns"); View.gridColumnAlignment(_:)
// ("Overrides the default horizontal alignment of the grid column that the view appears in"); View.gridCellUnsizedAxes
// (_:) ("Asks grid layouts not to offer the view extra size in the specified axes" — the view takes the size the rest
// of its row or column sets). They are read by Grid (Grid.swift) and are layout-neutral everywhere else. The axes of
// gridCellUnsizedAxes are written as `Axis.Set` members, carried as `Edge.Set` (ScrollView.swift).
// View.gridCellAnchor(_:), developer.apple.com/documentation/swiftui/view/gridcellanchor(_:) ("Specifies a custom
// alignment anchor for a view that acts as a grid cell"): the grid puts that unit point of the view on the same unit
// point of its cell, instead of the row's and column's alignment, for that cell only.

import Geometry
import Scene

/// A grid-cell property read by the enclosing Grid.
struct GridCellModifier: LayoutModifier {
    enum Property {
        case columns(Int)
        case columnAlignment(HorizontalAlignment)
        case unsizedAxes(EdgeSet)
        case anchor(UnitPoint)
    }

    var property: Property

    static let declarations = [
        ModifierDeclaration(
            "gridCellColumns",
            [.modifier("gridCellColumns", [arg(nil, .int)]) { GridCellModifier(property: .columns($0[0].int)) }]),
        ModifierDeclaration(
            "gridColumnAlignment",
            [
                .modifier("gridColumnAlignment", [arg(nil, .horizontalAlignment)]) {
                    GridCellModifier(property: .columnAlignment($0[0].horizontalAlignment))
                }
            ]),
        ModifierDeclaration(
            "gridCellUnsizedAxes",
            [
                .modifier("gridCellUnsizedAxes", [arg(nil, .edgeSet)]) {
                    GridCellModifier(property: .unsizedAxes($0[0].edges))
                }
            ]),
        ModifierDeclaration(
            "gridCellAnchor",
            [
                .modifier("gridCellAnchor", [arg(nil, .unitPoint)]) {
                    GridCellModifier(property: .anchor($0[0].unitPoint))
                }
            ]),
    ]
}

extension ViewNode {
    /// The grid-cell modifiers written on this view, outermost first.
    private var gridCellProperties: [GridCellModifier.Property] {
        var n = self
        var out: [GridCellModifier.Property] = []
        while case .modified(let content, let applied) = n.kind {
            if let g = applied.modifier as? GridCellModifier { out.append(g.property) }
            n = content
        }
        return out
    }

    /// `gridCellColumns(_:)`, 1 without it.
    var gridCellColumns: Int {
        for p in gridCellProperties { if case .columns(let n) = p { return n } }
        return 1
    }

    /// `gridColumnAlignment(_:)`, if written.
    var gridColumnAlignment: HorizontalAlignment? {
        for p in gridCellProperties { if case .columnAlignment(let a) = p { return a } }
        return nil
    }

    /// `gridCellUnsizedAxes(_:)`, empty without it.
    var gridUnsizedAxes: EdgeSet {
        for p in gridCellProperties { if case .unsizedAxes(let e) = p { return e } }
        return []
    }

    /// `gridCellAnchor(_:)`, if written.
    var gridCellAnchor: UnitPoint? {
        for p in gridCellProperties { if case .anchor(let a) = p { return a } }
        return nil
    }
}
