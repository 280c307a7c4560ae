// LayoutTestSupport.swift: small builders for view trees written the way a scene writes them.

import Geometry
import Scene

@testable import Layout

func rect(_ w: Double, _ h: Double) -> ViewNode {
    ViewNode(.shape(.rectangle)).modified(.frame(width: w, height: h, alignment: .center))
}

func color() -> ViewNode { ViewNode(.color(Color.named["blue"]!)) }

func hstack(_ children: ViewNode..., alignment: VerticalAlignment = .center, spacing: Double? = nil) -> ViewNode {
    ViewNode(
        .stack(
            .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
            children: children))
}

func vstack(_ children: ViewNode..., alignment: HorizontalAlignment = .center, spacing: Double? = nil) -> ViewNode {
    ViewNode(
        .stack(
            .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
            children: children))
}

func zstack(_ children: ViewNode..., alignment: Alignment = .center) -> ViewNode {
    ViewNode(.stack(.z, alignment: alignment, spacing: nil, children: children))
}

extension ViewNode {
    func m(_ modifier: AppliedModifier) -> ViewNode { modified(modifier) }
}

/// Leaf frames (points, root space) of `root` laid out in a canvas at scale 1.
func frames(_ root: ViewNode, canvas: Size = Size(width: 800, height: 450), scale: Double = 1) -> [Rect] {
    LayoutEngine(canvas: canvas, scale: scale).leaves(of: root).map(\.frame)
}

/// The old `frame(minWidth:…)` arguments, for tests that build flexible frames directly.
struct FlexFrame {
    var minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil
    var minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil
    var alignment: Alignment = .center
}

/// Modifiers built directly (as the vocabulary's overloads would), named as a scene writes them.
extension AppliedModifier {
    private static func typed(_ name: String, _ m: any ViewModifier, secondary: ViewNode? = nil) -> AppliedModifier {
        AppliedModifier(name: name, arguments: [], modifier: m, secondary: secondary)
    }

    static func fill(_ c: Color) -> AppliedModifier { typed("fill", ShapeFill(color: c)) }
    static func foregroundStyle(_ c: Color) -> AppliedModifier { typed("foregroundStyle", ForegroundStyle(color: c)) }
    static func frame(width: Double?, height: Double?, alignment: Alignment) -> AppliedModifier {
        typed("frame", FrameLayout(width: width, height: height, alignment: alignment))
    }
    static func flexFrame(_ f: FlexFrame) -> AppliedModifier {
        typed(
            "frame",
            FlexFrameLayout(
                minWidth: f.minWidth, idealWidth: f.idealWidth, maxWidth: f.maxWidth, minHeight: f.minHeight,
                idealHeight: f.idealHeight, maxHeight: f.maxHeight, alignment: f.alignment))
    }
    static func padding(_ insets: EdgeInsets) -> AppliedModifier { typed("padding", PaddingLayout(insets: insets)) }
    static func offset(x: Double, y: Double) -> AppliedModifier { typed("offset", OffsetEffect(x: x, y: y)) }
    static func position(x: Double, y: Double) -> AppliedModifier { typed("position", PositionLayout(x: x, y: y)) }
    static func rotationEffect(_ angle: Angle, anchor: UnitPoint) -> AppliedModifier {
        typed("rotationEffect", RotationEffect(angle: angle, anchor: anchor))
    }
    static func scaleEffect(x: Double, y: Double, anchor: UnitPoint) -> AppliedModifier {
        typed("scaleEffect", ScaleEffect(x: x, y: y, anchor: anchor))
    }
    static func background(_ v: ViewNode, alignment: Alignment) -> AppliedModifier {
        typed("background", BackgroundModifier(alignment: alignment), secondary: v)
    }
    static func overlay(_ v: ViewNode, alignment: Alignment) -> AppliedModifier {
        typed("overlay", OverlayModifier(alignment: alignment), secondary: v)
    }
    static func opacity(_ o: Double) -> AppliedModifier { typed("opacity", OpacityEffect(opacity: o)) }
    static func fixedSize(horizontal: Bool, vertical: Bool) -> AppliedModifier {
        typed("fixedSize", FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
    static func zIndex(_ z: Double) -> AppliedModifier { typed("zIndex", ZIndexModifier(value: z)) }
    static func text(_ m: TextModifier) -> AppliedModifier { typed("font", TextEnvironmentWriter(value: m)) }
}

/// Views built directly (as the vocabulary's initialisers would), in the shape of the old view kinds.
extension ViewNode.Kind {
    private static func typed(_ name: String, _ view: any PrimitiveView, children: [ViewNode] = []) -> ViewNode.Kind {
        .view(AppliedView(name: name, arguments: [], view: view, children: children))
    }

    static func shape(_ kind: ShapeKind) -> ViewNode.Kind {
        switch kind {
        case .rectangle: typed("Rectangle", Rectangle())
        case .circle: typed("Circle", Circle())
        case .ellipse: typed("Ellipse", Ellipse())
        case .capsule(let style): typed("Capsule", Capsule(style: style))
        case .roundedRectangle(let r, let style):
            typed("RoundedRectangle", RoundedRectangle(cornerRadius: r, style: style))
        case .unevenRoundedRectangle(let radii, let style):
            typed("UnevenRoundedRectangle", UnevenRoundedRectangle(radii: radii, style: style))
        case .path(let path): typed("Path", PathView(path: path))
        case .custom(let shape): typed(shape.name, CustomShapeView(shape: shape))
        }
    }

    static func color(_ c: Color) -> ViewNode.Kind { typed("Color", ColorView(color: c)) }
    static func text(_ content: TextContent) -> ViewNode.Kind { typed("Text", TextView(content: content)) }
    static func spacer(minLength: Double?) -> ViewNode.Kind { typed("Spacer", SpacerView(minLength: minLength)) }

    static func stack(_ axis: StackAxis, alignment: Alignment, spacing: Double?, children: [ViewNode]) -> ViewNode.Kind
    {
        let name = axis == .z ? "ZStack" : axis == .horizontal ? "HStack" : "VStack"
        return typed(name, StackView(axis: axis, alignment: alignment, spacing: spacing), children: children)
    }
}
