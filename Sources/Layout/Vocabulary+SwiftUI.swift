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
    ]

    /// SwiftUI's views and modifiers as anim implements them: what `SceneProgram(source:path:)` checks against.
    public static let swiftUI: Vocabulary = {
        var v = Vocabulary()
        for type in viewTypes {
            for declaration in type.declarations { v.add(declaration) }
        }
        v.colorView = ColorView.coercion
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
