// ViewNodeInspection.swift: test helpers to read view trees: a leaf's modifier chain in written order, and each
// modifier's arguments without pattern matching in every test.

import Geometry
import Scene

@testable import Layout

extension ViewNode {
    /// The view under a chain of modifiers, and the modifiers in the order they were written (innermost first).
    var chain: (leaf: ViewNode, modifiers: [AppliedModifier]) {
        var node = self
        var modifiers: [AppliedModifier] = []
        while case .modified(let inner, let modifier) = node.kind {
            modifiers.insert(modifier, at: 0)
            node = inner
        }
        return (node, modifiers)
    }

    /// The source ranges of the modifier nodes, in written order.
    var modifierRanges: [SourceRange] {
        var node = self
        var ranges: [SourceRange] = []
        while case .modified(let inner, _) = node.kind {
            ranges.insert(node.range, at: 0)
            node = inner
        }
        return ranges
    }

    /// The typed primitive view, when it is a `T`.
    func primitive<T>(_: T.Type) -> T? {
        if case .view(let v) = kind { return v.view as? T }
        return nil
    }

    var stack: (axis: StackAxis, alignment: Alignment, spacing: Double?)? {
        primitive(StackView.self).map { ($0.axis, $0.alignment, $0.spacing) }
    }

    var shape: ShapeKind? { primitive((any ShapeView).self)?.kind }

    var color: Color? { primitive(ColorView.self)?.color }

    var text: TextContent? { primitive(TextView.self)?.content }

    var spacerMinLength: Double?? { primitive(SpacerView.self).map(\.minLength) }

    var isEmpty: Bool {
        if case .empty = kind { return true }
        return false
    }
}

extension AppliedModifier {
    /// The typed modifier, when it is a `T`.
    func typed<T>(_: T.Type) -> T? { modifier as? T }

    /// The text environment value written, for the text modifiers.
    var text: TextModifier? { typed(TextEnvironmentWriter.self)?.value }

    var fillColor: Color? { typed(ShapeFill.self)?.color }

    /// A fixed frame's arguments as written (the typed FrameLayout drops invalid sizes, as SwiftUI does).
    var frameSize: (width: Double?, height: Double?, alignment: Alignment)? {
        guard let f = typed(FrameLayout.self), let w = argument("width"), let h = argument("height") else { return nil }
        return (w.optionalDouble, h.optionalDouble, f.alignment)
    }

    /// `View.offset`, or `Shape.offset` written directly on a shape (a ShapeTransform step).
    var offset: (x: Double, y: Double)? {
        if let effect = typed(OffsetEffect.self) { return (effect.x, effect.y) }
        if let shape = typed(ShapeTransform.self), case .offset(let x, let y) = shape.step { return (x, y) }
        return nil
    }

    var position: (x: Double, y: Double)? { typed(PositionLayout.self).map { ($0.x, $0.y) } }

    var rotation: (angle: Angle, anchor: UnitPoint)? { typed(RotationEffect.self).map { ($0.angle, $0.anchor) } }

    var scale: (x: Double, y: Double, anchor: UnitPoint)? { typed(ScaleEffect.self).map { ($0.x, $0.y, $0.anchor) } }

    var insets: EdgeInsets? { typed(PaddingLayout.self)?.insets }

    /// The content and alignment of a background or overlay.
    var decoration: (content: ViewNode, alignment: Alignment)? {
        if let b = typed(BackgroundModifier.self), let v = secondary { return (v, b.alignment) }
        if let o = typed(OverlayModifier.self), let v = secondary { return (v, o.alignment) }
        return nil
    }

    var flexFrame: FlexFrameLayout? { typed(FlexFrameLayout.self) }
}
