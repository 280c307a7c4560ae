// ToolbarItem.swift: `ToolbarItem`, `ToolbarItemGroup` and `ToolbarSpacer`, the content of `.toolbar { … }`, and
// where iOS puts each `ToolbarItemPlacement`.
// Rule: Apple: ToolbarItem — developer.apple.com/documentation/swiftui/toolbaritem ("a model that represents an item
// which can be placed in the toolbar or navigation bar"), ToolbarItemGroup, ToolbarSpacer (iOS 26),
// ToolbarContentBuilder (if/else and ForEach build items as a ViewBuilder builds views), and
// ToolbarItemPlacement — developer.apple.com/documentation/swiftui/toolbaritemplacement, per member on iOS:
// `automatic`, `primaryAction`, `confirmationAction`, `destructiveAction`, `topBarTrailing`/`navigationBarTrailing`
// go to the trailing edge of the navigation bar; `navigation`, `cancellationAction`, `topBarLeading`/
// `navigationBarLeading` to its leading edge; `principal` to its centre (in place of the inline title);
// `bottomBar` to the bottom toolbar, `status` to the centre of the bottom toolbar; `keyboard` above a software
// keyboard, which a render never shows; `secondaryAction` into an overflow menu, drawn as its `ellipsis.circle`
// button at the trailing edge [UNCONF: the menu button's symbol as observed on iOS 17]. A bare view in `.toolbar` is
// an `.automatic` item. Outside a toolbar an item shows its content (a ZStack), as a stray view would.

import Geometry
import Scene

/// Where the iPhone navigation stack draws a toolbar item.
enum ToolbarSlot: Equatable {
    case leading, trailing, principal, bottom, status, overflow, notDrawn

    /// The slot of a `ToolbarItemPlacement` member on iOS (see the file header).
    init(placement: String) {
        switch placement {
        case "navigation", "cancellationAction", "topBarLeading", "navigationBarLeading": self = .leading
        case "principal": self = .principal
        case "bottomBar": self = .bottom
        case "status": self = .status
        case "secondaryAction": self = .overflow
        case "keyboard": self = .notDrawn
        default: self = .trailing
        }
    }
}

/// One toolbar item or group: its placement, and its content as the children.
struct ToolbarItemView: CenteredContent {
    /// The `ToolbarItemPlacement` member written (or `automatic`).
    var placement: String
    /// A `ToolbarSpacer`: `fixed` or `flexible`; nil for an item.
    var spacer: String?

    var slot: ToolbarSlot { ToolbarSlot(placement: placement) }

    static let declarations: [ViewDeclaration] = {
        let placement = arg(
            "placement", .enumeration("ToolbarItemPlacement"),
            .enumeration(type: "ToolbarItemPlacement", name: "automatic"))
        let item: @Sendable ([Value]) -> (any PrimitiveView, [ViewNode]) = { v in
            (ToolbarItemView(placement: v[0].enumerationName), v[1].views)
        }
        let sizing = arg(nil, .enumeration("SpacerSizing"), .enumeration(type: "SpacerSizing", name: "flexible"))
        return [
            ViewDeclaration(
                "ToolbarItem",
                [
                    .view("ToolbarItem", [placement, contentParameter], item),
                    .view("ToolbarItem", [arg("id", .string), placement, contentParameter]) { v in
                        item(Array(v.dropFirst()))
                    },
                    // A customizable toolbar's item hidden until the user adds it (macOS; iOS shows it).
                    .view(
                        "ToolbarItem", [arg("id", .string), placement, arg("showsByDefault", .bool), contentParameter]
                    ) { v in item([v[1], v[3]]) },
                ]),
            ViewDeclaration(
                "ToolbarItemGroup",
                [.view("ToolbarItemGroup", [placement, contentParameter], item)]),
            ViewDeclaration(
                "ToolbarSpacer",
                [
                    .view("ToolbarSpacer", [sizing, placement]) { v in
                        (ToolbarItemView(placement: v[1].enumerationName, spacer: v[0].enumerationName), [])
                    }
                ]),
        ]
    }()
}
