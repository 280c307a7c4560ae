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
    /// `.controlSize(_:)` written closest to the button (a ControlSize case name), nil when none is.
    var controlSize: String? { get }
    /// `.buttonBorderShape(_:)` written closest to the button, nil when none is.
    var borderShape: ButtonBorderShapeValue? { get }
    /// The same button with `size` (ButtonLook.applying).
    func sized(_ size: String) -> any PrimitiveView
    /// The same button with `shape` (ButtonLook.applying).
    func shaped(_ shape: ButtonBorderShapeValue) -> any PrimitiveView
}

/// A `ButtonBorderShape` (Apple: developer.apple.com/documentation/swiftui/buttonbordershape): `.automatic`,
/// `.capsule`, `.circle`, `.roundedRectangle` or `.roundedRectangle(radius:)`.
public struct ButtonBorderShapeValue: Hashable, Sendable {
    public var name: String
    /// The corner radius of `.roundedRectangle(radius:)`; nil: the control size's own.
    public var radius: Double?

    public init(name: String, radius: Double? = nil) {
        self.name = name
        self.radius = radius
    }
}

/// `.controlSize(_:)` and `.buttonBorderShape(_:)` as the evaluator applies them: like `.buttonStyle(_:)`, each
/// reaches every Button below that has none of its own yet (the nearest wins, as an environment value does) (Apple:
/// View.controlSize(_:) — developer.apple.com/documentation/swiftui/view/controlsize(_:); View.buttonBorderShape(_:)
/// — developer.apple.com/documentation/swiftui/view/buttonbordershape(_:)).
public enum ButtonLook {
    /// `views` with `size` given to every button below that has no control size yet.
    public static func applying(size: String, to views: [ViewNode]) -> [ViewNode] {
        views.map { ButtonStyleName.rewrite($0) { $0.controlSize == nil ? $0.sized(size) : nil } }
    }

    /// `views` with `shape` given to every button below that has no border shape yet.
    public static func applying(shape: ButtonBorderShapeValue, to views: [ViewNode]) -> [ViewNode] {
        views.map { ButtonStyleName.rewrite($0) { $0.borderShape == nil ? $0.shaped(shape) : nil } }
    }
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
        views.map { rewrite($0) { $0.styleName == nil ? $0.styled(style) : nil } }
    }

    /// `node` with every button below replaced by what `change` makes of it (nil: kept).
    static func rewrite(_ node: ViewNode, _ change: (any ButtonStyling) -> (any PrimitiveView)?) -> ViewNode {
        var node = node
        switch node.kind {
        case .view(var applied):
            if let button = applied.view as? any ButtonStyling, let changed = change(button) {
                applied.view = changed
            }
            applied.children = applied.children.map { rewrite($0, change) }
            node.kind = .view(applied)
        case .group(let children):
            node.kind = .group(children.map { rewrite($0, change) })
        case .modified(let content, var applied):
            applied.secondary = applied.secondary.map { rewrite($0, change) }
            node.kind = .modified(rewrite(content, change), applied)
        case .empty:
            break
        }
        return node
    }
}
