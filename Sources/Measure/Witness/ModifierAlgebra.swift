// ModifierAlgebra.swift: the answer key's own small layout and matrix algebra: where each marker must land,
// derived from its modifier chain alone, never from the layout engine it checks (docs/ARCHITECTURE.md "The answer key
// is independent").
// Rule: seed 000: one affine matrix per modifier about the right anchor (a unit point of the frame at that point of
// the chain), composed first-written-first; in the snapped variant offsets snap to 1/scale ties up, and the leaf's
// frame and each effect's anchor frame are rounded to the pixel grid (each edge nearest, ties up) as SwiftUI draws
// them.
// Supported placement: fixed frames, padding, position, offset, rotationEffect/scaleEffect with anchors, and
// stacking in ZStack/overlay/background with any standard alignment. Anything else (H/V stacks, flexible frames,
// fixedSize, spacers) depends on more than the marker's chain and is reported, not guessed. Status: complete.

import Geometry
import Scene

public enum ModifierAlgebra {
    /// Every leaf shape of `root` laid out in `canvas` (points) at render `scale`, in drawing order.
    public static func predictions(for root: ViewNode, canvas: Size, scale: Double) -> [MarkerPrediction] {
        let forward = Walker(scale: scale).markers(root, canvas: canvas)
        let reversed = Walker(scale: scale).markers(ChainReversal.reversed(root), canvas: canvas)
        return zip(forward, reversed).map { f, r in
            var m = f
            if let p = f.predicted, let q = r.predicted, q.matrix != p.matrix {
                m.predicted?.reversed = q.matrix
            }
            return m
        }
    }
}

// MARK: - Walker

/// A proposal in this algebra: nil axes ask for the ideal size.
private struct Proposal {
    var width: Double?
    var height: Double?
}

/// Thrown when a size needs layout rules outside the algebra.
private struct Unsupported: Error {
    var reason: String
}

/// One step of a marker's chain, outermost first while walking down.
private enum Step {
    case offset(Double, Double)
    /// The effect about its anchor in the modified view's frame as laid out, the same about the anchor in that frame
    /// rounded to the pixel grid (what the renderer draws), the label and the animatable step.
    case effect(AffineTransform, snapped: AffineTransform, String, ChainStep)
}

private struct Walker {
    let scale: Double

    struct Style {
        var fill: Color?
        var foreground: Color = .black
        var opacity: Double = 1
        /// The written text of each modifier between the nearest container and here, outermost first.
        var label: [String] = []
        /// How many of the steps belong to containers above the marker's own modifier run.
        var outerSteps = 0

        /// The same style for the children of a container: the marker's own run starts again.
        func entering(_ steps: [Step]) -> Style {
            var s = self
            s.label = []
            s.outerSteps = steps.count
            return s
        }
    }

    func markers(_ root: ViewNode, canvas: Size) -> [MarkerPrediction] {
        var out: [MarkerPrediction] = []
        let proposal = Proposal(width: canvas.width, height: canvas.height)
        do {
            let size = try self.size(root, proposal)
            let origin = Point(x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2)
            walk(root, proposal, origin, [], Style(), blocked: nil, &out)
        } catch {
            walk(root, proposal, .zero, [], Style(), blocked: error.reason, &out)
        }
        return out
    }

