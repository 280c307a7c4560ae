// ViewNode.swift: the view tree one frame of a scene evaluates to; what Layout consumes.
// Rule: SwiftUI's view values: a leaf view wrapped by modifiers, written first = innermost (seed 000).
// Status: complete for issue #2.

import Animate
import Geometry

/// One view of the evaluated scene. Modifiers wrap their content: `Rectangle().offset(x: 1).rotationEffect(a)`
/// is `.modified(.modified(rectangle, .offset), .rotationEffect)`, so the first-written modifier is innermost.
public struct ViewNode: Sendable {
    public indirect enum Kind: Sendable {
        /// A primitive view (PrimitiveView.swift): a shape, `Color`, `Text`, `Spacer`, a stack with its children.
        case view(AppliedView)
        /// Views produced where one view is expected but several were written (a ForEach or builder at the root);
        /// lays out as a centred ZStack.
        case group([ViewNode])
        /// `EmptyView`, or an `if` without a taken branch in a place that needs a view.
        case empty
        /// `content` with a modifier applied (ViewModifier.swift).
        case modified(ViewNode, AppliedModifier)
    }

    /// What the node is; setting it recomputes `readsTextEnvironment` and the subtree's size and height.
    public var kind: Kind {
        didSet {
            packedRange.flag = Self.readsTextEnvironment(kind)
            (packedRange.chainFlag, packedRange.guideFlag) = Self.chainFlags(kind)
            (packedRange.count, packedRange.height) = Self.subtreeStatistics(kind)
        }
    }
    /// The source that produced this node: the view initialiser call, or the modifier call for `.modified`.
    public var range: SourceRange {
        get { packedRange.range }
        set { packedRange.range = newValue }
    }
    /// `range` in four words instead of six (ViewNode+PackedRange.swift): what keeps a node's copies inline; it also
    /// holds `readsTextEnvironment` and the subtree's size and height.
    private(set) var packedRange: PackedRange
    /// Structural identity (OpenSwiftUI Transition.swift, MoveTransition.swift and the other Animation/Transition
    /// files): a hash of where the node was written, the calls that led there and the ForEach/loop elements around it,
    /// stamped by the evaluator; 0 until stamped. Equal across the frames and state snapshots of one scene for "the
    /// same view", so animations follow it and transitions see it come and go.
    public var identity: UInt64 = 0
    /// Whether a `Text` (or a GeometryReader's or Canvas's content, PrimitiveView.readsTextEnvironment) is anywhere in
    /// this node: its content, children or secondary views. Computed when the node is made, from the flags already
    /// kept by its children and boxes, so Layout's text-environment walk (Layout TextEnvironment.swift) skips a
    /// text-free subtree without visiting it: 16 % of a 1000-view frame's layout went to walking a tree without text
    /// (issue #21, bench/README.md). One bit, kept in `packedRange`: a stored Bool made the node 49 bytes, and
    /// copies of it through value witnesses (`initializeWithCopy for ViewNode`) appeared in the profile
    /// (ViewNode+PackedRange.swift).
    public var readsTextEnvironment: Bool { packedRange.flag }

    /// Whether a modifier of this node's own chain (the `.modified` nodes down to the view, not its children or
    /// secondary views) can change its draw order among its siblings (ViewModifier.affectsDrawOrder): false for
    /// nearly every view, so a stack answers its draw order without walking each child's chain (issue #21: the walk
    /// was 3 % of a 1000-view frame, bench/README.md). Kept in `packedRange` beside `readsTextEnvironment`.
    public var modifierChainAffectsDrawOrder: Bool { packedRange.chainFlag }

    /// Whether an `.alignmentGuide` is among the modifiers of this node's own chain (as for
    /// `modifierChainAffectsDrawOrder`: the `.modified` nodes down to the view): a stack asks it of every child before
    /// it looks for explicit guides, and walking each child's chain for it took a retain and a release per level,
    /// the largest single cost of a 1000-view ZStack's sizing (issue #21, bench/README.md "Evaluation and layout:
    /// what is left is reference counting (stop 55)").
    public var modifierChainHasAlignmentGuide: Bool { packedRange.guideFlag }

