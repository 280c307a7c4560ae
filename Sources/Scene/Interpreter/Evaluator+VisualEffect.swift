// Evaluator+VisualEffect.swift: a visual effect's closure, run when layout places the view it modifies.
// Rule: Apple: View.visualEffect(_:) — developer.apple.com/documentation/swiftui/view/visualeffect(_:). As for a
// GeometryReader (Evaluator+GeometryReader), the modifier keeps a copy of this frame's evaluator and locals, so layout
// can run it for any geometry on any thread. Status: complete.

import Geometry

extension Evaluator {
    /// Each view with the deferred effects wrapped around it.
    mutating func visualEffect(
        _ views: IR, content: Int, proxy: Int, _ body: [Statement], _ range: SourceRange, _ f: inout Frame
    ) throws(RuntimeFailure) -> Value {
        let modified = try evaluate(views, &f).views
        let deferred = DeferredVisualEffect(evaluator: self, frame: f, content: content, proxy: proxy, body: body)
        let effect = VisualEffect { size, origin, spaces throws(RuntimeFailure) in
            try deferred.effects(size: size, origin: origin, spaces: spaces)
        }
        let applied = AppliedModifier(name: "visualEffect", arguments: [], modifier: effect)
        return .views(stamped(modified.map { $0.modified(applied, range: range) }))
    }
}

/// A frame's evaluator and locals as they were where the visual effect was written.
final class DeferredVisualEffect: @unchecked Sendable {
    // Immutable after init; each call works on its own copies.
    private let evaluator: Evaluator
    private let frame: Evaluator.Frame
    private let contentSlot: Int
    private let proxySlot: Int
    private let body: [Statement]

    init(evaluator: Evaluator, frame: Evaluator.Frame, content: Int, proxy: Int, body: [Statement]) {
        self.evaluator = evaluator
        self.frame = frame
        self.contentSlot = content
        self.proxySlot = proxy
        self.body = body
    }

    /// The placeholder with the effects applied, for a view of `size` at global `origin`.
    func effects(size: Size, origin: Point, spaces: [String: Point]) throws(RuntimeFailure) -> ViewNode {
        var e = evaluator
        var f = frame
        f.locals[contentSlot] = .views([.visualEffectPlaceholder])
        f.locals[proxySlot] = .geometryProxy(size: size, origin: origin, spaces: spaces)
        var views: [ViewNode] = []
        let returned = try e.run(body, &f, &views)
        if case .views(let v)? = returned { views = v }
        return views.count == 1 ? views[0] : ViewNode(.group(views))
    }
}
