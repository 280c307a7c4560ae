// Parser+GeometryProxy.swift: the types a `GeometryReader`'s content receives, declared in the scene language.
// Rule: Apple: GeometryProxy (size, safeAreaInsets, frame(in:)) and CoordinateSpace (.local, .global, .named(_)) —
// developer.apple.com/documentation/swiftui/geometryproxy. A file that names GeometryReader gets these
// declarations, so `proxy.size.width` and `proxy.frame(in: .global).midX` check as ordinary members; the evaluator
// builds the proxy with the size, global origin and named coordinate spaces layout gives (Evaluator+GeometryReader);
// `.named(x)` is the frame relative to the view that wrote `.coordinateSpace(.named(x))` above it (Apple:
// View.coordinateSpace(_:)), global when none did; `.scrollView` is relative to the nearest ScrollView's viewport
// (global outside one). `bounds(of:)` (iOS 17, developer.apple.com/documentation/swiftui/geometryproxy/bounds(of:))
// is the named space's rectangle in the proxy's own coordinates, nil when no view above names it (`.local` and
// `.global` are not NamedCoordinateSpace values in SwiftUI: nil too); layout records each space's size beside its
// origin as `name·size`. A rendered canvas has no safe area: the insets are zero. `ScrollTransitionPhase` is what a
// `.scrollTransition` closure receives (Checker+ScrollTransition.swift): Apple: ScrollTransitionPhase —
// developer.apple.com/documentation/swiftui/scrolltransitionphase (`.topLeading`, `.identity`, `.bottomTrailing`,
// `isIdentity`, and `value`, "-1 … 0 … 1" through the transition). Status: complete for those members.

extension Parser {
    static let geometryProxySource = """
        struct CoordinateSpace {
            let kind: Int
            let name: String
            static var local: CoordinateSpace { CoordinateSpace(kind: 0, name: "") }
            static var global: CoordinateSpace { CoordinateSpace(kind: 1, name: "") }
            static var scrollView: CoordinateSpace { CoordinateSpace(kind: 2, name: "_scrollViewport") }
            static func named(_ name: String) -> CoordinateSpace { CoordinateSpace(kind: 2, name: name) }
        }
        struct GeometryProxy {
            let size: CGSize
            let globalOrigin: CGPoint
            let namedOrigins: [String: CGPoint]
            var safeAreaInsets: EdgeInsets { EdgeInsets() }
            func frame(in space: CoordinateSpace) -> CGRect {
                if space.kind == 0 { return CGRect(x: 0, y: 0, width: size.width, height: size.height) }
                if space.kind == 2, let o = namedOrigins[space.name] {
                    return CGRect(x: globalOrigin.x - o.x, y: globalOrigin.y - o.y, width: size.width, height: size.height)
                }
                return CGRect(x: globalOrigin.x, y: globalOrigin.y, width: size.width, height: size.height)
            }
            func bounds(of space: CoordinateSpace) -> CGRect? {
                guard space.kind == 2, let o = namedOrigins[space.name], let s = namedOrigins[space.name + "·size"] else {
                    return nil
                }
                return CGRect(x: o.x - globalOrigin.x, y: o.y - globalOrigin.y, width: s.x, height: s.y)
            }
        }
        struct ScrollTransitionPhase {
            let kind: Int
            let value: Double
            var isIdentity: Bool { kind == 0 }
            static var identity: ScrollTransitionPhase { ScrollTransitionPhase(kind: 0, value: 0) }
            static var topLeading: ScrollTransitionPhase { ScrollTransitionPhase(kind: -1, value: -1) }
            static var bottomTrailing: ScrollTransitionPhase { ScrollTransitionPhase(kind: 1, value: 1) }
            static func == (a: ScrollTransitionPhase, b: ScrollTransitionPhase) -> Bool { a.kind == b.kind }
            static func != (a: ScrollTransitionPhase, b: ScrollTransitionPhase) -> Bool { a.kind != b.kind }
            static func _in(_ proxy: GeometryProxy, _ axis: Int, _ mode: Int) -> ScrollTransitionPhase {
                guard let start = proxy.namedOrigins["_scrollViewport"], let end = proxy.namedOrigins["_scrollViewportEnd"] else {
                    return .identity
                }
                let vertical = axis == 1 || (axis == 0 && end.y > start.y)
                let lo = vertical ? proxy.globalOrigin.y - start.y : proxy.globalOrigin.x - start.x
                let size = vertical ? proxy.size.height : proxy.size.width
                let length = vertical ? end.y - start.y : end.x - start.x
                var v = 0.0
                if lo < 0 {
                    v = -min(1, -lo / max(size, 0.000001))
                } else if lo + size > length {
                    v = min(1, (lo + size - length) / max(size, 0.000001))
                }
                if mode == 2 || v == 0 { return .identity }
                if mode == 1 {
                    if abs(v) <= 0.5 { return .identity }
                    return v < 0 ? .topLeading : .bottomTrailing
                }
                return ScrollTransitionPhase(kind: v < 0 ? -1 : 1, value: v)
            }
        }
        """

    /// The declarations of `geometryProxySource`, placed nowhere in the user's file (empty ranges, never reported).
    static let geometryProxyDeclarations: [Stmt] = prelude(geometryProxySource)
}
