// ListRowModifiers.swift: what a List row says about how its List draws it — `badge(_:)`, `listRowBackground(_:)`,
// `listRowInsets(_:)`, `listRowSeparator(_:edges:)`, `listRowSeparatorTint(_:edges:)` — and `scrollContentBackground(_:)`, which hides a List's grey.
// Rule: Apple: View.badge(_:) — developer.apple.com/documentation/swiftui/view/badge(_:)-84e43 ("Badges are only
// displayed in list rows and iOS tab bars"; a list row shows it trailing, in the secondary colour; a count of zero
// shows no badge); View.listRowBackground(_:) ("places a custom background view behind a list row item");
// View.listRowInsets(_:) (the row's insets; nil keeps the default); View.listRowSeparator(_:edges:) (`.hidden` drops the
// separators next to the row); View.scrollContentBackground(_:) (`.hidden` hides a List's or Form's background so
// the views behind it show). Each marks the row (or list) and draws nothing itself: ListView reads the marks. Status:
// the row forms above; a badge in a tab bar is not drawn (TabViewContainer draws no badges).

import Geometry
import Scene

/// A list row's trailing badge text.
struct ListRowBadge: LayoutModifier {
    var text: String?

    static let declarations = [
        ModifierDeclaration(
            "badge",
            [
                .modifier("badge", [arg(nil, .int)]) { v in ListRowBadge(text: v[0].int == 0 ? nil : "\(v[0].int)") },
                .modifier("badge", [arg(nil, .optional(.string))]) { v in
                    if case .string(let s) = v[0] { return ListRowBadge(text: s) }
                    return ListRowBadge(text: nil)
                },
                .modifier("badge", [arg(nil, .view)]) { v in ListRowBadge(text: ViewNode.firstText(in: v[0].views)) },
            ])
    ]
}

/// The view drawn behind a list row instead of the card's colour (the secondary view).
struct ListRowBackground: LayoutModifier {
    static let declarations = [
        ModifierDeclaration(
            "listRowBackground",
            [
                .modifier("listRowBackground", [arg(nil, .color)]) { v, range in
                    (ListRowBackground(), ColorView.view(v[0].color, range: range))
                },
                .modifier("listRowBackground", [arg(nil, .view)]) { v, range in
                    (ListRowBackground(), singleView(v[0].views, range: range))
                },
            ])
    ]
}

/// A list row's own insets (nil: the default).
struct ListRowInsets: LayoutModifier {
    var insets: EdgeInsets?

    static let declarations = [
        ModifierDeclaration(
            "listRowInsets",
            [
                .modifier("listRowInsets", [arg(nil, .optional(.edgeInsets))]) { v in
                    if case .absent = v[0] { return ListRowInsets(insets: nil) }
                    return ListRowInsets(insets: v[0].edgeInsets)
                }
            ])
    ]
}

/// `.listRowSeparator(.hidden, edges:)`: no separator above (`.top`), below (`.bottom`) or next to (`.all`) the row.
struct ListRowSeparator: LayoutModifier {
    var hidden: Bool
    var top = true
    var bottom = true

    static let declarations = [
        ModifierDeclaration(
            "listRowSeparator",
            [
                .modifier(
                    "listRowSeparator",
                    [arg(nil, .enumeration("Visibility")), arg("edges", .enumeration("VerticalEdge.Set"), .absent)]
                ) { v in
                    guard case .enumeration(_, let name) = v[0] else { return ListRowSeparator(hidden: false) }
                    let edges: String = if case .enumeration(_, let e) = v[1] { e } else { "all" }
                    return ListRowSeparator(hidden: name == "hidden", top: edges != "bottom", bottom: edges != "top")
                }
            ])
    ]
}

/// `.listRowSeparatorTint(_:edges:)`: the colour of the separators next to the row (nil: the system separator).
struct ListRowSeparatorTint: LayoutModifier {
    var color: Color?

    static let declarations = [
        ModifierDeclaration(
            "listRowSeparatorTint",
            [
                .modifier(
                    "listRowSeparatorTint",
                    [arg(nil, .optional(.color)), arg("edges", .enumeration("VerticalEdge.Set"), .absent)]
                ) { v in
                    if case .absent = v[0] { return ListRowSeparatorTint(color: nil) }
                    return ListRowSeparatorTint(color: v[0].color)
                }
            ])
    ]
}

/// `.scrollContentBackground(.hidden)`: the lists below draw no background of their own.
struct ScrollContentBackground: LayoutModifier {
    var hidden: Bool

    static let declarations = [
        ModifierDeclaration(
            "scrollContentBackground",
            [
                .modifier("scrollContentBackground", [arg(nil, .enumeration("Visibility"))]) { v in
                    guard case .enumeration(_, let name) = v[0] else { return ScrollContentBackground(hidden: false) }
                    return ScrollContentBackground(hidden: name == "hidden")
                }
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        env.listBackgroundHidden = hidden
        c.place(content, .same, environment: env, into: &out)
    }
}

/// The marks written on one list row (outermost first wins).
struct ListRowMarks {
    var badge: String?
    var background: ViewNode?
    var insets: EdgeInsets?
    /// The separators hidden above and below the row.
    var separatorHidden = (top: false, bottom: false)
    /// `listRowSeparatorTint`'s colour.
    var separatorTint: Color?

    init(_ row: ViewNode) {
        var seen: Set<String> = []
        var node = row
        while case .modified(let content, let applied) = node.kind {
            switch applied.modifier {
            case let badge as ListRowBadge where seen.insert("badge").inserted:
                self.badge = badge.text
            case is ListRowBackground where seen.insert("background").inserted:
                background = applied.secondary
            case let insets as ListRowInsets where seen.insert("insets").inserted:
                self.insets = insets.insets
            case let tint as ListRowSeparatorTint where seen.insert("tint").inserted:
                separatorTint = tint.color
            case let separator as ListRowSeparator where seen.insert("separator").inserted:
                separatorHidden = (separator.hidden && separator.top, separator.hidden && separator.bottom)
            default:
                break
            }
            node = content
        }
    }
}
