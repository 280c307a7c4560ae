// Vocabulary+SwiftUI.swift: the registry: every modifier type Layout implements, one line each.
// Rule: docs/ARCHITECTURE.md ("Adding a view or modifier"): a new modifier is a type in Sources/Layout/Modifiers
// conforming to LayoutModifier, plus one line here.

import Scene

extension Vocabulary {
    /// The modifier types, in no particular order; overloads of one name from several types (frame) are merged.
    static let modifierTypes: [any LayoutModifier.Type] = [
        ShapeFill.self,
        ForegroundStyle.self,
        FrameLayout.self,
        FlexFrameLayout.self,
        PaddingLayout.self,
        OffsetEffect.self,
        PositionLayout.self,
        RotationEffect.self,
        ScaleEffect.self,
        BackgroundModifier.self,
        OverlayModifier.self,
        OpacityEffect.self,
        GeometryGroup.self,
        CompositingGroup.self,
        DrawingGroup.self,
        BlurEffect.self,
        ShadowEffect.self,
        ClipEffect.self,
        MaskEffect.self,
        FixedSizeLayout.self,
        ZIndexModifier.self,
        TextEnvironmentWriter.self,
        AnimationModifier.self,
        TransitionModifier.self,
        BlendModeEffect.self,
        ContentTransitionModifier.self,
        HiddenModifier.self,
    ]

    /// SwiftUI views anim does not draw yet (Apple: SwiftUI "Views and controls", "Navigation", "Lists", "Text
    /// input and output", "Images" — developer.apple.com/documentation/swiftui).
    static let swiftUIUnsupportedViews: Set<String> = [
        "List", "Form", "Section", "Table", "OutlineGroup", "DisclosureGroup", "NavigationStack", "NavigationView",
        "NavigationSplitView", "NavigationLink", "TabView", "TextField", "SecureField", "TextEditor", "Toggle",
        "Slider", "Stepper", "Picker", "DatePicker", "ColorPicker", "ProgressView", "Gauge", "Menu", "Link",
        "ShareLink", "Label", "Image", "AsyncImage", "GeometryReader", "Canvas", "TimelineView", "ScrollView",
        "ScrollViewReader", "LazyVGrid", "LazyHGrid", "LazyVStack", "LazyHStack", "Grid", "GridRow",
        "ViewThatFits", "ControlGroup", "GroupBox", "LabeledContent", "ContentUnavailableView", "Group",
        "Divider", "EmptyView",
    ]

    /// Visual modifiers anim does not draw yet.
    static let swiftUIUnsupportedModifiers: Set<String> = [
        "listStyle", "toggleStyle", "pickerStyle", "textFieldStyle", "navigationBarTitleDisplayMode",
        "toolbar", "toolbarBackground", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog",
        "searchable", "refreshable", "rotation3DEffect", "matchedGeometryEffect", "scrollTransition",
        "scrollContentBackground", "listRowBackground", "listRowInsets", "tint", "underline", "strikethrough",
        "preferredColorScheme", "environment", "layoutPriority", "disabled", "id",
    ]

    /// Modifiers without a visual effect in a still or a recording (Apple: "Accessibility modifiers", "Gestures",
    /// View.navigationTitle(_:), View.help(_:), View.contextMenu(menuItems:), View.keyboardShortcut(_:modifiers:),
    /// View.sensoryFeedback(_:trigger:) — developer.apple.com/documentation/swiftui/view).
    static let swiftUIInertModifiers: Set<String> = [
        "accessibility*", "navigationTitle", "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture",
        "highPriorityGesture", "help", "contextMenu", "keyboardShortcut", "sensoryFeedback", "onHover",
        "focusable", "focused", "textSelection", "privacySensitive",
    ]

    /// The view types.
    static let viewTypes: [any LayoutView.Type] = [
        Rectangle.self,
        RoundedRectangle.self,
        Capsule.self,
        Circle.self,
        Ellipse.self,
        TextView.self,
        SpacerView.self,
        StackView.self,
        ButtonView.self,
    ]

    /// SwiftUI's views and modifiers as anim implements them: what `SceneProgram(source:path:)` checks against.
    public static let swiftUI: Vocabulary = {
        var v = Vocabulary()
        for type in viewTypes {
            for declaration in type.declarations { v.add(declaration) }
        }
        v.colorView = ColorView.coercion
        v.unsupportedViews = swiftUIUnsupportedViews
        v.unsupportedModifiers = swiftUIUnsupportedModifiers
        v.inertModifiers = swiftUIInertModifiers
        for type in modifierTypes {
            for declaration in type.declarations { v.add(declaration) }
        }
        return v
    }()
}

extension SceneProgram {
    /// Loads a scene against SwiftUI's vocabulary (`Vocabulary.swiftUI`); a file without a `scene(…)` header gets a
    /// canvas of its root view's ideal size.
    public convenience init(source: String, path: String) throws(SceneError) {
        try self.init(
            source: source, path: path, vocabulary: .swiftUI,
            idealSize: { LayoutEngine(canvas: .zero, scale: 1).idealSize(of: $0) })
    }
}
