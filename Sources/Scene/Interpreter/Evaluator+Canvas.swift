// Evaluator+Canvas.swift: a Canvas's renderer closure, run when layout gives the canvas its size.
// Rule: Apple: Canvas — developer.apple.com/documentation/swiftui/canvas: the renderer draws into a GraphicsContext
// for the canvas's size. As for a GeometryReader (Evaluator+GeometryReader), the canvas keeps a copy of this frame's
// evaluator and locals (values), so layout can run it for any size on any thread; each run draws into a layer of its
// own (GraphicsContext.swift). The `symbols` views are built now, with the frame. Status: complete.

import Geometry

extension Evaluator {
    /// The Canvas node: its drawing deferred until layout.
    mutating func canvas(
        context: Int, size: Int, _ body: [Statement], symbols: IR?, _ range: SourceRange, _ f: inout Frame
    ) throws(RuntimeFailure) -> Value {
        var tagged: [(tag: Value, views: [ViewNode])] = []
        if let symbols {
            for view in try evaluate(symbols, &f).views {
                if let tag = view.tag { tagged.append((tag, [view])) }
            }
        }
        let deferred = DeferredCanvas(
            evaluator: splittingRandom(at: range), frame: f, context: context, size: size, body: body, symbols: tagged)
        let content = CanvasContent { size throws(RuntimeFailure) in try deferred.operations(size: size) }
        return .views(stamped([ViewNode(AppliedView(name: "Canvas", arguments: [], view: content), range: range)]))
    }
}

/// A frame's evaluator and locals as they were where the Canvas was written.
final class DeferredCanvas: @unchecked Sendable {
    // Immutable after init; each call works on its own copies and its own layer.
    private let evaluator: Evaluator
    private let frame: Evaluator.Frame
    private let contextSlot: Int
    private let sizeSlot: Int
    private let body: [Statement]
    private let symbols: [(tag: Value, views: [ViewNode])]

    init(
        evaluator: Evaluator, frame: Evaluator.Frame, context: Int, size: Int, body: [Statement],
        symbols: [(tag: Value, views: [ViewNode])]
    ) {
        self.evaluator = evaluator
        self.frame = frame
        self.contextSlot = context
        self.sizeSlot = size
        self.body = body
        self.symbols = symbols
    }

    /// What the renderer draws into a canvas of `size` points.
    func operations(size: Size) throws(RuntimeFailure) -> [CanvasOperation] {
        var e = evaluator
        var f = frame
        let layer = CanvasLayer()
        f.locals[contextSlot] = .graphicsContext(GraphicsContext(layer: layer, symbols: symbols))
        f.locals[sizeSlot] = .size(width: size.width, height: size.height)
        var views: [ViewNode] = []
        _ = try e.run(body, &f, &views)
        return layer.operations
    }
}
