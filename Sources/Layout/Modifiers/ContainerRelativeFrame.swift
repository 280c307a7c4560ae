// ContainerRelativeFrame.swift: `containerRelativeFrame(_:alignment:)` and
// `containerRelativeFrame(_:count:span:spacing:alignment:)` (iOS 17).
// Rule: Apple: View.containerRelativeFrame(_:alignment:) — developer.apple.com/documentation/swiftui/view/
// containerrelativeframe(_:alignment:): "Positions this view within an invisible frame with a size relative to the
// nearest container", the container being the device's screen (here the canvas), or a scrollable view like
// ScrollView (its own size), "subtracting any safe area insets" (a render has none). On the axes given the frame's
// length is the container's; on the others the view sizes itself as if unmodified. The count form
// (developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:count:span:spacing:alignment:)) divides
// the container's length into `count` columns separated by `spacing` and makes the view `span` of them wide:
// length = (L − spacing·(count − 1)) / count · span + spacing·(span − 1). The view is placed in that frame by
// `alignment`, as `frame(width:height:alignment:)` places it. The closure form (developer.apple.com/documentation/
// swiftui/view/containerrelativeframe(_:alignment:_:)) takes the closure's result for the container's length on
// each axis given (ContainerRelativeLength, written on the content by Checker+ContainerRelativeFrame); a closure
// that fails is a located error of the frame and leaves the container's length.
// Status: complete for the three forms, with the screen and ScrollView as containers (a List, a NavigationStack or a
// TabView is not one here: its container is the one around it).

import Geometry
import Scene

struct ContainerRelativeFrame: LayoutModifier {
    var horizontal: Bool
    var vertical: Bool
    var count = 1
    var span = 1
    var spacing = 0.0
    var alignment: Alignment = .center
    /// The nearest container's size, set by the ScrollView around the view (`resolving`); nil: the canvas.
    var container: Size?

    static let declarations = [
        ModifierDeclaration(
            "containerRelativeFrame",
            [
                .modifier(
                    "containerRelativeFrame", [arg(nil, .edgeSet), arg("alignment", .alignment, .alignment(.center))]
                ) { v in
                    ContainerRelativeFrame(axes: v[0].edges, alignment: v[1].alignment)
                },
                .modifier(
                    "containerRelativeFrame",
                    [
                        arg(nil, .edgeSet), arg("count", .int), arg("span", .int, .int(1)), arg("spacing", .double),
                        arg("alignment", .alignment, .alignment(.center)),
                    ]
                ) { v in
                    ContainerRelativeFrame(
                        axes: v[0].edges, count: v[1].int, span: v[2].int, spacing: v[3].double,
                        alignment: v[4].alignment)
                },
            ])
    ]

    init(axes: EdgeSet, count: Int = 1, span: Int = 1, spacing: Double = 0, alignment: Alignment) {
        horizontal = !axes.isDisjoint(with: .horizontal)
        vertical = !axes.isDisjoint(with: .vertical)
        // A count below 1 or a span outside 1…count has no columns to take: one column, clamped span.
        self.count = max(1, count)
        self.span = min(max(1, span), self.count)
        self.spacing = spacing.isFinite ? spacing : 0
        self.alignment = alignment
    }

    /// The length the frame takes of a container `length` long.
    func length(of length: Double) -> Double {
        let c = Double(count)
        return max(0, (length - spacing * (c - 1)) / c * Double(span) + spacing * Double(span - 1))
    }

    /// The frame this modifier is: fixed on its axes, the content's own size on the others.
    func frame(in layout: LayoutEngine, content: ViewNode) -> FrameLayout {
        let size = container ?? layout.canvas
        let closure = ContainerRelativeLength.mark(on: content)
        func side(_ container: Double, vertical: Bool) -> Double {
            guard let closure else { return length(of: container) }
            do {
                let value = try closure.length(container, vertical)
                return value.isFinite ? max(0, value) : container
            } catch {
                layout.warnings.fail(error)
                return container
            }
        }
        return FrameLayout(
            width: horizontal ? side(size.width, vertical: false) : nil,
            height: vertical ? side(size.height, vertical: true) : nil, alignment: alignment)
    }

    func sizeThatFits(_ p: ProposedSize, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis) -> Size {
        frame(in: layout, content: content).sizeThatFits(p, content: content, in: layout, parent: parent)
    }

    func contentPlacement(_ p: ProposedSize, size: Size, content: ViewNode, in layout: LayoutEngine)
        -> ContentPlacement
    {
        frame(in: layout, content: content).contentPlacement(p, size: size, content: content, in: layout)
    }

    /// `nodes` with each container-relative frame in them (not inside a nearer ScrollView) relative to `container`:
    /// what a ScrollView does to its content.
    static func resolving(_ nodes: [ViewNode], container: Size) -> [ViewNode] {
        guard nodes.contains(where: contains) else { return nodes }
        return nodes.map { resolving($0, container: container) }
    }

    /// Whether `node` has a container-relative frame that a ScrollView around it would resolve (a walk that reads
    /// only modifier types, so content without one is not copied).
    private static func contains(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .view(let applied): !(applied.view is ScrollView) && applied.children.contains(where: contains)
        case .group(let children): children.contains(where: contains)
        case .modified(let content, let applied):
            applied.modifierType == ContainerRelativeFrame.self || contains(content)
        case .empty: false
        }
    }

    private static func resolving(_ node: ViewNode, container: Size) -> ViewNode {
        var out = node
        switch node.kind {
        case .view(var applied):
            if applied.view is ScrollView || !applied.children.contains(where: contains) { return node }
            applied.children = resolving(applied.children, container: container)
            out.kind = .view(applied)
        case .group(let children):
            out.kind = .group(resolving(children, container: container))
        case .modified(let content, var applied):
            if applied.modifierType == ContainerRelativeFrame.self,
                var frame = applied.modifier as? ContainerRelativeFrame
            {
                frame.container = container
                applied.modifier = frame
            }
            out.kind = .modified(resolving(content, container: container), applied)
        case .empty:
            break
        }
        return out
    }
}
