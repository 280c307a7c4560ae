// Checker+NestedFrameworkTypes.swift: SwiftUI's nested types that pasted code names in declarations:
// a gesture's `Value` (`func onDrag(value: DragGesture.Value)`) and a geometry type's `AnimatableData`
// (`var animatableData: CGSize.AnimatableData`), and Foundation's `NumberFormatter.Style`.
// Rule: Apple: DragGesture.Value — developer.apple.com/documentation/swiftui/draggesture/value, MagnifyGesture.Value,
// RotateGesture.Value, LongPressGesture.Value (Bool), SpatialTapGesture.Value, TapGesture.Value (Void): a gesture's
// values reach only its actions, which run on user input a render never has, so a function taking one is checked as
// the actions are, its value unchecked (Checker+Gesture's `.error`, which every use accepts). Animatable.AnimatableData
// — developer.apple.com/documentation/swiftui/animatable/animatabledata: a Double's (CGFloat's) is itself, an Angle's
// its radians (Double), a CGSize's and a CGPoint's an AnimatablePair of their two components
// (developer.apple.com/documentation/swiftui/animatablepair, read here as the tuple `(first:, second:)`).
// Status: the names listed.

extension Checker {
    /// The type a nested framework type name stands for; nil when `name` is not one.
    func nestedFrameworkType(_ name: String) -> SceneType? {
        if name.hasSuffix(".Value"), Checker.gestureNames.contains(String(name.dropLast(".Value".count))) {
            return .error
        }
        // Foundation's NumberFormatter.Style, which the prelude declares under a flat name (Parser+NumberFormatter).
        if name == "NumberFormatter.Style", let index = structIndex["NumberFormatterStyle"] {
            return .instance(index, name: "NumberFormatterStyle")
        }
        switch name {
        case "Double.AnimatableData", "CGFloat.AnimatableData", "Float.AnimatableData", "Angle.AnimatableData":
            return .double
        case "CGSize.AnimatableData", "CGPoint.AnimatableData":
            return .tuple([.double, .double], labels: ["first", "second"])
        default: return nil
        }
    }
}
