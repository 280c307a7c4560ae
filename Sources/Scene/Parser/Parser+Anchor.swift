// Parser+Anchor.swift: `Anchor<CGRect>` and `Anchor<CGPoint>`, the opaque geometry values anchor preferences carry,
// declared in the scene language, with the `GeometryProxy` subscript that resolves one.
// Rule: Apple: Anchor — developer.apple.com/documentation/swiftui/anchor ("An opaque value derived from an anchor
// source and a particular view. You can convert the anchor to a Value in the coordinate space of a target view by
// using a GeometryProxy to specify the target view"); GeometryProxy.subscript(_:) —
// developer.apple.com/documentation/swiftui/geometryproxy/subscript(_:). Layout resolves the source against the view
// that wrote `.anchorPreference` when it places it (AnchorPreferenceModifier.swift): the view's rectangle (or point)
// mapped through every transform above it (offset, scale, rotation …) into global points, a rectangle becoming the
// bounding box of its mapped corners, as CGRect.applying(_:) does. The proxy converts it into its own space by
// subtracting its global origin (the proxy's frame(in: .global) in Parser+GeometryProxy). `Anchor<CGPoint>` is held
// as `_AnchorPoint` (the parser reads the type that way), so the subscript's overloads pick CGRect or CGPoint.
// Status: complete for the sources Apple lists (`bounds`, `rect(_:)`, `point(_:)`, `unitPoint(_:)` and the unit
// point names); a proxy under a scale or rotation of its own converts by its origin only, as its frame(in:) does.

extension Parser {
    /// The name `Anchor<CGPoint>` is read as; `Anchor<CGRect>` (and `Anchor` alone) is `Anchor`.
    static let pointAnchorName = "_AnchorPoint"

    static let anchorSource = """
        struct Anchor: Equatable {
            let _global: CGRect
            static func == (a: Anchor, b: Anchor) -> Bool { a._global == b._global }
        }
        struct _AnchorPoint: Equatable {
            let _global: CGPoint
            static func == (a: _AnchorPoint, b: _AnchorPoint) -> Bool { a._global == b._global }
        }
        extension GeometryProxy {
            subscript(anchor: Anchor) -> CGRect {
                CGRect(
                    x: anchor._global.minX - globalOrigin.x, y: anchor._global.minY - globalOrigin.y,
                    width: anchor._global.width, height: anchor._global.height)
            }
            subscript(anchor: _AnchorPoint) -> CGPoint {
                CGPoint(x: anchor._global.x - globalOrigin.x, y: anchor._global.y - globalOrigin.y)
            }
        }
        """

    /// The declarations of `anchorSource`, placed nowhere in the user's file (empty ranges, never reported).
    static let anchorDeclarations: [Stmt] = prelude(anchorSource)
}
