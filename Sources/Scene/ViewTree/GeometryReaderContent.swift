// GeometryReaderContent.swift: what `GeometryReader { proxy in … }` puts in the view tree: its content, still to be
// evaluated, because the proxy's size is only known when layout proposes one.
// Rule: Apple: GeometryReader — developer.apple.com/documentation/swiftui/geometryreader ("A container view that
// defines its content as a function of its own size and coordinate space"); GeometryProxy.size and
// frame(in:). The evaluator closes over the frame's state (Evaluator+GeometryReader); Layout calls `content` with the
// size it gives the reader and the reader's origin in global coordinates. Status: complete; `safeAreaInsets` are zero
// (a rendered canvas has no safe area).

import Geometry

public struct GeometryReaderContent: PrimitiveView {
    /// The content's views for a reader of `size` points whose top-leading corner is `origin` in global points, under
    /// the named coordinate spaces whose origins (global points) are `spaces`.
    public let content:
        @Sendable (_ size: Size, _ origin: Point, _ spaces: [String: Point]) throws(RuntimeFailure) -> [ViewNode]
    /// The text attributes written around the reader, which its content inherits (Layout TextEnvironment).
    public var textAttributes: TextAttributes?
    /// Its content inherits the text environment (Layout TextEnvironment.swift).
    public static var readsTextEnvironment: Bool { true }

    public init(content: @escaping @Sendable (Size, Point, [String: Point]) throws(RuntimeFailure) -> [ViewNode]) {
        self.content = content
    }
}