    /// The size `node` reports for `p`, for the supported subset.
    func size(_ node: ViewNode, _ p: Proposal) throws(Unsupported) -> Size {
        switch node.kind {
        case .view(let view):
            switch WrittenView(view) {
            case .shape, .color, .drawing:
                return Size(width: p.width ?? 10, height: p.height ?? 10)
            case .spacer:
                throw Unsupported(reason: "a Spacer's size depends on its stack")
            case .text:
                throw Unsupported(reason: "a Text's size comes from its font, outside the algebra")
            case .stack(.z, _, _):
                return try zSize(view.children, p)
            case .stack(let axis, let alignment, let spacing):
                return try line(axis, alignment, spacing, view.children, p).size
            case .other(let name):
                throw Unsupported(reason: "a \(name)'s size is outside the algebra")
            }
        case .empty:
            return .zero
        case .group(let children):
            return try zSize(children, p)
        case .modified(let content, let applied):
            switch WrittenModifier(applied) {
            case .fill, .foregroundStyle, .opacity, .zIndex, .offset, .rotation, .scale, .background, .overlay,
                .animation, .hidden, .neutral:
                return try size(content, p)
            case .frame(let w, let h, _):
                if let w, let h { return Size(width: w, height: h) }
                let c = try size(content, Proposal(width: w ?? p.width, height: h ?? p.height))
                return Size(width: w ?? c.width, height: h ?? c.height)
            case .padding(let e):
                let c = try size(
                    content,
                    Proposal(
                        width: p.width.map { max(0, $0 - e.leading - e.trailing) },
                        height: p.height.map { max(0, $0 - e.top - e.bottom) }))
                return Size(width: c.width + e.leading + e.trailing, height: c.height + e.top + e.bottom)
            case .position:
                if let w = p.width, let h = p.height { return Size(width: w, height: h) }
                let c = try size(content, p)
                return Size(width: p.width ?? c.width, height: p.height ?? c.height)
            case .unsupported(let reason):
                throw Unsupported(reason: reason)
            case .outline:
                return try size(content, p)
            }
        }
    }

    /// An HStack or VStack of fixed-size children: each child's size (the same whatever it is proposed, so the
    /// stack's division of space among flexible children never comes into it), the gaps between them (written
    /// spacing, else WrittenView.defaultSpacing), and each child's top-leading corner in the stack, aligned on the
    /// minor axis by the stack's alignment (Apple: HStack, VStack). ForEach groups are flattened and EmptyView
    /// children skipped, as the stack sees them.
    func line(_ axis: StackAxis, _ alignment: Alignment, _ spacing: Double?, _ children: [ViewNode], _ p: Proposal)
        throws(Unsupported) -> (size: Size, items: [ViewNode], origins: [Point])
    {
        let name = axis == .horizontal ? "an HStack" : "a VStack"
        if axis == .horizontal, alignment.vertical == .firstTextBaseline || alignment.vertical == .lastTextBaseline {
            throw Unsupported(reason: "placed by \(name) aligned on text baselines, outside the algebra")
        }
        func flat(_ nodes: [ViewNode]) -> [ViewNode] {
            nodes.flatMap { n -> [ViewNode] in
                switch n.kind {
                case .group(let c): flat(c)
                case .empty: []
                default: [n]
                }
            }
        }
        let items = flat(children)
        var sizes: [Size] = []
        for c in items {
            let s = try size(c, p)
            let ideal = try size(c, Proposal(width: nil, height: nil))
            let least = try size(c, Proposal(width: 0, height: 0))
            guard s == ideal, s == least else {
                throw Unsupported(
                    reason:
                        "placed by \(name) with a flexible child: the stack divides its space by rules outside the algebra"
                )
            }
            sizes.append(s)
        }
        let gap = spacing ?? WrittenView.defaultSpacing
        let major = sizes.map { axis == .horizontal ? $0.width : $0.height }
        let minor = sizes.map { axis == .horizontal ? $0.height : $0.width }
        let length = major.reduce(0, +) + gap * Double(max(0, items.count - 1))
        let thickness = minor.max() ?? 0
        var cursor = 0.0
        var origins: [Point] = []
        for k in items.indices {
            let f: Double
            if axis == .horizontal {
                f = alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 1 : 0.5
                origins.append(Point(x: cursor, y: f * (thickness - minor[k])))
            } else {
                f = alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 1 : 0.5
                origins.append(Point(x: f * (thickness - minor[k]), y: cursor))
            }
            cursor += major[k] + gap
        }
        let size = axis == .horizontal ? Size(width: length, height: thickness) : Size(width: thickness, height: length)
        return (size, items, origins)
    }

