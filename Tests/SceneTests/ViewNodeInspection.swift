// ViewNodeInspection.swift: test helpers to read view trees: a leaf's modifier chain in written order, and each
// modifier's arguments without pattern matching in every test.

import Geometry
import Scene

extension ViewNode {
    /// The view under a chain of modifiers, and the modifiers in the order they were written (innermost first).
    var chain: (leaf: ViewNode, modifiers: [Modifier]) {
        var node = self
        var modifiers: [Modifier] = []
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

    /// A stack's or group's children.
    var children: [ViewNode] {
        switch kind {
        case .stack(_, _, _, let children): children
        case .group(let children): children
        default: []
        }
    }

    var stack: (axis: StackAxis, alignment: Alignment, spacing: Double?)? {
        if case .stack(let axis, let alignment, let spacing, _) = kind { return (axis, alignment, spacing) }
        return nil
    }

    var shape: ShapeKind? {
        if case .shape(let s) = kind { return s }
        return nil
    }

    var color: Color? {
        if case .color(let c) = kind { return c }
        return nil
    }

    var isEmpty: Bool {
        if case .empty = kind { return true }
        return false
    }
}

extension Modifier {
    /// The SwiftUI name of the modifier (`"offset"`).
    var name: String {
        switch self {
        case .fill: "fill"
        case .foregroundStyle: "foregroundStyle"
        case .frame: "frame"
        case .flexFrame: "flexFrame"
        case .padding: "padding"
        case .offset: "offset"
        case .position: "position"
        case .rotationEffect: "rotationEffect"
        case .scaleEffect: "scaleEffect"
        case .background: "background"
        case .overlay: "overlay"
        case .opacity: "opacity"
        case .fixedSize: "fixedSize"
        case .zIndex: "zIndex"
        case .animation: "animation"
        case .transition: "transition"
        case .geometryGroup: "geometryGroup"
        case .compositingGroup: "compositingGroup"
        case .drawingGroup: "drawingGroup"
        case .blur: "blur"
        case .shadow: "shadow"
        case .blendMode: "blendMode"
        case .clipShape: "clipShape"
        case .mask: "mask"
        case .contentTransition: "contentTransition"
        case .text(let m):
            switch m {
            case .font: "font"
            case .fontWeight: "fontWeight"
            case .italic: "italic"
            case .monospacedDigit: "monospacedDigit"
            case .kerning: "kerning"
            case .tracking: "tracking"
            case .multilineTextAlignment: "multilineTextAlignment"
            case .lineLimit: "lineLimit"
            }
        }
    }

    var fillColor: Color? {
        if case .fill(let c) = self { return c }
        return nil
    }

    var frameSize: (width: Double?, height: Double?, alignment: Alignment)? {
        if case .frame(let w, let h, let a) = self { return (w, h, a) }
        return nil
    }

    var offset: (x: Double, y: Double)? {
        if case .offset(let x, let y) = self { return (x, y) }
        return nil
    }

    var position: (x: Double, y: Double)? {
        if case .position(let x, let y) = self { return (x, y) }
        return nil
    }

    var rotation: (angle: Angle, anchor: UnitPoint)? {
        if case .rotationEffect(let a, let anchor) = self { return (a, anchor) }
        return nil
    }

    var scale: (x: Double, y: Double, anchor: UnitPoint)? {
        if case .scaleEffect(let x, let y, let anchor) = self { return (x, y, anchor) }
        return nil
    }

    var insets: EdgeInsets? {
        if case .padding(let i) = self { return i }
        return nil
    }

    /// The content and alignment of a background or overlay.
    var decoration: (content: ViewNode, alignment: Alignment)? {
        switch self {
        case .background(let v, let a), .overlay(let v, let a): (v, a)
        default: nil
        }
    }

    var flexFrame: FlexFrame? {
        if case .flexFrame(let f) = self { return f }
        return nil
    }
}
