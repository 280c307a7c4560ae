// FrameLayout.swift: `frame(width:height:alignment:)`, SwiftUI's `_FrameLayout`.
// Rule: Apple: View.frame(width:height:alignment:) —
// developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:); OpenSwiftUI FrameLayout.swift. Status:
// complete.

import Geometry
import Scene

/// A fixed frame on zero, one or both axes; nil axes take the child's size.
///
/// The dimensions are stored as NaN for nil (never a valid dimension) so the value fits an existential's three-word
/// inline buffer: as two `Double?` it took 27 bytes and every `any LayoutModifier` made of it allocated a box (issue
/// #21; existential container layout:
/// github.com/swiftlang/swift/blob/main/docs/ABI/TypeLayout.rst#existential-container-layout).
struct FrameLayout: LayoutModifier {
    private var storedWidth: Double
    private var storedHeight: Double
    var alignment: Alignment = .center

    var width: Double? {
        get { storedWidth.isNaN ? nil : storedWidth }
        set { storedWidth = newValue ?? .nan }
    }
    var height: Double? {
        get { storedHeight.isNaN ? nil : storedHeight }
        set { storedHeight = newValue ?? .nan }
    }

    /// Invalid (negative or non-finite) dimensions are dropped, as SwiftUI does on current OSes.
    init(width: Double?, height: Double?, alignment: Alignment = .center) {
        self.alignment = alignment
        storedWidth = width.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil } ?? .nan
        storedHeight = height.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil } ?? .nan
    }

    /// The incoming proposal with the fixed dimensions substituted.
    func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? p.width, height: height ?? p.height)
    }

    /// Both fixed: the frame's size without asking the child; otherwise the child's size on the free axes.
    func size(_ p: ProposedSize, child: (ProposedSize) -> Size) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let c = child(childProposal(p))
        return Size(width: width ?? c.width, height: height ?? c.height)
    }

    static let declarations = [
        ModifierDeclaration(
            "frame",
            [
                .modifier(
                    "frame",
                    [
                        arg("width", .optional(.double), .absent), arg("height", .optional(.double), .absent),
                        arg("alignment", .alignment, .alignment(.center)),
                    ]
                ) { v, range throws(RuntimeFailure) in
                    let width = try GeometryArgument.length(v[0].optionalDouble, "frame(width:)", at: range)
                    let height = try GeometryArgument.length(v[1].optionalDouble, "frame(height:)", at: range)
                    return (FrameLayout(width: width, height: height, alignment: v[2].alignment), nil)
                }
            ])
    ]

    func sizeThatFits(_ p: ProposedSize, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis) -> Size {
        size(p) { layout.sizeThatFits(content, $0, parent: parent.inherited) }
    }

    func contentPlacement(_ p: ProposedSize, size: Size, content: ViewNode, in layout: LayoutEngine)
        -> ContentPlacement
    {
        contentPlacement(p, size: size, content: content, in: layout, parent: .none)
    }

    func contentPlacement(
        _ p: ProposedSize, size: Size, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis
    ) -> ContentPlacement {
        let proposal = childProposal(p)
        return layout.child(content, proposal: proposal, parent: parent.inherited) {
            layout.customAlignmentOffset(alignment, container: size, child: content, proposal, $0)
                ?? layout.alignmentOffset(alignment, container: size, child: $0)
        }
    }
}