    /// A ZStack's (or group's) size: the largest child on each axis.
    func zSize(_ children: [ViewNode], _ p: Proposal) throws(Unsupported) -> Size {
        var s = Size.zero
        for c in children {
            let cs = try size(c, p)
            s = Size(width: max(s.width, cs.width), height: max(s.height, cs.height))
        }
        return s
    }

    /// Walks down placing `node` with its top-leading corner at `origin` (canvas points, offsets and effects not
    /// applied), collecting the chain's steps outermost first.
    func walk(
        _ node: ViewNode, _ p: Proposal, _ origin: Point, _ steps: [Step], _ style: Style, blocked: String?,
        _ out: inout [MarkerPrediction]
    ) {
        // Every child of a node whose size could not be found inherits the reason.
        func sized(_ n: ViewNode, _ q: Proposal) -> Size? {
            blocked == nil ? (try? size(n, q)) : nil
        }
        func reason(_ n: ViewNode, _ q: Proposal) -> String? {
            if let blocked { return blocked }
            do {
                _ = try size(n, q)
                return nil
            } catch { return error.reason }
        }
        switch node.kind {
        case .view(let view):
            switch WrittenView(view) {
            case .shape(let kind):
                let color = (style.fill ?? style.foreground).opacity(style.opacity)
                guard blocked == nil, let s = sized(node, p) else {
                    var m = MarkerPrediction(color: color, shape: kind, range: node.range, reason: blocked ?? "no size")
                    m.chain = chainLabel(style, steps)
                    out.append(m)
                    return
                }
                var m = predict(kind, color, node.range, Rect(origin: origin, size: s), steps)
                m.chain = chainLabel(style, steps)
                out.append(m)
            case .color, .text, .spacer, .drawing:
                return
            case .stack(.z, let alignment, _):
                stack(view.children, alignment, p, origin, steps, style.entering(steps), blocked: blocked, &out)
            case .stack(let axis, let alignment, let spacing):
                guard blocked == nil, let placed = try? line(axis, alignment, spacing, view.children, p) else {
                    let why = blocked ?? reason(node, p)
                    for c in view.children { walk(c, p, origin, steps, style.entering(steps), blocked: why, &out) }
                    return
                }
                for (c, at) in zip(placed.items, placed.origins) {
                    walk(c, p, origin + at, steps, style.entering(steps), blocked: nil, &out)
                }
            case .other:
                let why = blocked ?? reason(node, p)
                for c in view.children { walk(c, p, origin, steps, style.entering(steps), blocked: why, &out) }
            }
        case .empty:
            return
        case .group(let children):
            stack(children, .center, p, origin, steps, style.entering(steps), blocked: blocked, &out)
        case .modified(let content, let applied):
            let modifier = WrittenModifier(applied)
            var st = style
            if let text = writtenText(applied, modifier) { st.label.append(text) }
            let here = sized(node, p)
            let block = here == nil ? (blocked ?? reason(node, p)) : nil
            switch modifier {
            case .fill(let c):
                st.fill = c
                walk(content, p, origin, steps, st, blocked: block, &out)
            case .foregroundStyle(let c):
                st.foreground = c
                st.fill = nil
                walk(content, p, origin, steps, st, blocked: block, &out)
            case .opacity(let o):
                st.opacity *= max(0, min(1, o))
                walk(content, p, origin, steps, st, blocked: block, &out)
            case .zIndex, .animation, .neutral:
                walk(content, p, origin, steps, st, blocked: block, &out)
            case .hidden:
                return
            case .offset(let x, let y):
                walk(content, p, origin, steps + [.offset(x, y)], st, blocked: block, &out)
            case .rotation(let angle, let anchor):
                let s = here ?? .zero
                let a = origin + anchor.in(s)
                let r = round(Rect(origin: origin, size: s))
                walk(
                    content, p, origin,
                    steps + [
                        .effect(
                            .about(a, AffineTransform(rotation: angle)),
                            snapped: .about(r.origin + anchor.in(r.size), AffineTransform(rotation: angle)),
                            ".rotationEffect(\(format(angle.degrees))°\(anchorText(anchor)))",
                            .rotation(degrees: angle.degrees, about: a))
                    ], st, blocked: block, &out)
            case .scale(let x, let y, let anchor):
                let s = here ?? .zero
                let a = origin + anchor.in(s)
                let r = round(Rect(origin: origin, size: s))
                walk(
                    content, p, origin,
                    steps + [
                        .effect(
                            .about(a, AffineTransform(scaleX: x, y: y)),
                            snapped: .about(r.origin + anchor.in(r.size), AffineTransform(scaleX: x, y: y)),
                            x == y
                                ? ".scaleEffect(\(format(x))\(anchorText(anchor)))"
                                : ".scaleEffect(x: \(format(x)), y: \(format(y))\(anchorText(anchor)))",
                            .scale(x: x, y: y, about: a))
                    ], st, blocked: block, &out)
            case .frame(let w, let h, let alignment):
                let q = Proposal(width: w ?? p.width, height: h ?? p.height)
                let s = here ?? .zero
                let c = sized(content, q) ?? .zero
                walk(content, q, origin + align(alignment, s, c), steps, st, blocked: block, &out)
            case .padding(let e):
                let q = Proposal(
                    width: p.width.map { max(0, $0 - e.leading - e.trailing) },
                    height: p.height.map { max(0, $0 - e.top - e.bottom) })
                walk(content, q, Point(x: origin.x + e.leading, y: origin.y + e.top), steps, st, blocked: block, &out)
            case .position(let x, let y):
                let s = here ?? .zero
                let q = Proposal(width: s.width, height: s.height)
                let c = sized(content, q) ?? .zero
                walk(
                    content, q, Point(x: origin.x + x - c.width / 2, y: origin.y + y - c.height / 2), steps, st,
                    blocked: block, &out)
            case .background(let secondary, let alignment), .overlay(let secondary, let alignment):
                let s = here ?? .zero
                let q = Proposal(width: s.width, height: s.height)
                let c = sized(secondary, q) ?? .zero
                var sec = st.entering(steps)
                sec.fill = nil
                let isBackground = if case .background = modifier { true } else { false }
                if isBackground {
                    walk(secondary, q, origin + align(alignment, s, c), steps, sec, blocked: block, &out)
                }
                walk(content, p, origin, steps, st, blocked: block, &out)
                if !isBackground {
                    walk(secondary, q, origin + align(alignment, s, c), steps, sec, blocked: block, &out)
                }
            case .unsupported:
                walk(content, p, origin, steps, st, blocked: block ?? reason(node, p), &out)
            case .outline(let why):
                walk(content, p, origin, steps, st, blocked: block ?? why, &out)
            }
        }
    }

