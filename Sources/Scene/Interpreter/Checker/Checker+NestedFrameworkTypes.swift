// Checker+NestedFrameworkTypes.swift: SwiftUI's nested types that pasted code names in declarations:
// a gesture's `Value` (`func onDrag(value: DragGesture.Value)`) and a geometry type's `AnimatableData`
// (`var animatableData: CGSize.AnimatableData`), a style's `Configuration` named through the style
// (`Styles.Filled.Configuration`), and Foundation's `NumberFormatter.Style`.
// Rule: Apple: DragGesture.Value — developer.apple.com/documentation/swiftui/draggesture/value, MagnifyGesture.Value,
// RotateGesture.Value, LongPressGesture.Value (Bool), SpatialTapGesture.Value, TapGesture.Value (Void): a gesture's
// values reach only its actions, which run on user input a render never has, so a function taking one is checked as
// the actions are, its value unchecked (Checker+Gesture's `.error`, which every use accepts). Animatable.AnimatableData
// — developer.apple.com/documentation/swiftui/animatable/animatabledata: a Double's (CGFloat's) is itself, an Angle's
// its radians (Double), a CGSize's and a CGPoint's an AnimatablePair of their two components, a CGRect's a pair of
// those
// (developer.apple.com/documentation/swiftui/animatablepair, read here as the tuple `(first:, second:)`).
// UIImpactFeedbackGenerator.FeedbackStyle, UINotificationFeedbackGenerator.FeedbackType — developer.apple.com/
// documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle (Parser+Haptics).
// Status: the names listed.

extension Checker {
    /// The type a nested framework type name stands for; nil when `name` is not one.
    func nestedFrameworkType(_ name: String) -> SceneType? {
        if name.hasSuffix(".Value"), Checker.gestureNames.contains(String(name.dropLast(".Value".count))) {
            return .error
        }
        // Foundation's NumberFormatter.Style and UIKit's feedback generators' styles, which the prelude declares under
        // flat names (Parser+NumberFormatter, Parser+Haptics).
        if let flat = Checker.flatPreludeNames[name], let index = structIndex[flat] {
            return .instance(index, name: flat)
        }
        if name.hasSuffix(".Configuration"), let style = styleConfiguration(named: name) { return style }
        switch name {
        case "Double.AnimatableData", "CGFloat.AnimatableData", "Float.AnimatableData", "Angle.AnimatableData":
            return .double
        case "CGSize.AnimatableData", "CGPoint.AnimatableData":
            return .tuple([.double, .double], labels: ["first", "second"])
        case "CGRect.AnimatableData":
            // Origin then size, each a pair (Checker+GeometryAnimatableData).
            let pair = SceneType.tuple([.double, .double], labels: ["first", "second"])
            return .tuple([pair, pair], labels: ["first", "second"])
        default: return nil
        }
    }

    /// Nested framework types the prelude declares at the top level, by their written name.
    static let flatPreludeNames: [String: String] = [
        "NumberFormatter.Style": "NumberFormatterStyle",
        "UIImpactFeedbackGenerator.FeedbackStyle": "UIImpactFeedbackGeneratorFeedbackStyle",
        "UINotificationFeedbackGenerator.FeedbackType": "UINotificationFeedbackGeneratorFeedbackType",
    ]

    /// `Styles.Filled.Configuration`: the configuration of the style protocol the named struct conforms to (Apple:
    /// ButtonStyle.Configuration, ToggleStyle.Configuration … — each style's associated type, named through any
    /// conforming type however deeply it is nested).
    private func styleConfiguration(named name: String) -> SceneType? {
        let parts = name.split(separator: ".")
        guard parts.count >= 2, let index = structIndex[String(parts[parts.count - 2])] else { return nil }
        let conformances = structs[index].declaration.conformances.map(\.name)
        guard let style = conformances.first(where: { Parser.styleConfigurations[$0] != nil }),
            let configuration = Parser.styleConfigurations[style], let target = structIndex[configuration]
        else { return nil }
        return .instance(target, name: configuration)
    }
}
