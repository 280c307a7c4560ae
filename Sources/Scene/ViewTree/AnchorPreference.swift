// AnchorPreference.swift: what `.anchorPreference(key:value:transform:)`, `.transformAnchorPreference(key:value:
// transform:)`, `.overlayPreferenceValue(_:_:)` and `.backgroundPreferenceValue(_:_:)` leave on the views they
// modify: closures over the frame's evaluator that layout calls once it knows where the views are.
// Rule: Apple: View.anchorPreference(key:value:transform:) — developer.apple.com/documentation/swiftui/view/
// anchorpreference(key:value:transform:) ("Sets a value for the specified preference key, the value is a function of
// a geometry value tied to the current coordinate space"); View.transformAnchorPreference(key:value:transform:)
// (the transform edits the value the subtree produced); View.overlayPreferenceValue(_:_:) and
// backgroundPreferenceValue(_:_:) ("Reads the specified preference value from the view, using it to produce a
// second view that is applied as an overlay/background to the original view"), with the `alignment:` forms of iOS 17.
// An anchor is resolved when layout places the view that sets it (Layout AnchorPreferenceModifier.swift); its value
// is `Anchor { _global }` (Parser+Anchor). Status: complete.

import Geometry

/// An `Anchor<T>.Source`, resolved against the view that wrote it.
public enum AnchorSource: Sendable, Equatable {
    /// `.bounds`: the view's own rectangle.
    case bounds
    /// `.rect(r)`: `r` in the view's own coordinates.
    case rect(Rect)
    /// `.point(p)`: `p` in the view's own coordinates.
    case point(Point)
    /// `.unitPoint(u)`, `.center`, `.topLeading` …: a point at a fraction of the view's size.
    case unitPoint(UnitPoint)

    /// True for the sources of `Anchor<CGPoint>`.
    public var isPoint: Bool {
        switch self {
        case .bounds, .rect: false
        case .point, .unitPoint: true
        }
    }

    /// The source's rectangle (a point is an empty one) in the coordinates of a view of `size` whose top-leading
    /// corner is `origin`.
    public func local(origin: Point, size: Size) -> Rect {
        switch self {
        case .bounds: Rect(origin: origin, size: size)
        case .rect(let r): Rect(x: origin.x + r.minX, y: origin.y + r.minY, width: r.width, height: r.height)
        case .point(let p): Rect(x: origin.x + p.x, y: origin.y + p.y, width: 0, height: 0)
        case .unitPoint(let u):
            Rect(x: origin.x + u.x * size.width, y: origin.y + u.y * size.height, width: 0, height: 0)
        }
    }
}

/// `.anchorPreference` / `.transformAnchorPreference` on a view: `value` makes the preference's value from the
/// resolved anchor and the values the subtree set for `key` (in placement order); with `replacesSubtree` the result
/// takes their place (transform), else it follows them.
public struct AnchorPreference: ViewModifier {
    public let key: String
    public let source: AnchorSource
    public let replacesSubtree: Bool
    public let value: @Sendable (_ anchor: Value, _ subtree: [Value]) throws(RuntimeFailure) -> Value

    public init(
        key: String, source: AnchorSource, replacesSubtree: Bool,
        value: @escaping @Sendable (Value, [Value]) throws(RuntimeFailure) -> Value
    ) {
        self.key = key
        self.source = source
        self.replacesSubtree = replacesSubtree
        self.value = value
    }

    /// The anchor value (Parser+Anchor's `Anchor` or `_AnchorPoint`) for a resolved rectangle in global points.
    public static func anchor(_ global: Rect, isPoint: Bool) -> Value {
        isPoint ? .instance([.point(global.origin)]) : .instance([.rect(global)])
    }
}

/// `.overlayPreferenceValue(K.self) { value in … }` / `.backgroundPreferenceValue`: its view is the modifier's
/// secondary view, a `PreferenceValueContent`.
public struct PreferenceValueDecoration: ViewModifier {
    public let key: String
    public let alignment: Alignment
    public let isOverlay: Bool

    public init(key: String, alignment: Alignment, isOverlay: Bool) {
        self.key = key
        self.alignment = alignment
        self.isOverlay = isOverlay
    }
}

/// The view of a `PreferenceValueDecoration`: `content` makes it from the values the modified view's subtree set for
/// the key (folded by the key's `reduce` inside). It inherits the text environment written around the modifier, as
/// an overlay's view does (Layout TextEnvironment).
public struct PreferenceValueContent: PrimitiveView {
    public let content: @Sendable (_ values: [Value]) throws(RuntimeFailure) -> [ViewNode]
    public var textAttributes: TextAttributes?
    public static var readsTextEnvironment: Bool { true }

    public init(content: @escaping @Sendable ([Value]) throws(RuntimeFailure) -> [ViewNode]) {
        self.content = content
    }
}