    public init(_ kind: Kind, range: SourceRange = .none) {
        self.kind = kind
        let (count, height) = Self.subtreeStatistics(kind)
        let (drawOrder, guide) = Self.chainFlags(kind)
        self.packedRange = PackedRange(
            range, flag: Self.readsTextEnvironment(kind), chainFlag: drawOrder, guideFlag: guide, count: count,
            height: height)
    }

    /// Views in this node's subtree, itself included, and the subtree's levels (a leaf: 1, 1), both saturating at
    /// `PackedRange.statisticMaximum`: computed when the node is made from what its children and boxes already know,
    /// so the frame's limit check (ViewNode+Limits.swift) need not walk a tree within its limits.
    var subtreeCount: Int { packedRange.count }
    var subtreeHeight: Int { packedRange.height }

    private static func subtreeStatistics(_ kind: Kind) -> (count: Int, height: Int) {
        switch kind {
        case .view(let view):
            return (saturating(1 + view.childrenCount), saturating(1 + view.childrenHeight))
        case .group(let children):
            let (count, height) = childrenStatistics(children)
            return (saturating(1 + count), saturating(1 + height))
        case .empty:
            return (1, 1)
        case .modified(let content, let applied):
            return (
                saturating(1 + content.subtreeCount + applied.secondaryCount),
                saturating(1 + max(content.subtreeHeight, applied.secondaryHeight))
            )
        }
    }

    /// The summed sizes and the greatest height of `children` (saturating).
    static func childrenStatistics(_ children: [ViewNode]) -> (count: Int, height: Int) {
        var (count, height) = (0, 0)
        for child in children {
            count = saturating(count + child.subtreeCount)
            height = max(height, child.subtreeHeight)
        }
        return (count, height)
    }

    private static func saturating(_ n: Int) -> Int { min(n, PackedRange.statisticMaximum) }

    private static func readsTextEnvironment(_ kind: Kind) -> Bool {
        switch kind {
        case .view(let view): view.readsTextEnvironment
        case .group(let children): children.contains { $0.readsTextEnvironment }
        case .empty: false
        case .modified(let content, let applied): content.readsTextEnvironment || applied.secondaryReadsTextEnvironment
        }
    }

    /// The flags of the node's own chain (`modifierChainAffectsDrawOrder`, `modifierChainHasAlignmentGuide`): its
    /// modifier's, or'd with its content's, in one match of the kind.
    private static func chainFlags(_ kind: Kind) -> (drawOrder: Bool, guide: Bool) {
        guard case .modified(let content, let applied) = kind else { return (false, false) }
        return (
            applied.affectsDrawOrder || content.modifierChainAffectsDrawOrder,
            applied.isAlignmentGuide || content.modifierChainHasAlignmentGuide
        )
    }

    /// A primitive view written at `range`.
    public init(_ view: AppliedView, range: SourceRange = .none) {
        self.init(.view(view), range: range)
    }

    /// The primitive's children (stack contents) or a group's; none for other nodes.
    public var children: [ViewNode] {
        switch kind {
        case .view(let v): v.children
        case .group(let children): children
        case .empty, .modified: []
        }
    }

    /// `self` wrapped by `modifier`, written at `range`.
    public func modified(_ modifier: AppliedModifier, range: SourceRange = .none) -> ViewNode {
        ViewNode(.modified(self, modifier), range: range)
    }

    /// The primitive view under the modifiers written on it; nil for a group or nothing.
    public var viewUnderModifiers: AppliedView? {
        var node = self
        while case .modified(let content, _) = node.kind { node = content }
        if case .view(let applied) = node.kind { return applied }
        return nil
    }
}

/// `ContentTransition`: `.opacity` (the default: cross-fade), `.interpolate` (same here: glyph interpolation needs
/// matching glyph runs), `.identity` (swap at once), `.numericText` (issue #6): `countsDown:` fixes the direction,
/// `value:` gives the number whose change decides it, `matching: .floating` chooses seed 003's braked floating-run
/// rule over SwiftUI's prefix/suffix rule.
public enum ContentTransitionKind: Hashable, Sendable {
    case opacity, interpolate, identity
    case numericText(countsDown: Bool?, value: Double?, floating: Bool)
}

