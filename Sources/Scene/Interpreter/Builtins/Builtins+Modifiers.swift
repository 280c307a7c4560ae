// Builtins+Modifiers.swift: the view modifiers of issue #2 and how their arguments become `Modifier` values.
// Rule: SwiftUI's signatures and defaults: padding 16 pt when the length is omitted (swiftui.md §1.4), offset and
// position default 0, scale 1, anchors `.center`; `background(_:in:)` fills the shape with the style. A modifier on
// several views (a ForEach, a Group) applies to each. Status: complete for issue #2.

import Animate
import Geometry

extension Builtins {
    /// SwiftUI's default padding (swiftui.md §1.4).
    static let defaultPadding = 16.0

    /// Modifiers by name; the receiver (`.views`) is the implementation's first value.
    static let modifiers: [String: [BuiltinFunction]] = layoutModifiers.merging(textModifiers) { a, _ in a }

    private static let layoutModifiers: [String: [BuiltinFunction]] = [
        "fill": [modifier([arg(nil, .color)]) { .fill($0[0].color) }],
        "foregroundStyle": [modifier([arg(nil, .color)]) { .foregroundStyle($0[0].color) }],
        "foregroundColor": [
            modifier([arg(nil, .optional(.color))]) { .foregroundStyle(optionalColor($0[0]) ?? .black) }
        ],
        "frame": [
            modifier([
                arg("width", .optional(.double), .absent), arg("height", .optional(.double), .absent),
                alignmentArgument,
            ]) {
                .frame(width: $0[0].optionalDouble, height: $0[1].optionalDouble, alignment: $0[2].alignment)
            },
            modifier(
                ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].map {
                    arg($0, .optional(.double), .absent)
                } + [alignmentArgument]
            ) { v in
                .flexFrame(
                    FlexFrame(
                        minWidth: v[0].optionalDouble, idealWidth: v[1].optionalDouble, maxWidth: v[2].optionalDouble,
                        minHeight: v[3].optionalDouble, idealHeight: v[4].optionalDouble,
                        maxHeight: v[5].optionalDouble,
                        alignment: v[6].alignment))
            },
        ],
        "padding": [
            modifier([arg(nil, .edgeInsets)]) { .padding($0[0].edgeInsets) },
            modifier([arg(nil, .edgeSet, .edges(.all)), arg(nil, .optional(.double), .absent)]) {
                .padding($0[0].edges.insets($0[1].optionalDouble ?? defaultPadding))
            },
            modifier([arg(nil, .double)]) { .padding(EdgeInsets(all: $0[0].double)) },
        ],
        "offset": [
            modifier([arg("x", .double, .double(0)), arg("y", .double, .double(0))]) {
                .offset(x: $0[0].double, y: $0[1].double)
            },
            modifier([arg(nil, .size)]) { v in
                guard case .size(let w, let h) = v[0] else { preconditionFailure("offset(_:) needs a CGSize") }
                return .offset(x: w, y: h)
            },
        ],
        "position": [
            modifier([arg("x", .double, .double(0)), arg("y", .double, .double(0))]) {
                .position(x: $0[0].double, y: $0[1].double)
            }
        ],
        "rotationEffect": [
            modifier([arg(nil, .angle), anchorArgument]) { .rotationEffect($0[0].angle, anchor: $0[1].unitPoint) }
        ],
        "scaleEffect": [
            modifier([arg(nil, .double), anchorArgument]) {
                .scaleEffect(x: $0[0].double, y: $0[0].double, anchor: $0[1].unitPoint)
            },
            modifier([arg("x", .double, .double(1)), arg("y", .double, .double(1)), anchorArgument]) {
                .scaleEffect(x: $0[0].double, y: $0[1].double, anchor: $0[2].unitPoint)
            },
        ],
        "background": decorations { .background($0, alignment: $1) },
        "overlay": decorations { .overlay($0, alignment: $1) },
        "opacity": [modifier([arg(nil, .double)]) { .opacity($0[0].double) }],
        "geometryGroup": [modifier([]) { _ in .geometryGroup }],
        "compositingGroup": [modifier([]) { _ in .compositingGroup }],
        "drawingGroup": [
            modifier([arg("opaque", .bool, .bool(false))]) { .drawingGroup(opaque: $0[0].bool) }
        ],
        "blur": [
            modifier([arg("radius", .double), arg("opaque", .bool, .bool(false))]) {
                .blur(radius: $0[0].double, opaque: $0[1].bool)
            }
        ],
        "shadow": [
            modifier([
                arg("color", .color, .color(Color(red: 0, green: 0, blue: 0, opacity: 0.33))), arg("radius", .double),
                arg("x", .double, .double(0)), arg("y", .double, .double(0)),
            ]) { .shadow(color: $0[0].color, radius: $0[1].double, x: $0[2].double, y: $0[3].double) }
        ],
        "clipShape": [
            BuiltinFunction([arg(nil, .shape("some Shape"))], .view) { v, range in
                guard let first = v[1].views.first, case .shape(let kind) = first.kind else { return v[0] }
                return .views(v[0].views.map { $0.modified(.clipShape(kind), range: range) })
            }
        ],
        "clipped": [modifier([]) { _ in .clipShape(.rectangle) }],
        "cornerRadius": [
            modifier([arg(nil, .double)]) {
                .clipShape(.roundedRectangle(cornerRadius: $0[0].double, style: .circular))
            }
        ],
        "mask": [
            BuiltinFunction([alignmentArgument, contentParameter], .view) { v, range in
                let content = single(v[2].views, range: range)
                return .views(v[0].views.map { $0.modified(.mask(content, alignment: v[1].alignment), range: range) })
            },
            BuiltinFunction([arg(nil, .view)], .view) { v, range in
                let content = single(v[1].views, range: range)
                return .views(v[0].views.map { $0.modified(.mask(content, alignment: .center), range: range) })
            },
        ],
        "fixedSize": [
            modifier([]) { _ in .fixedSize(horizontal: true, vertical: true) },
            modifier([arg("horizontal", .bool), arg("vertical", .bool)]) {
                .fixedSize(horizontal: $0[0].bool, vertical: $0[1].bool)
            },
        ],
        "zIndex": [modifier([arg(nil, .double)]) { .zIndex($0[0].double) }],
        // Transactions and compositing: Apple, SwiftUI "animation(_:value:)", "transition(_:)", "blendMode(_:)",
        // "contentTransition(_:)".
        "animation": [
            modifier([implicitAnimationArgument, arg("value", .anyEquatable)]) {
                .animation($0[0].optionalAnimation, value: $0[1].interpolated)
            }
        ],
        "transition": [modifier([arg(nil, .transition)]) { .transition($0[0].transition) }],
        "blendMode": [modifier([arg(nil, .blendMode)]) { .blendMode($0[0].blendMode) }],
        "contentTransition": [
            modifier([arg(nil, .contentTransition)]) { .contentTransition($0[0].contentTransition) }
        ],
    ]

    /// `animation(_:value:)`'s animation: `nil` or `.none` turns animation off below it.
    private static let implicitAnimationArgument = BuiltinParameter(
        label: nil, kind: .value(.optional(.animation)), defaultValue: nil, isImplicitAnimation: true)

    /// Modifiers that only shapes have (`Shape.fill`); on other views they are reported with a hint.
    static let shapeOnlyModifiers: Set<String> = ["fill"]

    private static let alignmentArgument = arg("alignment", .alignment, .alignment(.center))
    private static let anchorArgument = arg("anchor", .unitPoint, .unitPoint(.center))

    /// A modifier overload: its arguments become one `Modifier`, wrapped around each receiver view.
    static func modifier(
        _ parameters: [BuiltinParameter], _ make: @escaping @Sendable ([Value]) -> Modifier
    ) -> BuiltinFunction {
        BuiltinFunction(parameters, .view) { v, range in
            let modifier = make(Array(v.dropFirst()))
            return .views(v[0].views.map { $0.modified(modifier, range: range) })
        }
    }

    /// The four forms of `background`/`overlay`: a style, a view, a builder with alignment, and a style in a shape.
    private static func decorations(
        _ make: @escaping @Sendable (ViewNode, Alignment) -> Modifier
    ) -> [BuiltinFunction] {
        [
            BuiltinFunction([arg(nil, .color)], .view) { v, range in
                let content = ViewNode(.color(v[1].color), range: range)
                return .views(v[0].views.map { $0.modified(make(content, .center), range: range) })
            },
            BuiltinFunction([arg(nil, .view), alignmentArgument], .view) { v, range in
                let content = single(v[1].views, range: range)
                return .views(v[0].views.map { $0.modified(make(content, v[2].alignment), range: range) })
            },
            BuiltinFunction([alignmentArgument, contentParameter], .view) { v, range in
                let content = single(v[2].views, range: range)
                return .views(v[0].views.map { $0.modified(make(content, v[1].alignment), range: range) })
            },
            BuiltinFunction([arg(nil, .color), arg("in", .shape("some Shape"))], .view) { v, range in
                let shape = single(v[2].views, range: range).modified(.fill(v[1].color), range: range)
                return .views(v[0].views.map { $0.modified(make(shape, .center), range: range) })
            },
        ]
    }

    /// Where one view is needed: the view itself, `.empty` for none, a `.group` for several.
    static func single(_ views: [ViewNode], range: SourceRange) -> ViewNode {
        switch views.count {
        case 0: ViewNode(.empty, range: range)
        case 1: views[0]
        default: ViewNode(.group(views), range: range)
        }
    }

    private static func optionalColor(_ value: Value) -> Color? {
        if case .absent = value { return nil }
        return value.color
    }
}
