// Value.swift: run-time values of the interpreter, one case per SceneType.
// Rule: values are plain Sendable data, so frames can be evaluated on several threads at once (docs/ARCHITECTURE.md:
// deterministic, no shared mutable state). Status: complete for issue #2.

import Animate
import Geometry
import Shader

/// A value computed while evaluating a frame. The checker guarantees each use sees the case its type implies.
/// Payloads larger than a colour are `indirect` (boxed), so a `Value` is 33 bytes instead of 145 and the evaluator's
/// copies of arguments and locals move a quarter as much (issue #21: `Value` copies were 11 % of a 1000-view frame).
public enum Value: Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case color(Color)
    case angle(Angle)
    case unitPoint(UnitPoint)
    case alignment(Alignment)
    case horizontalAlignment(HorizontalAlignment)
    case verticalAlignment(VerticalAlignment)
    case edges(EdgeSet)
    indirect case edgeInsets(EdgeInsets)
    case size(width: Double, height: Double)
    case cornerStyle(RoundedCornerStyle)
    case font(SceneFont)
    case fontWeight(SceneFont.Weight)
    case fontDesign(SceneFont.Design)
    case fontTextStyle(SceneFont.Style)
    case textAlignment(MultilineTextAlignment)
    indirect case animation(Animation)
    case spring(Spring)
    indirect case unitCurve(UnitCurve)
    case transition(Transition)
    case edge(Edge)
    /// A blend mode by its SwiftUI name (`multiply`), as `Modifier.blendMode` carries it.
    case blendMode(String)
    case contentTransition(ContentTransitionKind)
    /// `.numericText(matching:)`: true for `.floating`, false for `.swiftui`.
    case numericTextMatching(floating: Bool)
    /// A case of a vocabulary enumeration (`ContentMode.fit`): `SceneType.enumeration(type)`.
    case enumeration(type: String, name: String)
    case point(Point)
    case rect(Rect)
    /// `CGVector(dx:dy:)`, held as a point.
    case vector(Point)
    indirect case affineTransform(AffineTransform)
    case path(Path)
    indirect case strokeStyle(StrokeStyle)
    case lineCap(LineCap)
    case lineJoin(LineJoin)
    /// `FillStyle(eoFill:antialiased:)`: only the rule matters to a renderer that always antialiases.
    case fillStyle(evenOdd: Bool)
    case gradient(Gradient)
    case gradientStop(Gradient.Stop)
    indirect case shading(GradientShading)
    /// A user shape ready for layout (CustomShape.swift).
    indirect case customShape(CustomShape)
    /// A Canvas's `GraphicsContext`, its `GraphicsContext.Shading` and `GraphicsContext.Filter` (GraphicsContext.swift).
    indirect case graphicsContext(GraphicsContext)
    indirect case canvasShading(CanvasShading)
    indirect case canvasFilter(CanvasFilter)
    /// `ShaderLibrary.name(args…)`: a stitchable function with its arguments (ShaderCall.swift), and one
    /// `Shader.Argument`.
    indirect case shader(ShaderCall)
    indirect case shaderArgument(ShaderArgument)
    /// Foundation's `Data` (bytes), for `Shader.Argument.data(_:)` (Builtins+ShaderData.swift).
    case data([UInt8])
    /// A material by thickness (`ultraThin` … `ultraThick`, `bar`) and a Liquid Glass style (Builtins+Material.swift).
    case material(MaterialThickness)
    indirect case glass(GlassStyle)
    /// `ProposedViewSize`: nil sides are unspecified; one `LayoutSubview` of a custom layout (CustomLayout.swift).
    case proposedViewSize(width: Double?, height: Double?)
    indirect case layoutSubview(LayoutSubviewProxy)
    /// A user layout ready for Layout (CustomLayout.swift).
    indirect case customLayout(CustomLayout)
    /// `ColorScheme`: true for `.dark`.
    case colorScheme(dark: Bool)
    indirect case gridItem(GridItem)
    /// A View struct's `@State`: a value per instance of the view (InstanceStates.swift). Only the evaluator's state
    /// globals hold it; reads and writes go through the running instance.
    indirect case instanceStates(InstanceStates)
    case gridItemSize(GridItem.Size)
    /// Half-open `[lower, upper)`.
    case range(Int, Int)
    case array([Value])
    /// Zero or more views; a ForEach or several builder statements give more than one, flattened into the parent.
    case views([ViewNode])
    /// A user struct's stored properties, in declaration order; also a tuple's elements.
    case instance([Value])
    /// A case of a user `enum`, by position in its declaration (EnumDeclaration).
    case enumCase(Int, name: String)
    /// A dictionary's keys and values, in the order first inserted.
    case dictionary(keys: [Value], values: [Value])
    /// A closure used as a value (ClosureValue.swift).
    indirect case closure(ClosureValue)
    /// `nil` passed for an optional parameter.
    case absent
    case void

    public var int: Int {
        if case .int(let v) = self { return v }
        preconditionFailure("type checker let a non-Int through: \(self)")
    }

    public var double: Double {
        if case .double(let v) = self { return v }
        preconditionFailure("type checker let a non-Double through: \(self)")
    }

    public var optionalDouble: Double? {
        if case .absent = self { return nil }
        return double
    }

    public var bool: Bool {
        if case .bool(let v) = self { return v }
        preconditionFailure("type checker let a non-Bool through: \(self)")
    }

    public var colorSchemeIsDark: Bool {
        if case .colorScheme(let dark) = self { return dark }
        preconditionFailure("type checker let a non-ColorScheme through: \(self)")
    }

    public var gridItem: GridItem {
        if case .gridItem(let g) = self { return g }
        preconditionFailure("type checker let a non-GridItem through: \(self)")
    }

    public var string: String {
        if case .string(let v) = self { return v }
        preconditionFailure("type checker let a non-String through: \(self)")
    }

    public var color: Color {
        if case .color(let v) = self { return v }
        preconditionFailure("type checker let a non-Color through: \(self)")
    }

    public var angle: Angle {
        if case .angle(let v) = self { return v }
        preconditionFailure("type checker let a non-Angle through: \(self)")
    }

    public var unitPoint: UnitPoint {
        if case .unitPoint(let v) = self { return v }
        preconditionFailure("type checker let a non-UnitPoint through: \(self)")
    }

    public var alignment: Alignment {
        if case .alignment(let v) = self { return v }
        preconditionFailure("type checker let a non-Alignment through: \(self)")
    }

    public var views: [ViewNode] {
        if case .views(let v) = self { return v }
        preconditionFailure("type checker let a non-view through: \(self)")
    }

    public var horizontalAlignment: HorizontalAlignment {
        if case .horizontalAlignment(let a) = self { return a }
        preconditionFailure("type checker let a non-HorizontalAlignment through: \(self)")
    }

    public var verticalAlignment: VerticalAlignment {
        if case .verticalAlignment(let a) = self { return a }
        preconditionFailure("type checker let a non-VerticalAlignment through: \(self)")
    }

    public var edges: EdgeSet {
        if case .edges(let e) = self { return e }
        preconditionFailure("type checker let a non-Edge.Set through: \(self)")
    }

    public var edgeInsets: EdgeInsets {
        if case .edgeInsets(let i) = self { return i }
        preconditionFailure("type checker let a non-EdgeInsets through: \(self)")
    }

    public var cornerStyle: RoundedCornerStyle {
        if case .cornerStyle(let s) = self { return s }
        preconditionFailure("type checker let a non-RoundedCornerStyle through: \(self)")
    }

    public var font: SceneFont {
        if case .font(let f) = self { return f }
        preconditionFailure("type checker let a non-Font through: \(self)")
    }

    public var fontWeight: SceneFont.Weight {
        if case .fontWeight(let w) = self { return w }
        preconditionFailure("type checker let a non-Font.Weight through: \(self)")
    }

    public var fontDesign: SceneFont.Design {
        if case .fontDesign(let d) = self { return d }
        preconditionFailure("type checker let a non-Font.Design through: \(self)")
    }

    public var fontTextStyle: SceneFont.Style {
        if case .fontTextStyle(let s) = self { return s }
        preconditionFailure("type checker let a non-Font.TextStyle through: \(self)")
    }

    public var textAlignment: MultilineTextAlignment {
        if case .textAlignment(let a) = self { return a }
        preconditionFailure("type checker let a non-TextAlignment through: \(self)")
    }

    public var animation: Animation {
        if case .animation(let a) = self { return a }
        preconditionFailure("type checker let a non-Animation through: \(self)")
    }

    /// An `Animation?`: nil written as `nil` or `.none`.
    public var optionalAnimation: Animation? {
        if case .absent = self { return nil }
        return animation
    }

    public var spring: Spring {
        if case .spring(let s) = self { return s }
        preconditionFailure("type checker let a non-Spring through: \(self)")
    }

    public var unitCurve: UnitCurve {
        if case .unitCurve(let c) = self { return c }
        preconditionFailure("type checker let a non-UnitCurve through: \(self)")
    }

    public var transition: Transition {
        if case .transition(let t) = self { return t }
        preconditionFailure("type checker let a non-AnyTransition through: \(self)")
    }

    public var edge: Edge {
        if case .edge(let e) = self { return e }
        preconditionFailure("type checker let a non-Edge through: \(self)")
    }

    public var blendMode: String {
        if case .blendMode(let m) = self { return m }
        preconditionFailure("type checker let a non-BlendMode through: \(self)")
    }

    public var contentTransition: ContentTransitionKind {
        if case .contentTransition(let k) = self { return k }
        preconditionFailure("type checker let a non-ContentTransition through: \(self)")
    }

    public var point: Point {
        if case .point(let p) = self { return p }
        preconditionFailure("type checker let a non-CGPoint through: \(self)")
    }

    public var rect: Rect {
        if case .rect(let r) = self { return r }
        preconditionFailure("type checker let a non-CGRect through: \(self)")
    }

    public var affineTransform: AffineTransform {
        if case .affineTransform(let t) = self { return t }
        preconditionFailure("type checker let a non-CGAffineTransform through: \(self)")
    }

    public var path: Path {
        if case .path(let p) = self { return p }
        preconditionFailure("type checker let a non-Path through: \(self)")
    }

    public var strokeStyle: StrokeStyle {
        if case .strokeStyle(let s) = self { return s }
        preconditionFailure("type checker let a non-StrokeStyle through: \(self)")
    }

    public var shading: GradientShading {
        if case .shading(let s) = self { return s }
        preconditionFailure("type checker let a non-gradient style through: \(self)")
    }

    public var gradient: Gradient {
        if case .gradient(let g) = self { return g }
        preconditionFailure("type checker let a non-Gradient through: \(self)")
    }

    public var array: [Value] {
        if case .array(let v) = self { return v }
        preconditionFailure("type checker let a non-array through: \(self)")
    }

    public var instance: [Value] {
        if case .instance(let v) = self { return v }
        preconditionFailure("type checker let a non-instance through: \(self)")
    }

    /// What Swift's string interpolation prints: `3`, `3.0`, `0.1`, `true`, the text of a string.
    public var interpolated: String {
        switch self {
        case .int(let v): "\(v)"
        case .double(let v): "\(v)"
        case .bool(let v): "\(v)"
        case .string(let v): v
        case .color(let c): "\(c)"
        case .angle(let a): "Angle(radians: \(a.radians))"
        case .unitPoint(let p): "UnitPoint(x: \(p.x), y: \(p.y))"
        case .alignment(let a): "Alignment(horizontal: \(a.horizontal), vertical: \(a.vertical))"
        case .horizontalAlignment(let a): "\(a)"
        case .verticalAlignment(let a): "\(a)"
        case .edges(let e): "Edge.Set(rawValue: \(e.rawValue))"
        case .edgeInsets(let i):
            "EdgeInsets(top: \(i.top), leading: \(i.leading), bottom: \(i.bottom), trailing: \(i.trailing))"
        case .size(let w, let h): "(\(w), \(h))"
        case .cornerStyle(let s): "\(s)"
        case .font(let f): "\(f)"
        case .fontWeight(let w): "Weight(\(w.rawValue))"
        case .fontDesign(let d): "\(d.rawValue)"
        case .fontTextStyle(let s): "\(s.rawValue)"
        case .textAlignment(let a): "\(a)"
        case .animation(let a): a.description
        case .spring(let s): "\(s)"
        case .unitCurve(let c): "\(c)"
        case .transition(let t): "\(t)"
        case .edge(let e): e.rawValue
        case .blendMode(let m): m
        case .contentTransition(let k): "\(k)"
        case .numericTextMatching(let floating): floating ? "floating" : "swiftui"
        case .enumeration(_, let name): name
        case .point(let p): "(\(p.x), \(p.y))"
        case .rect(let r): "(\(r.minX), \(r.minY), \(r.width), \(r.height))"
        case .vector(let v): "CGVector(dx: \(v.x), dy: \(v.y))"
        case .affineTransform(let t):
            "CGAffineTransform(a: \(t.a), b: \(t.b), c: \(t.c), d: \(t.d), tx: \(t.tx), ty: \(t.ty))"
        case .path(let p): "Path(\(p.elements.count) elements)"
        case .strokeStyle(let s): "\(s)"
        case .lineCap(let c): "CGLineCap.\(c.rawValue)"
        case .lineJoin(let j): "CGLineJoin.\(j.rawValue)"
        case .fillStyle(let eo): "FillStyle(eoFill: \(eo))"
        case .gradient(let g): "Gradient(stops: \(g.stops))"
        case .gradientStop(let s): "Stop(color: \(s.color), location: \(s.location))"
        case .shading(let s): "\(s)"
        case .customShape(let s): s.name
        case .graphicsContext: "GraphicsContext"
        case .canvasShading(let s): "\(s)"
        case .canvasFilter(let f): "\(f)"
        case .shader(let s): "Shader(\(s.function.name))"
        case .shaderArgument(let a): "\(a)"
        case .data(let bytes): "\(bytes.count) bytes"  // Foundation: Data.description
        case .material(let m): "\(m)Material"
        case .glass(let g): "\(g)"
        case .proposedViewSize(let w, let h): "ProposedViewSize(width: \(w.map { "\($0)" } ?? "nil"), height: \(h.map { "\($0)" } ?? "nil"))"
        case .layoutSubview(let s): "LayoutSubview(\(s.index))"
        case .customLayout(let l): l.name
        case .colorScheme(let dark): dark ? "dark" : "light"
        case .gridItem(let g): "\(g)"
        case .instanceStates(let states): states.interpolated
        case .gridItemSize(let s): "\(s)"
        case .range(let l, let u): "\(l)..<\(u)"
        case .array(let items): "[" + items.map(\.debugText).joined(separator: ", ") + "]"
        case .views(let v): "<\(v.count) view\(v.count == 1 ? "" : "s")>"
        case .instance(let fields): "(" + fields.map(\.debugText).joined(separator: ", ") + ")"
        case .enumCase(_, let name): name
        case .dictionary(let keys, let values):
            keys.isEmpty
                ? "[:]"
                : "[" + zip(keys, values).map { "\($0.debugText): \($1.debugText)" }.joined(separator: ", ") + "]"
        case .absent: "nil"
        case .closure: "(Function)"
        case .void: "()"
        }
    }

    /// As an element of a printed array: strings quoted, as Swift's `debugDescription` does.
    private var debugText: String {
        if case .string(let s) = self { return "\"\(s)\"" }
        return interpolated
    }
}

/// SwiftUI's `Edge.Set`.
public struct EdgeSet: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let vertical: EdgeSet = [.top, .bottom]
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]

    public static let named: [String: EdgeSet] = [
        "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing, "horizontal": .horizontal,
        "vertical": .vertical, "all": .all,
    ]

    /// `padding(edges, length)`: `length` on the edges in the set, 0 elsewhere.
    public func insets(_ length: Double) -> EdgeInsets {
        EdgeInsets(
            top: contains(.top) ? length : 0, leading: contains(.leading) ? length : 0,
            bottom: contains(.bottom) ? length : 0, trailing: contains(.trailing) ? length : 0)
    }
}