    private func stack(
        _ children: [ViewNode], _ alignment: Alignment, _ p: Proposal, _ origin: Point, _ steps: [Step], _ style: Style,
        blocked: String?, _ out: inout [MarkerPrediction]
    ) {
        var total = Size.zero
        var sizes: [Size?] = []
        for c in children {
            let s = blocked == nil ? (try? size(c, p)) : nil
            sizes.append(s)
            if let s { total = Size(width: max(total.width, s.width), height: max(total.height, s.height)) }
        }
        let anyUnsized = sizes.contains { $0 == nil }
        // Draw order: declaration order re-sorted by zIndex, as the stack draws them.
        let order = children.indices.sorted { (zIndex(children[$0]), $0) < (zIndex(children[$1]), $1) }
        for i in order {
            let why = blocked ?? (anyUnsized ? "shares a ZStack with a view whose size is outside the algebra" : nil)
            walk(children[i], p, origin + align(alignment, total, sizes[i] ?? .zero), steps, style, blocked: why, &out)
        }
    }

    private func zIndex(_ node: ViewNode) -> Double {
        var n = node
        while case .modified(let content, let applied) = n.kind {
            if case .zIndex(let z) = WrittenModifier(applied) { return z }
            n = content
        }
        return 0
    }

    private func align(_ a: Alignment, _ container: Size, _ child: Size) -> Point {
        func f(_ h: HorizontalAlignment) -> Double { h == .leading ? 0 : h == .center ? 0.5 : 1 }
        func g(_ v: VerticalAlignment) -> Double { v == .top ? 0 : v == .center ? 0.5 : 1 }
        return Point(
            x: f(a.horizontal) * (container.width - child.width), y: g(a.vertical) * (container.height - child.height))
    }

