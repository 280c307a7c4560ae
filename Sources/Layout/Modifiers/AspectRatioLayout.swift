// AspectRatioLayout.swift: `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`.
// Rule: Apple: View.aspectRatio(_:contentMode:) (developer.apple.com/documentation/swiftui/view/aspectratio(_:
// contentmode:)): "constrains this view's dimensions to the specified aspect ratio", with no ratio "the aspect ratio
// of the view's ideal size"; `.fit` proposes the largest size of that ratio inside the proposal, `.fill` the smallest
// that covers it; the child answers and that is the size. OpenSwiftUI _AspectRatioLayout: an axis not proposed
// follows from the other through the ratio; neither proposed proposes nothing. scaledToFit() is
// aspectRatio(contentMode: .fit), scaledToFill() .fill. Status: complete for issue #15.

import Geometry
import Scene

struct AspectRatioLayout: LayoutModifier {
    /// width ÷ height; nil takes the content's ideal size's.
    var ratio: Double?
    var fill: Bool

    static let declarations = [
        ModifierDeclaration(
            "aspectRatio",
            [
                .modifier(
                    "aspectRatio",
                    [arg(nil, .optional(.double), .absent), arg("contentMode", .enumeration("ContentMode"))]
                ) { v, range throws(RuntimeFailure) in
                    let ratio = try v[0].optionalDouble.map { r throws(RuntimeFailure) in
                        let r = try GeometryArgument.finite(r, "aspect ratio", nonNegative: true, at: range)
                        guard r > 0 else { throw RuntimeFailure("aspect ratio must be positive, got 0", at: range) }
                        return r
                    }
                    return (AspectRatioLayout(ratio: ratio, fill: Self.fills(v[1])), nil)
                },
                .modifier("aspectRatio", [arg(nil, .size), arg("contentMode", .enumeration("ContentMode"))]) {
                    v, range throws(RuntimeFailure) in
                    guard case .size(let w, let h) = v[0] else { preconditionFailure("checked") }
                    let width = try GeometryArgument.finite(w, "aspect ratio width", nonNegative: true, at: range)
                    let height = try GeometryArgument.finite(h, "aspect ratio height", nonNegative: true, at: range)
                    guard width > 0, height > 0 else {
                        throw RuntimeFailure("aspect ratio size must be positive, got \(w)×\(h)", at: range)
                    }
                    return (AspectRatioLayout(ratio: width / height, fill: Self.fills(v[1])), nil)
                },
            ]),
        ModifierDeclaration(
            "scaledToFit", [.modifier("scaledToFit", []) { _ in AspectRatioLayout(ratio: nil, fill: false) }]),
        ModifierDeclaration(
            "scaledToFill", [.modifier("scaledToFill", []) { _ in AspectRatioLayout(ratio: nil, fill: true) }]),
    ]

    static func fills(_ mode: Value) -> Bool {
        guard case .enumeration(_, let name) = mode else { preconditionFailure("checked") }
        return name == "fill"
    }

    /// What the content is proposed for `proposal`.
    func childProposal(_ proposal: ProposedSize, content: ViewNode, in layout: LayoutEngine) -> ProposedSize {
        let r: Double
        if let ratio {
            r = ratio
        } else {
            let ideal = layout.sizeThatFits(content, .unspecified)
            guard ideal.width > 0, ideal.height > 0, ideal.width.isFinite, ideal.height.isFinite else {
                return proposal
            }
            r = ideal.width / ideal.height
        }
        switch (proposal.width, proposal.height) {
        case (let w?, let h?):
            // The largest (fit) or smallest (fill) width × height of ratio r inside / around w × h.
            let byWidth = Size(width: w, height: w / r)
            let byHeight = Size(width: h * r, height: h)
            let widthFits = byWidth.height <= h
            let chosen = (widthFits != fill) ? byWidth : byHeight
            return ProposedSize(chosen)
        case (let w?, nil): return ProposedSize(Size(width: w, height: w / r))
        case (nil, let h?): return ProposedSize(Size(width: h * r, height: h))
        case (nil, nil): return .unspecified
        }
    }

    func sizeThatFits(_ proposal: ProposedSize, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis) -> Size
    {
        layout.sizeThatFits(content, childProposal(proposal, content: content, in: layout))
    }

    func contentPlacement(_ proposal: ProposedSize, size: Size, content: ViewNode, in layout: LayoutEngine)
        -> ContentPlacement
    {
        let child = childProposal(proposal, content: content, in: layout)
        return .child(origin: .zero, proposal: child, size: size)
    }
}
