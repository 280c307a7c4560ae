// CanvasContent.swift: what `Canvas { context, size in … }` puts in the view tree: its drawing, still to be run,
// because the size it is given is only known when layout proposes one.
// Rule: Apple: Canvas — developer.apple.com/documentation/swiftui/canvas ("A view type that supports immediate mode
// drawing"; the renderer receives the canvas's size; `symbols` views are drawn through
// `GraphicsContext.resolveSymbol(id:)` by the `tag` they carry). The evaluator closes over the frame's state
// (Evaluator+Canvas); Layout calls `drawing` with the size it gives the canvas (Layout CanvasView). Status: complete.

import Geometry

public struct CanvasContent: PrimitiveView {
    /// The operations the renderer draws into a canvas of `size` points.
    public let drawing: @Sendable (_ size: Size) throws(RuntimeFailure) -> [CanvasOperation]
    /// The text attributes written around the canvas, which the Text it draws inherits (Layout TextEnvironment).
    public var textAttributes: TextAttributes?
    /// Its content inherits the text environment (Layout TextEnvironment.swift).
    public static var readsTextEnvironment: Bool { true }

    public init(drawing: @escaping @Sendable (Size) throws(RuntimeFailure) -> [CanvasOperation]) {
        self.drawing = drawing
    }
}

extension ViewNode {
    /// The value of the outermost `.tag(_:)` written on this view, if any (Canvas symbols).
    var tag: Value? {
        guard case .modified(let content, let applied) = kind else { return nil }
        if applied.name == "tag" { return applied.arguments.first?.value }
        return content.tag
    }
}