    /// Composes the marker's matrix: its layout centre, then each step innermost (first written) first.
    private func predict(_ kind: ShapeKind, _ color: Color, _ range: SourceRange, _ rect: Rect, _ steps: [Step])
        -> MarkerPrediction
    {
        var pure = AffineTransform(translationX: rect.midX, y: rect.midY)
        let grid = round(rect)
        var snapped = AffineTransform(translationX: grid.midX, y: grid.midY)
        for step in steps.reversed() {
            switch step {
            case .offset(let x, let y):
                pure = pure.concatenating(AffineTransform(translationX: x, y: y))
                snapped = snapped.concatenating(AffineTransform(translationX: snap(x), y: snap(y)))
            case .effect(let m, let n, _, _):
                pure = pure.concatenating(m)
                snapped = snapped.concatenating(n)
            }
        }
        let chainSteps = steps.reversed().map { step -> ChainStep in
            switch step {
            case .offset(let x, let y): .offset(x: x, y: y, snappedX: snap(x), snappedY: snap(y))
            case .effect(_, _, _, let c): c
            }
        }
        let predicted = Predicted(
            size: rect.size, matrix: pure, snapped: snapped, reversed: nil,
            centre: Point(x: rect.midX, y: rect.midY), steps: chainSteps)
        let chain = steps.reversed().map(stepText).joined(separator: " ")
        switch kind {
        case .roundedRectangle, .capsule, .unevenRoundedRectangle:
            var m = MarkerPrediction(
                color: color, shape: kind, range: range, reason: "continuous corners have no closed-form moments here")
            m.placed = predicted
            return m
        default: break
        }
        var m = MarkerPrediction(color: color, shape: kind, range: range, predicted: predicted)
        m.chain = chain
        return m
    }

    private func stepText(_ step: Step) -> String {
        switch step {
        case .offset(let x, let y): offsetText(x, y)
        case .effect(_, _, let text, _): text
        }
    }

    private func offsetText(_ x: Double, _ y: Double) -> String {
        y == 0
            ? ".offset(x: \(format(x)))"
            : x == 0 ? ".offset(y: \(format(y)))" : ".offset(x: \(format(x)), y: \(format(y)))"
    }

    /// The marker's chain label: every modifier of its own run as written, first written first (the colour it
    /// fills with is the label's colour, so fill and foregroundStyle are left out), then any transform its
    /// containers add.
    private func chainLabel(_ style: Style, _ steps: [Step]) -> String {
        var text = style.label.reversed().joined(separator: " ")
        // A translucent copy (a ghost) is its own marker: say so, with the opacity it is drawn at.
        let opacity = (style.fill ?? style.foreground).opacity * style.opacity
        if opacity < 1 { text += (text.isEmpty ? "" : " ") + "[opacity \(format(opacity))]" }
        let outer = steps.prefix(style.outerSteps)
        if !outer.isEmpty {
            text +=
                (text.isEmpty ? "" : " ") + "(container: " + outer.reversed().map(stepText).joined(separator: " ")
                + ")"
        }
        return text
    }