/// SwiftUI's built-in shapes.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double, style: RoundedCornerStyle)
    case capsule(style: RoundedCornerStyle)
    case circle
    case ellipse
    /// `UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`.
    case unevenRoundedRectangle(RectangleCornerRadii, style: RoundedCornerStyle)
    /// A `Path` used as a view: drawn as written, in the coordinates of the view's frame (not scaled to it).
    case path(Path)
    /// A user `struct X: Shape` (CustomShape.swift).
    case custom(CustomShape)
}

/// `RectangleCornerRadii`: one radius per corner, in points.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double

    public init(topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double) {
        (self.topLeading, self.bottomLeading, self.bottomTrailing, self.topTrailing) =
            (topLeading, bottomLeading, bottomTrailing, topTrailing)
    }
}

public enum StackAxis: Hashable, Sendable {
    case horizontal, vertical, z
}

public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing
    /// `HorizontalAlignment(Custom.self)` (CustomAlignmentID.swift).
    case custom(CustomAlignmentID)
}

public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom
    /// The first or last text baseline of the view; a view without text uses its bottom (OpenSwiftUI Text+Sizing.swift,
    /// Text+StringDrawingContext.swift and AlignmentGuide.swift).
    case firstTextBaseline, lastTextBaseline
    /// `VerticalAlignment(Custom.self)` (CustomAlignmentID.swift).
    case custom(CustomAlignmentID)
}

/// SwiftUI's `Alignment`: a horizontal and a vertical guide (`.topLeading`, `.center`, …).
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)

    /// SwiftUI's named alignments, by the member name a scene writes.
    public static let named: [String: Alignment] = [
        "center": .center,
        "leading": Alignment(horizontal: .leading, vertical: .center),
        "trailing": Alignment(horizontal: .trailing, vertical: .center),
        "top": Alignment(horizontal: .center, vertical: .top),
        "bottom": Alignment(horizontal: .center, vertical: .bottom),
        "topLeading": Alignment(horizontal: .leading, vertical: .top),
        "topTrailing": Alignment(horizontal: .trailing, vertical: .top),
        "bottomLeading": Alignment(horizontal: .leading, vertical: .bottom),
        "bottomTrailing": Alignment(horizontal: .trailing, vertical: .bottom),
        "centerFirstTextBaseline": Alignment(horizontal: .center, vertical: .firstTextBaseline),
        "centerLastTextBaseline": Alignment(horizontal: .center, vertical: .lastTextBaseline),
        "leadingFirstTextBaseline": Alignment(horizontal: .leading, vertical: .firstTextBaseline),
        "leadingLastTextBaseline": Alignment(horizontal: .leading, vertical: .lastTextBaseline),
        "trailingFirstTextBaseline": Alignment(horizontal: .trailing, vertical: .firstTextBaseline),
        "trailingLastTextBaseline": Alignment(horizontal: .trailing, vertical: .lastTextBaseline),
    ]
}

/// `EdgeInsets(top:leading:bottom:trailing:)`, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    public init(all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }
}

extension ViewNode {
    /// The string of the first `Text` (depth first) in `nodes`, as written: a Button's title as `tap` names it
    /// (Evaluator+Actions), a Picker option's label (Layout PickerView).
    public static func firstText(in nodes: [ViewNode]) -> String? {
        for node in nodes {
            switch node.kind {
            case .view(let applied):
                if applied.name == "Text", case .string(let s)? = applied.argument(nil) ?? applied.argument("verbatim")
                {
                    return s
                }
                if let found = firstText(in: applied.children) { return found }
            case .group(let children):
                if let found = firstText(in: children) { return found }
            case .modified(let content, _):
                if let found = firstText(in: [content]) { return found }
            case .empty:
                break
            }
        }
        return nil
    }
}
