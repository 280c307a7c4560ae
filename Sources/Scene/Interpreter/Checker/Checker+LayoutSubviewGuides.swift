// Checker+LayoutSubviewGuides.swift: `subview.dimensions(in: proposal)[guide]` in a custom Layout — the guide's
// offset from the subview's top-leading corner, for a guide known only when the layout runs
// (`d[alignment.horizontal]` in a flexible-frame layout).
// Rule: Apple: LayoutSubview.dimensions(in:) returns ViewDimensions, whose subscripts take a HorizontalAlignment or a
// VerticalAlignment — developer.apple.com/documentation/swiftui/viewdimensions/subscript(_:)-8ugfm; a standard guide
// is leading 0, center w/2, trailing w; top 0, center h/2, bottom h. Here the dimensions are the subview's size
// (Builtins+Layout), so a text baseline reads the bottom and a custom AlignmentID guide its default at the leading or
// top edge (0). Status: standard guides exact; baselines and custom guides approximate, as said.

extension Checker {
    /// `size[guide]` where `base` checks as a CGSize (a layout subview's dimensions): nil when it does not, so other
    /// subscripts are tried.
    mutating func checkLayoutDimensionsSubscript(_ base: Expr, _ index: Expr, range: SourceRange) -> Typed? {
        let trial = checkOnTrial(base)
        guard trial.reported == 0, trial.typed.type == .size else { return nil }
        if case .implicitMember("center") = index.kind {
            diagnostics.error(
                "ambiguous use of 'center'", at: index.range,
                hint: "write 'HorizontalAlignment.center' or 'VerticalAlignment.center'")
            return .error
        }
        let horizontal = checkOnTrial(index, expected: .horizontalAlignment)
        if horizontal.reported == 0, horizontal.typed.type == .horizontalAlignment {
            let size = check(base, expected: nil)
            let guide = check(index, expected: .horizontalAlignment)
            return Typed(
                ir: .apply(
                    { v, _ in
                        guard case .size(let width, _) = v[0] else { return .double(0) }
                        switch v[1].horizontalAlignment {
                        case .leading, .custom: return .double(0)
                        case .center: return .double(width / 2)
                        case .trailing: return .double(width)
                        }
                    }, [size.ir, guide.ir], range), type: .double)
        }
        let vertical = checkOnTrial(index, expected: .verticalAlignment)
        if vertical.reported == 0, vertical.typed.type == .verticalAlignment {
            let size = check(base, expected: nil)
            let guide = check(index, expected: .verticalAlignment)
            return Typed(
                ir: .apply(
                    { v, _ in
                        guard case .size(_, let height) = v[0] else { return .double(0) }
                        switch v[1].verticalAlignment {
                        case .top, .custom: return .double(0)
                        case .center: return .double(height / 2)
                        case .bottom, .firstTextBaseline, .lastTextBaseline: return .double(height)
                        }
                    }, [size.ir, guide.ir], range), type: .double)
        }
        return nil
    }
}
