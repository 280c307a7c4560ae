// GraphicsContext.swift: SwiftUI's `GraphicsContext` as a scene value: the drawing state a copy carries (transform,
// opacity, blend mode, clips, filters) and the shared list of operations every copy draws into.
// Rule: Apple: GraphicsContext — developer.apple.com/documentation/swiftui/graphicscontext ("Each context references
// a particular layer in a tree of transparency layers, and also contains a full copy of the drawing state. You can
// modify the state of one context without affecting the state of any other, even if they refer to the same layer";
// "Changes that you make to the state of the context, like adding a mask or a filter, apply to later drawing
// operations"). The state is a value; the layer is a reference (`CanvasLayer`) owned by one evaluation of one Canvas
// closure, on one thread. Layout turns the operations into display items (Layout CanvasView). Status: complete for
// issue #17's list; shader shadings and filters are not drawn.

import Geometry
import Shader

/// A context's drawing state. Copies are independent (a value type), as SwiftUI's are.
public struct GraphicsContextState: Sendable {
    /// User space (points, the canvas's top-leading origin) → canvas points.
    public var transform: AffineTransform = .identity
    public var opacity: Double = 1
    /// SwiftUI's blend mode name (`multiply`), as `Value.blendMode` carries it.
    public var blendMode: String = "normal"
    /// Clips in the order added; each intersects the ones before (`clip(to:)`, `clipToLayer`).
    public var clips: [CanvasClip] = []
    /// Filters in the order added (`addFilter`); the last added applies first, each earlier one to the result
    /// (CanvasRenderer.composite).
    public var filters: [CanvasFilter] = []

    public init() {}
}

/// A clip of a context: a path in the user space current when it was added, or a layer's alpha.
public enum CanvasClip: Sendable {
    case path(Path, transform: AffineTransform, evenOdd: Bool, inverse: Bool)
    /// `clipToLayer(opacity:content:)`: the alpha of what `operations` draw, times `opacity`.
    case layer([CanvasOperation], opacity: Double)
}

/// `GraphicsContext.Filter`: the ones anim draws.
public enum CanvasFilter: Sendable {
    /// `.blur(radius:)`: σ in user-space points (scaled by the context's transform when drawn).
    case blur(radius: Double, transform: AffineTransform)
    /// `.shadow(color:radius:x:y:)`: offset and σ in user-space points.
    case shadow(color: Color, radius: Double, x: Double, y: Double, transform: AffineTransform)
    /// The colour filters (`brightness`, `contrast`, `saturation`, `hueRotation`, `colorMultiply`, `grayscale`,
    /// `colorInvert`, `luminanceToAlpha`, `colorMatrix`).
    case colorMatrix(ColorMatrix)
    /// `.alphaThreshold(min:max:color:)`: pixels whose alpha lies in [min, max] become `color`, others clear.
    case alphaThreshold(min: Double, max: Double, color: Color)
    /// `.colorShader(_:)`, `.distortionShader(_:maxSampleOffset:)`, `.layerShader(_:maxSampleOffset:)`: the shader
    /// over what is drawn after it, positions in the user space of `transform` (Apple: GraphicsContext.Filter —
    /// developer.apple.com/documentation/swiftui/graphicscontext/filter; ShaderEffect.swift).
    case shader(ShaderCall, ShaderUsage, maxSampleOffset: Size, transform: AffineTransform)
}

