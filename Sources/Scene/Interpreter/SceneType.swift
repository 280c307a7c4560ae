// SceneType.swift: the static types of scene values, as the checker sees them and as messages spell them.
// Rule: Swift's types for the same values (CGFloat is Double; `some View` for any view that is not a shape).
// Status: complete for issue #2.

import Geometry

/// A type of the scene language.
public indirect enum SceneType: Hashable, Sendable, CustomStringConvertible {
    case int, double, bool, string
    case color, angle, unitPoint
    case alignment, horizontalAlignment, verticalAlignment
    case edgeSet, edgeInsets, size, cornerStyle
    /// SwiftUI's `Font`, `Font.Weight`, `Font.Design`, `Font.TextStyle` and `TextAlignment`.
    case font, fontWeight, fontDesign, fontTextStyle, textAlignment
    /// SwiftUI's `Animation`, `Spring`, `UnitCurve`, `AnyTransition`, `Edge`, `BlendMode` and `ContentTransition`:
    /// ordinary values, so animations can be stored, computed and passed like numbers (issue 13).
    case animation, spring, unitCurve, transition, edge, blendMode, contentTransition
    /// The `matching:` rule of `.numericText(…)` (`.swiftui` or `.floating`), an anim extension.
    case numericTextMatching
    /// A vocabulary's enumeration by its Swift type name (`ContentMode`); its cases are `Vocabulary.enumerations`.
    case enumeration(String)
    /// Core Graphics' value types and SwiftUI's drawing values (Builtins+Geometry.swift, Builtins+Path.swift):
    /// `CGPoint`, `CGRect`, `CGVector`, `CGAffineTransform`, `Path`, `StrokeStyle`, `CGLineCap`, `CGLineJoin`,
    /// `FillStyle`.
    case point, rect, vector, affineTransform, path, strokeStyle, lineCap, lineJoin, fillStyle
    /// `Gradient`, `Gradient.Stop`, and a gradient shape style (`LinearGradient`, `RadialGradient`,
    /// `EllipticalGradient`, `AngularGradient`, `Color.gradient`), Builtins+Gradient.swift.
    case gradient, gradientStop, gradientStyle
    /// SwiftUI's `ColorScheme` (`.light`, `.dark`) and `GridItem` with its `GridItem.Size`.
    case colorScheme, gridItem, gridItemSize
    /// A Canvas's `GraphicsContext`, `GraphicsContext.Shading` and `GraphicsContext.Filter` (GraphicsContext.swift).
    case graphicsContext, canvasShading, canvasFilter
    /// SwiftUI's `Shader` (a stitchable function of the scene's `.metal` files with its arguments) and
    /// `Shader.Argument` (Builtins+Shader.swift, Checker+Shader.swift).
    case shader, shaderArgument
    /// Foundation's `Data`, for `Shader.Argument.data(_:)` (Builtins+ShaderData.swift).
    case data
    /// SwiftUI's `Material` (`.ultraThinMaterial` … `.bar`) and the Liquid Glass `Glass` (`.regular`, `.clear`,
    /// `.tint(_:)`, `.interactive()`), Builtins+Material.swift.
    case material, glass
    /// The Layout protocol's `ProposedViewSize` and one `LayoutSubview` (`Subviews` is an array of them),
    /// CustomLayout.swift.
    case proposedViewSize, layoutSubview
    /// Any value compared by its printed form (`animation(_:value:)`'s `value: some Equatable`).
    case anyEquatable
    /// `a..<b` over Int.
    case range
    /// `a...b` over Int: its own type, whose `upperBound` is `b` (Apple: ClosedRange —
    /// developer.apple.com/documentation/swift/closedrange); its value is stored as the equal half-open `.range`,
    /// so iteration, `contains` and `count` are shared with Range (Checker+ClosedRange).
    case closedRange
    case array(SceneType)
    /// `(Int, Int)`, `(x: Double, y: Double)`: values are `.instance` with one field per element (TupleLiterals).
    case tuple([SceneType], labels: [String?])
    /// `[K: V]` (Checker+Collections).
    case dictionary(SceneType, SceneType)
    /// Only for parameters that may be `nil` (`frame(width:)`, `Spacer(minLength:)`).
    case optional(SceneType)
    /// `some View`: any view, or several (a ForEach), to be flattened into the parent.
    case view
    /// A built-in shape, by its Swift type name (`Rectangle`), or `some Shape`; `.fill` applies only to these.
    case shape(String)
    /// A user struct, by index into the program's structs.
    case instance(Int, name: String)
    case void
    /// `Binding<T>`: `$x` of a `@State var x: T`, or of a `@Binding` property; a `@Binding var x: T` property holds one
    /// (Checker+Binding).
    case binding(SceneType)
    /// `(Double) -> String`, `() -> Void`: a closure value (ClosureValue.swift).
    case function([SceneType], SceneType)
    /// A generic parameter (`T`, `Element`) inside the declaration that introduces it: opaque there, as in Swift, and
    /// replaced by the type each call infers (Checker+GenericInference).
    case typeParameter(String)
    /// `any Item` (or a bare `Item`) for a protocol the file declares: a value of any scene type conforming to it,
    /// boxed with that type's struct index so casts and requirements see its dynamic type (Checker+DynamicCast).
    case existential(String)
    /// The type of something already diagnosed; it converts to and from everything silently.
    case error

    public var description: String {
        switch self {
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .string: "String"
        case .color: "Color"
        case .angle: "Angle"
        case .unitPoint: "UnitPoint"
        case .alignment: "Alignment"
        case .horizontalAlignment: "HorizontalAlignment"
        case .verticalAlignment: "VerticalAlignment"
        case .edgeSet: "Edge.Set"
        case .edgeInsets: "EdgeInsets"
        case .size: "CGSize"
        case .cornerStyle: "RoundedCornerStyle"
        case .font: "Font"
        case .fontWeight: "Font.Weight"
        case .fontDesign: "Font.Design"
        case .fontTextStyle: "Font.TextStyle"
        case .textAlignment: "TextAlignment"
        case .animation: "Animation"
        case .spring: "Spring"
        case .unitCurve: "UnitCurve"
        case .transition: "AnyTransition"
        case .edge: "Edge"
        case .blendMode: "BlendMode"
        case .contentTransition: "ContentTransition"
        case .numericTextMatching: "NumericTextMatching"
        case .enumeration(let name): name
        case .point: "CGPoint"
        case .rect: "CGRect"
        case .vector: "CGVector"
        case .affineTransform: "CGAffineTransform"
        case .path: "Path"
        case .strokeStyle: "StrokeStyle"
        case .lineCap: "CGLineCap"
        case .lineJoin: "CGLineJoin"
        case .fillStyle: "FillStyle"
        case .gradient: "Gradient"
        case .gradientStop: "Gradient.Stop"
        case .gradientStyle: "some ShapeStyle"
        case .colorScheme: "ColorScheme"
        case .gridItem: "GridItem"
        case .gridItemSize: "GridItem.Size"
        case .graphicsContext: "GraphicsContext"
        case .canvasShading: "GraphicsContext.Shading"
        case .canvasFilter: "GraphicsContext.Filter"
        case .shader: "Shader"
        case .shaderArgument: "Shader.Argument"
        case .data: "Data"
        case .material: "Material"
        case .glass: "Glass"
        case .proposedViewSize: "ProposedViewSize"
        case .layoutSubview: "LayoutSubview"
        case .anyEquatable: "some Equatable"
        case .range: "Range<Int>"
        case .closedRange: "ClosedRange<Int>"
        case .array(let element): "[\(element)]"
        case .tuple(let elements, let labels):
            "(" + zip(elements, labels).map { t, l in l.map { "\($0): \(t)" } ?? "\(t)" }.joined(separator: ", ") + ")"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        case .optional(.function(let parameters, let result)): "(\(SceneType.function(parameters, result)))?"
        case .optional(let wrapped): "\(wrapped)?"
        case .view: "some View"
        case .shape(let name): name
        case .instance(_, let name): name
        case .void: "()"
        case .binding(let value): "Binding<\(value)>"
        case .function(let parameters, let result):
            "(" + parameters.map(\.description).joined(separator: ", ") + ") -> "
                + (result == .void ? "Void" : "\(result)")
        case .typeParameter(let name): name
        case .existential(let name): "any \(name)"
        case .error: "<<error type>>"
        }
    }

    /// `Range<Int>` or `ClosedRange<Int>`, whose values are both half-open `.range`s.
    var isIntRange: Bool { self == .range || self == .closedRange }

    /// Int or Double.
    var isNumeric: Bool { self == .int || self == .double }

    /// The type without one level of optional.
    /// Whether the type is `T?`.
    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    var unwrapped: SceneType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    var isShape: Bool {
        if case .shape = self { return true }
        return false
    }

    /// A shape, or a `Path` (which is a Shape too, Apple: Path — developer.apple.com/documentation/swiftui/path):
    /// what shape-only modifiers accept.
    var isShapeOrPath: Bool { isShape || self == .path }

    /// Types whose values compare with `==` and `!=`.
    var isEquatable: Bool {
        switch self {
        case .int, .double, .bool, .string, .color, .angle, .unitPoint, .alignment, .horizontalAlignment,
            .verticalAlignment, .cornerStyle, .range, .closedRange, .font, .fontWeight, .fontDesign, .fontTextStyle,
            .textAlignment, .edge, .blendMode, .point, .rect, .vector, .affineTransform, .lineCap, .lineJoin,
            .colorScheme, .size, .edgeInsets, .edgeSet:
            true
        default: false
        }
    }

    /// The built-in type a type name in source denotes (`CGFloat` is Double), for annotations and `Type.member`.
    static func builtin(named name: String) -> SceneType? {
        switch name {
        case "Double", "CGFloat", "Float", "TimeInterval": .double
        // Every integer width is an Int here (64-bit, as Int is on Apple's 64-bit platforms).
        // A String.Index is its Character offset here (Checker+StringIndex).
        case "Int", "UInt8", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt16", "UInt32", "UInt64", "String.Index":
            .int
        case "Bool": .bool
        // `Any` (and `AnyHashable`): a value of any type, which every value converts to (TSPL "Types": Any Type); it
        // can be printed, interpolated and compared, as an `Equatable` value is here.
        case "Any", "AnyHashable": .anyEquatable
        // A Character is a one-character String here (Checker+StringMethods).
        case "String", "UUID", "URL", "Character", "Substring": .string
        case "Color": .color
        case "Angle": .angle
        case "UnitPoint": .unitPoint
        case "Alignment": .alignment
        case "HorizontalAlignment": .horizontalAlignment
        case "VerticalAlignment": .verticalAlignment
        case "Edge.Set": .edgeSet
        case "EdgeInsets": .edgeInsets
        case "CGSize": .size
        case "RoundedCornerStyle": .cornerStyle
        case "RectangleCornerRadii": .cornerRadii
        // Apple: Axis.Set — the axes a ScrollView scrolls along, `.horizontal`/`.vertical`, held as the edge set
        // ScrollView's parameter reads.
        case "Axis.Set": .edgeSet
        case "Font": .font
        case "Font.Weight": .fontWeight
        case "Font.Design": .fontDesign
        case "Font.TextStyle": .fontTextStyle
        case "TextAlignment": .textAlignment
        case "Animation": .animation
        case "Spring": .spring
        case "UnitCurve": .unitCurve
        case "AnyTransition": .transition
        case "Edge": .edge
        case "BlendMode": .blendMode
        case "ContentTransition": .contentTransition
        // Apple: MeshGradient's points are `SIMD2<Float>`, held as points (Builtins+Gradient.swift).
        case "CGPoint", "SIMD2": .point
        case "CGRect": .rect
        case "CGVector": .vector
        // A ProjectionTransform is 3 × 3; the affine ones a GeometryEffect returns are what anim draws.
        case "CGAffineTransform", "ProjectionTransform": .affineTransform
        case "Path": .path
        case "StrokeStyle": .strokeStyle
        case "CGLineCap": .lineCap
        case "CGLineJoin": .lineJoin
        case "FillStyle": .fillStyle
        case "Gradient": .gradient
        case "Gradient.Stop": .gradientStop
        case "LinearGradient", "RadialGradient", "EllipticalGradient", "AngularGradient", "MeshGradient": .gradientStyle
        case "ColorScheme": .colorScheme
        case "GridItem": .gridItem
        case "GridItem.Size": .gridItemSize
        case "GraphicsContext": .graphicsContext
        case "GraphicsContext.Shading": .canvasShading
        case "GraphicsContext.Filter": .canvasFilter
        case "Shader": .shader
        case "Shader.Argument": .shaderArgument
        case "Data": .data
        case "Material": .material
        case "Glass": .glass
        case "Range": .range
        case "ClosedRange": .closedRange
        case "ProposedViewSize": .proposedViewSize
        case "LayoutSubview": .layoutSubview
        case "LayoutSubviews", "Subviews", "Layout.Subviews": .array(.layoutSubview)
        case "ViewDimensions": .size
        default: nil
        }
    }

    /// Type names an annotation may use, for "did you mean" hints.
    static let builtinTypeNames = [
        "Double", "CGFloat", "Int", "Bool", "String", "Color", "Angle", "UnitPoint", "Alignment", "HorizontalAlignment",
        "VerticalAlignment", "Edge.Set", "EdgeInsets", "CGSize", "RoundedCornerStyle", "View", "Shape", "Font",
        "Font.Weight", "Font.Design", "Font.TextStyle", "TextAlignment", "Text", "Animation", "Spring", "UnitCurve",
        "AnyTransition", "Edge", "BlendMode", "ContentTransition", "CGPoint", "CGRect", "CGVector",
        "CGAffineTransform", "Path", "StrokeStyle", "CGLineCap", "CGLineJoin", "FillStyle", "Gradient",
        "LinearGradient", "RadialGradient", "EllipticalGradient", "AngularGradient", "MeshGradient", "SIMD2",
        "RectangleCornerRadii",
    ]
}
