// ButtonView.swift: `Button` as it looks: its label in the button style of its environment.
// Rule: Apple: Button — developer.apple.com/documentation/swiftui/button ("the button's label … with the style
// appropriate to the platform"; on iOS the automatic style is borderless: the label in the accent colour, no chrome);
// Apple: PrimitiveButtonStyle .plain, .borderless, .bordered, .borderedProminent —
// developer.apple.com/documentation/swiftui/primitivebuttonstyle; Apple: ButtonRole.destructive (the label in red);
// Color.accentColor is system blue by default. The bordered metrics are a best-effort approximation of iOS 17's regular
// control size, not measured on a device [UNCONF]: label inset 12 pt left and right and 7 pt top and bottom, a
// rounded rectangle of corner radius 8 pt (continuous), filled with the tint at 15 % opacity (.bordered) or the tint
// with a white label (.borderedProminent). The action is the Scene's (Checker+Button); `isPressed` is always false in
// a render. A custom ButtonStyle's `makeBody` output is drawn as it is (style "custom"). Status: complete.

import Geometry
import Scene

/// A Button: its label (the children) drawn in `style`.
struct ButtonView: LayoutView, ButtonStyling {
    /// nil until a `.buttonStyle` sets it: the automatic style.
    var style: String?
    /// `.destructive`, `.cancel` or nil.
    var role: String?
    /// `.controlSize(_:)` above the button (ControlSize's case), nil: `.regular`.
    var controlSize: String? = nil
    /// `.buttonBorderShape(_:)` above the button, nil: `.automatic`.
    var borderShape: ButtonBorderShapeValue? = nil

    /// Color.accentColor (system blue) and system red (Apple: Color.accentColor, Color.red).
    static let accent = Color.named["blue"] ?? .black
    static let destructive = Color.named["red"] ?? .black
    /// The approximated iOS 17 bordered metrics (see the file header).
    static let borderedInsets = EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    static let borderedCornerRadius = 8.0
    static let borderedFillOpacity = 0.15
    /// A disabled button's label and bordered fill (UIColor.tertiaryLabel and tertiarySystemFill in light mode).
    static let disabledLabel = Color(r8: 60, g8: 60, b8: 67).opacity(0.3)
    static let disabledFill = Color(r8: 118, g8: 118, b8: 128).opacity(0.12)

    static let declarations = [
        ViewDeclaration(
            "Button",
            [
                .view("Button", [contentParameter, arg("role", .optional(.string), .absent)]) { v in
                    let role: String? = if case .string(let r) = v[1] { r } else { nil }
                    return (ButtonView(style: nil, role: role), v[0].views)
                }
            ],
            // `.clipShape(.buttonBorder)`: the shape a bordered button draws (Apple: ButtonBorderShape.buttonBorder,
            // iOS 17, a Shape resolving `.automatic` to the bordered rounded rectangle).
            shapeMembers: [
                "buttonBorder": RoundedRectangle.member(
                    RoundedRectangle(cornerRadius: borderedCornerRadius, style: .continuous), "ButtonBorderShape")
            ])
    ]

    var styleName: String? { style }

    func styled(_ style: String) -> any PrimitiveView {
        var button = self
        button.style = style
        return button
    }

    func sized(_ size: String) -> any PrimitiveView {
        var button = self
        button.controlSize = size
        return button
    }

    func shaped(_ shape: ButtonBorderShapeValue) -> any PrimitiveView {
        var button = self
        button.borderShape = shape
        return button
    }