/// `GraphicsContext.Shading`: how a fill or stroke is painted.
public enum CanvasShading: Sendable {
    case color(Color)
    /// A gradient: `absolute` geometry in user-space points (`.linearGradient(_:startPoint:endPoint:)` …), or
    /// unit geometry of the drawn path's bounding box (`.style(LinearGradient(…))`).
    case gradient(GradientShading, absolute: Bool)
    /// `.foreground`: the environment's foreground style (Layout resolves it).
    case foreground
    /// `.shader(_:bounds:)`: the shader as a fill, positions in the context's user space, `.boundingRect` = `bounds`
    /// (Apple: GraphicsContext.Shading.shader(_:bounds:)).
    case shader(ShaderCall, bounds: Rect)
    /// `.tiledImage(_:origin:sourceRect:scale:)`: the image (its first view) repeated from `origin` in user space,
    /// each tile the unit `sourceRect` of the image at `scale` times its size in points.
    case tiledImage([ViewNode], origin: Point, sourceRect: Rect, scale: Double)
}

/// One drawing operation, with the state of the context that drew it.
public enum CanvasOperation: Sendable {
    case fill(Path, CanvasShading, evenOdd: Bool, GraphicsContextState)
    case stroke(Path, CanvasShading, StrokeStyle, GraphicsContextState)
    /// `draw(_:at:anchor:)` of a Text, Image or resolved symbol: the view at its ideal size, `anchor` of it at `point`.
    case draw([ViewNode], at: Point, anchor: UnitPoint, GraphicsContextState)
    /// `draw(_:in:)`: the view proposed `rect`'s size, placed in it.
    case drawIn([ViewNode], in: Rect, GraphicsContextState)
    /// `drawLayer { … }`: a transparency layer, composited with the state's opacity, blend, clips and filters.
    case layer([CanvasOperation], GraphicsContextState)
}

/// The layer a context draws into: the operations so far. One per Canvas evaluation or `drawLayer`/`clipToLayer`
/// closure; copies of a context share it.
public final class CanvasLayer: @unchecked Sendable {
    // Created, appended to and read by the one evaluation of a Canvas closure (a single thread); never shared
    // between frames or threads (Evaluator+Canvas).
    public private(set) var operations: [CanvasOperation] = []
    /// The operations drawn so far by the whole canvas (this layer, its parent and its sublayers share it).
    private let drawn: Counter

    /// A counter shared by a canvas's layers.
    final class Counter: @unchecked Sendable {
        var count = 0
    }

    public convenience init() { self.init(sharing: Counter()) }

    init(sharing drawn: Counter) { self.drawn = drawn }

    /// A new layer counted with this one (`drawLayer`, `clipToLayer`).
    func sublayer() -> CanvasLayer { CanvasLayer(sharing: drawn) }

    /// Records `operation`; past `SceneLimits.maximumCanvasOperations` a located failure.
    func append(_ operation: CanvasOperation, at range: SourceRange) throws(RuntimeFailure) {
        drawn.count += 1
        guard drawn.count <= SceneLimits.maximumCanvasOperations else {
            throw RuntimeFailure(
                "the Canvas draws more than \(SceneLimits.maximumCanvasOperations) operations in one frame", at: range,
                hint: "draw fewer, larger paths (one Path can hold many shapes)")
        }
        operations.append(operation)
    }
}

/// A `GraphicsContext` value: its state and its layer.
public struct GraphicsContext: Sendable {
    public var state: GraphicsContextState
    public let layer: CanvasLayer
    /// The Canvas's `symbols:` views by tag (`resolveSymbol(id:)`).
    public let symbols: [(tag: Value, views: [ViewNode])]

    public init(
        state: GraphicsContextState = GraphicsContextState(), layer: CanvasLayer,
        symbols: [(tag: Value, views: [ViewNode])] = []
    ) {
        self.state = state
        self.layer = layer
        self.symbols = symbols
    }

    /// Records `operation`, written at `range`.
    func draw(_ operation: CanvasOperation, at range: SourceRange) throws(RuntimeFailure) {
        try layer.append(operation, at: range)
    }

    /// A context for a new transparency layer: this transform, nothing else of the state.
    func sublayer() -> GraphicsContext {
        var state = GraphicsContextState()
        state.transform = self.state.transform
        return GraphicsContext(state: state, layer: layer.sublayer(), symbols: symbols)
    }
}
