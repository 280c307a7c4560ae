// ButtonStyling.swift: `.buttonStyle(_:)` as the evaluator applies it: the style reaches every Button below that has
// none of its own yet (the nearest `.buttonStyle` wins, as an environment value does).
// Rule: Apple: View.buttonStyle(_:) — developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1 ("sets the
// style for buttons within this view"). Scene knows no Button type: Layout's ButtonView conforms to ButtonStyling.
// Status: complete for the built-in styles.

/// A primitive view whose look depends on a button style: Layout's ButtonView.
public protocol ButtonStyling: PrimitiveView {
    /// The style written closest to the button, nil for `.automatic` not yet set.
    var styleName: String? { get }
    /// `.destructive` or `.cancel` as written (`Button(role:)`), nil for none.
    var role: String? { get }
    /// The same button with `style`.
    func styled(_ style: String) -> any PrimitiveView
}

/// The role the checker gives the Button it makes of a `NavigationLink`: drawn as a button, except in a List row,
/// where Layout draws the label in the primary style with a disclosure chevron (ListView+NavigationLink.swift).
public enum NavigationLinkRole {
    public static let name = "·navigationLink"
}

/// The built-in button styles a scene may name (`.bordered`, `BorderedButtonStyle()` …).
public enum ButtonStyleName {
    public static let all: [String: String] = [
        "automatic": "automatic", "DefaultButtonStyle": "automatic", "plain": "plain", "PlainButtonStyle": "plain",
        "borderless": "borderless", "BorderlessButtonStyle": "borderless", "bordered": "bordered",
        "BorderedButtonStyle": "bordered", "borderedProminent": "borderedProminent",
        "BorderedProminentButtonStyle": "borderedProminent",
        // macOS's link style (Apple: LinkButtonStyle, "a button style for buttons that emulate links"): the label in
        // the accent colour with no bezel, as the borderless style draws it on iOS.
        "link": "borderless", "LinkButtonStyle": "borderless",
    ]

    /// `views` with `style` given to every button below that has no style yet.
    public static func apply(_ style: String, to views: [ViewNode]) -> [ViewNode] {
        views.map { restyle($0, style) }
    }

    private static func restyle(_ node: ViewNode, _ style: String) -> ViewNode {
        var node = node
        switch node.kind {
        case .view(var applied):
            if let button = applied.view as? any ButtonStyling, button.styleName == nil {
                applied.view = button.styled(style)
            }
            applied.children = applied.children.map { restyle($0, style) }
            node.kind = .view(applied)
        case .group(let children):
            node.kind = .group(children.map { restyle($0, style) })
        case .modified(let content, var applied):
            applied.secondary = applied.secondary.map { restyle($0, style) }
            node.kind = .modified(restyle(content, style), applied)
        case .empty:
            break
        }
        return node
    }
}