    /// A bordered button's label insets and corner radius for its control size (Apple: ControlSize —
    /// developer.apple.com/documentation/swiftui/controlsize). `.regular` is the file header's approximation; the
    /// others follow UIKit's bordered button sizes (UIButton.Configuration.Size `.mini`, `.small`, `.medium`, `.large`
    /// — developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/size-swift.enum), whose content
    /// insets and dynamic corner radius grow with the size [UNCONF: insets 3/8, 5/10, 7/12, 14/20 pt and radii 5, 6,
    /// 8, 12 pt estimated, not measured on a device; `.extraLarge` (iOS 17) drawn as `.large`]; the label's text style:
    /// `labelText`.
    static func borderedMetrics(_ size: String?) -> (insets: EdgeInsets, radius: Double) {
        switch size {
        case "mini": (EdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8), 5)
        case "small": (EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10), 6)
        case "large", "extraLarge": (EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20), 12)
        default: (borderedInsets, borderedCornerRadius)
        }
    }

    /// The text environment of the label: a `.small` or `.mini` bordered button's label is set in `.subheadline` or
    /// `.footnote` where the font above is the default `.body` [UNCONF: the text styles of UIKit's bordered button
    /// sizes, UIButton.Configuration.Size; not measured on a device]; a font written above or in the label wins.
    func labelText(_ attributes: TextAttributes) -> TextAttributes {
        guard style == "bordered" || style == "borderedProminent", attributes.font == .style(.body) else {
            return attributes
        }
        var a = attributes
        switch controlSize {
        case "small": a.font = .style(.subheadline)
        case "mini": a.font = .style(.footnote)
        default: break
        }
        return a
    }

    /// The bordered button's shape: its border shape (`.capsule`, `.circle`, `.roundedRectangle(radius:)`) or the
    /// control size's rounded rectangle (Apple: ButtonBorderShape — developer.apple.com/documentation/swiftui/
    /// buttonbordershape: `.automatic` "defers to the environment", a rounded rectangle on iOS).
    func borderedShape() -> (name: String, view: any PrimitiveView) {
        switch borderShape?.name {
        case "capsule": return ("Capsule", Capsule(style: .circular))
        case "circle": return ("Circle", Circle())
        default:
            // `.roundedRectangle`, `.automatic` or none: only `.roundedRectangle(radius:)` carries a radius.
            let radius = borderShape?.radius ?? ButtonView.borderedMetrics(controlSize).radius
            return ("RoundedRectangle", RoundedRectangle(cornerRadius: radius, style: .continuous))
        }
    }

    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        layout.stackSize(axis: .z, alignment: .center, spacing: nil, children: [styledLabel(children, key: 0)], p)
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        c.layout.placeStack(
            axis: .z, alignment: .center, spacing: nil,
            children: [
                styledLabel(
                    children, key: node.identity, tint: c.environment.tint,
                    keepsForeground: ButtonView.hasForegroundStyle(c.environment),
                    disabled: c.environment.disabled)
            ],
            at: c.origin, proposal: c.proposal, size: c.size, environment: c.environment, space: c.space, into: &out)
    }

    /// The label with the style's colours, insets and background, as modifiers Layout already executes; `key` gives
    /// the made nodes identities derived from the button's. `tint` is the environment's (`.tint(_:)`, the deprecated
    /// `.accentColor(_:)`); the size does not depend on it.
    /// `keepsForeground`: a foreground style written above the button (ButtonView.hasForegroundStyle) draws the
    /// automatic and borderless styles' label instead of the tint.
    /// `disabled`: under `.disabled(true)` the built-in styles draw the label in the tertiary label grey and a
    /// bordered button's fill in the tertiary system fill, as iOS dims a disabled control [UNCONF: UIKit's disabled
    /// button colours, Apple: UIColor.tertiaryLabel, UIColor.tertiarySystemFill].
    func styledLabel(
        _ children: [ViewNode], key: UInt64, tint accent: Color = ButtonView.accent, keepsForeground: Bool = false,
        disabled: Bool = false
    ) -> ViewNode {
        let tint = disabled ? ButtonView.disabledLabel : role == "destructive" ? ButtonView.destructive : accent
        // The label's foreground is the `.tint` style, resolved in the label's own environment (Environment.foreground),
        // so `Text("Close").tint(.white)` inside the label is white; a role or the disabled grey is a fixed colour.
        let labelTint = disabled || role == "destructive" ? tint : Color.tintStyle
        // Several views in the label (`label: { Image(…); Text(…) }`, no stack written) become one view as SwiftUI
        // makes any view list that must be one view: in its implicit root, a VStack (DanceUI `_ViewOutputs.multiView`
        // with `_ViewInputs.implicitRootType`, whose default is `_VStackLayout`; only backgrounds and overlays set a
        // ZStack) [DANCE] — the same rule as a preview's root (Checker+PreviewProvider).
        var label =
            children.count == 1
            ? children[0]
            : ViewNode(
                AppliedView(
                    name: "VStack", arguments: [], view: StackView(axis: .vertical, alignment: .center, spacing: nil),
                    children: children))
        label.identity = label.identity == 0 ? key ^ 0x1 : label.identity
        func wrap(_ content: ViewNode, _ name: String, _ modifier: any ViewModifier, _ secondary: ViewNode? = nil)
            -> ViewNode
        {
            var node = content.modified(
                AppliedModifier(name: name, arguments: [], modifier: modifier, secondary: secondary))
            node.identity = content.identity ^ 0x9e37_79b9
            return node
        }
        switch style ?? "automatic" {
        case "plain", "custom":
            // A custom ButtonStyle's makeBody already drew the label (Evaluator+ButtonStyle).
            return label
        case "bordered", "borderedProminent":
            let prominent = style == "borderedProminent"
            let (shapeName, shapeView) = borderedShape()
            var shape = ViewNode(AppliedView(name: shapeName, arguments: [], view: shapeView))
            shape.identity = key ^ 0xb0_77_0e
            let fill =
                disabled ? ButtonView.disabledFill : prominent ? tint : tint.opacity(ButtonView.borderedFillOpacity)
            let background = wrap(shape, "fill", ShapeFill(color: fill))
            let padded = wrap(label, "padding", PaddingLayout(insets: ButtonView.borderedMetrics(controlSize).insets))
            let colored = wrap(
                padded, "foregroundStyle", ForegroundStyle(color: prominent && !disabled ? .white : labelTint))
            return wrap(colored, "background", BackgroundModifier(alignment: .center), background)
        default:
            if keepsForeground && !disabled { return label }
            return wrap(label, "foregroundStyle", ForegroundStyle(color: labelTint))
        }
    }

    /// Whether `foregroundStyle(_:)`/`foregroundColor(_:)` set a style above: the label of a borderless (automatic)
    /// button is then drawn in it, not in the tint — the `Button("Go") { }.padding().background(.blue)
    /// .foregroundStyle(.white)` idiom of tutorials (Apple: View.foregroundStyle(_:) "sets the foreground style of the
    /// views in this view", Button's label included; a destructive role keeps its red only without one) [UNCONF].
    static func hasForegroundStyle(_ environment: Environment) -> Bool {
        environment.foregroundColor != nil || environment.foregroundLevel > 0 || environment.foregroundPaint != nil
            || environment.foregroundShader != nil
    }

}