    /// A modifier as written, for labels (nil: fill and foregroundStyle, which the label's colour shows).
    private func writtenText(_ applied: AppliedModifier, _ m: WrittenModifier) -> String? {
        func alignmentText(_ a: Alignment) -> String {
            guard a != .center else { return "" }
            return ", alignment: " + (Alignment.named.first { $0.value == a }.map { "." + $0.key } ?? "\(a)")
        }
        switch m {
        case .fill, .foregroundStyle: return nil
        case .opacity(let o): return ".opacity(\(format(o)))"
        case .offset(let x, let y): return offsetText(x, y)
        case .rotation(let a, let anchor): return ".rotationEffect(\(format(a.degrees))°\(anchorText(anchor)))"
        case .scale(let x, let y, let anchor):
            return x == y
                ? ".scaleEffect(\(format(x))\(anchorText(anchor)))"
                : ".scaleEffect(x: \(format(x)), y: \(format(y))\(anchorText(anchor)))"
        case .frame(let w, let h, let a):
            let sizes = [w.map { "width: \(format($0))" }, h.map { "height: \(format($0))" }].compactMap { $0 }
            return ".frame(" + sizes.joined(separator: ", ") + alignmentText(a) + ")"
        case .padding(let e):
            if e.top == e.leading && e.top == e.bottom && e.top == e.trailing { return ".padding(\(format(e.top)))" }
            return ".padding(EdgeInsets(top: \(format(e.top)), leading: \(format(e.leading)), "
                + "bottom: \(format(e.bottom)), trailing: \(format(e.trailing))))"
        case .position(let x, let y): return ".position(x: \(format(x)), y: \(format(y)))"
        case .zIndex(let z): return ".zIndex(\(format(z)))"
        default: return "." + applied.name + (applied.arguments.isEmpty ? "()" : "(…)")
        }
    }

    private func format(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() && abs(r) < 1e9 ? String(Int(r)) : String(r)
    }

    private func anchorText(_ a: UnitPoint) -> String {
        guard a != .center else { return "" }
        let name = UnitPoint.named.filter { $0.key != "zero" }.first { $0.value == a }?.key
        return ", anchor: " + (name.map { "." + $0 } ?? "UnitPoint(x: \(a.x), y: \(a.y))")
    }

    /// A view's frame as the renderer draws it: each edge snapped to the device pixel grid on its own, nearest, ties
    /// up, so an odd-sized frame centred on a whole point (`.position(x: 200, y: 100)` of a 61 × 41 frame) lands half
    /// a pixel right and down. SwiftUI rounds each view's frame to the pixel grid this way before drawing it:
    /// OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI) Sources/OpenSwiftUICore/Layout/View/ViewFrame.swift,
    /// `ViewFrame.round(toMultipleOf:)` → `CGRect.roundCoordinatesToNearestOrUp(toMultipleOf:)`. Modelled here from
    /// that rule, not taken from the layout engine.
    private func round(_ r: Rect) -> Rect {
        let (x0, y0) = (snap(r.minX), snap(r.minY))
        return Rect(x: x0, y: y0, width: snap(r.maxX) - x0, height: snap(r.maxY) - y0)
    }

    /// An offset rounded to the device pixel grid, nearest, ties up (seed 000's table).
    private func snap(_ v: Double) -> Double {
        let px = v * scale
        let half = (px * 2).rounded() / 2
        let p = abs(px - half) < 1e-9 ? half : px
        return (p + 0.5).rounded(.down) / scale
    }
}

extension MarkerPrediction {
    init(color: Color, shape: ShapeKind, range: SourceRange, reason: String) {
        self.init(color: color, shape: shape, range: range, predicted: nil, reason: reason)
    }

    init(color: Color, shape: ShapeKind, range: SourceRange, predicted: Predicted) {
        self.init(color: color, shape: shape, range: range, predicted: predicted, reason: nil)
    }
}
