// WrittenModifiers.swift: modifier chains for the answer key's tests, built as the evaluator records them (name and
// written arguments) without any typed modifier: the algebra must predict from the written form alone.

import Geometry
import Scene

/// A typed modifier the answer key never looks at.
struct Unexecuted: ViewModifier {}

extension AppliedModifier {
    static func written(_ name: String, _ arguments: [(String?, Value)], secondary: ViewNode? = nil) -> AppliedModifier
    {
        AppliedModifier(
            name: name, arguments: arguments.map { WrittenArgument(label: $0.0, value: $0.1) }, modifier: Unexecuted(),
            secondary: secondary)
    }

    static func fill(_ c: Color) -> AppliedModifier { written("fill", [(nil, .color(c))]) }

    static func frame(width: Double?, height: Double?, alignment: Alignment) -> AppliedModifier {
        written(
            "frame",
            [
                ("width", width.map { .double($0) } ?? .absent), ("height", height.map { .double($0) } ?? .absent),
                ("alignment", .alignment(alignment)),
            ])
    }

    static func flexFrame(maxWidth: Double) -> AppliedModifier {
        written(
            "frame",
            [
                ("minWidth", .absent), ("idealWidth", .absent), ("maxWidth", .double(maxWidth)), ("minHeight", .absent),
                ("idealHeight", .absent), ("maxHeight", .absent), ("alignment", .alignment(.center)),
            ])
    }

    static func offset(x: Double, y: Double) -> AppliedModifier {
        written("offset", [("x", .double(x)), ("y", .double(y))])
    }

    static func position(x: Double, y: Double) -> AppliedModifier {
        written("position", [("x", .double(x)), ("y", .double(y))])
    }

    static func rotationEffect(_ angle: Angle, anchor: UnitPoint) -> AppliedModifier {
        written("rotationEffect", [(nil, .angle(angle)), ("anchor", .unitPoint(anchor))])
    }

    static func scaleEffect(x: Double, y: Double, anchor: UnitPoint) -> AppliedModifier {
        written("scaleEffect", [("x", .double(x)), ("y", .double(y)), ("anchor", .unitPoint(anchor))])
    }

    static func padding(_ insets: EdgeInsets) -> AppliedModifier { written("padding", [(nil, .edgeInsets(insets))]) }

    static func overlay(_ view: ViewNode, alignment: Alignment) -> AppliedModifier {
        written("overlay", [("alignment", .alignment(alignment))], secondary: view)
    }
}

/// A typed view the answer key never looks at.
struct UnexecutedView: PrimitiveView {}

/// Views built as the evaluator records them: name and written arguments.
extension ViewNode.Kind {
    static func shape(_ kind: ShapeKind) -> ViewNode.Kind {
        switch kind {
        case .rectangle: .view(AppliedView(name: "Rectangle", arguments: [], view: UnexecutedView()))
        case .circle: .view(AppliedView(name: "Circle", arguments: [], view: UnexecutedView()))
        case .ellipse: .view(AppliedView(name: "Ellipse", arguments: [], view: UnexecutedView()))
        case .capsule(let style):
            .view(
                AppliedView(
                    name: "Capsule", arguments: [WrittenArgument(label: "style", value: .cornerStyle(style))],
                    view: UnexecutedView()))
        case .roundedRectangle(let r, let style):
            .view(
                AppliedView(
                    name: "RoundedRectangle",
                    arguments: [
                        WrittenArgument(label: "cornerRadius", value: .double(r)),
                        WrittenArgument(label: "style", value: .cornerStyle(style)),
                    ], view: UnexecutedView()))
        case .unevenRoundedRectangle:
            .view(AppliedView(name: "UnevenRoundedRectangle", arguments: [], view: UnexecutedView()))
        case .custom(let shape): .view(AppliedView(name: shape.name, arguments: [], view: UnexecutedView()))
        case .path(let path):
            .view(
                AppliedView(
                    name: "Path", arguments: [WrittenArgument(label: nil, value: .path(path))], view: UnexecutedView()))
        }
    }

    static func stack(_ axis: StackAxis, alignment: Alignment, spacing: Double?, children: [ViewNode]) -> ViewNode.Kind
    {
        let (name, guide): (String, Value) =
            switch axis {
            case .z: ("ZStack", .alignment(alignment))
            case .horizontal: ("HStack", .verticalAlignment(alignment.vertical))
            case .vertical: ("VStack", .horizontalAlignment(alignment.horizontal))
            }
        var arguments = [WrittenArgument(label: "alignment", value: guide)]
        if axis != .z {
            arguments.append(WrittenArgument(label: "spacing", value: spacing.map { .double($0) } ?? .absent))
        }
        return .view(AppliedView(name: name, arguments: arguments, view: UnexecutedView(), children: children))
    }
}
