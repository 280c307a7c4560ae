// Checker+AlignmentGuide.swift: `.alignmentGuide(_:computeValue:)` and the ViewDimensions its closure reads
// (`d.width`, `d.height`, `d[.top]`, `d[HorizontalAlignment.center]`, `d[.lastTextBaseline]`).
// Rule: Apple: View.alignmentGuide(_:computeValue:) — developer.apple.com/documentation/swiftui/view/
// alignmentguide(_:computevalue:)-6y3u2 and -9mdoh, one overload per axis; ViewDimensions.subscript(_:) —
// developer.apple.com/documentation/swiftui/viewdimensions, one per axis, so a bare `.center` is ambiguous in Swift
// and is here too. A guide of a view is its offset from the view's top-leading corner: leading 0, center w/2, trailing
// w; top 0, center h/2, bottom h, the text baselines as layout measures them (Evaluator+AlignmentGuide). Custom
// `AlignmentID` guides are Checker+CustomAlignment's. Status: complete for the standard guides.

extension Checker {
    /// `views.alignmentGuide(guide) { d in … }` / `.alignmentGuide(guide, computeValue: { d in … })`.
    mutating func checkAlignmentGuide(_ views: IR, nameRange: SourceRange, _ call: CallSite) -> Typed {
        var closure = call.trailing
        if closure == nil, call.arguments.count == 2, call.arguments[1].label == "computeValue",
            case .closure(let c) = call.arguments[1].value.kind
        {
            closure = c
        }
        guard let closure, let first = call.arguments.first, first.label == nil,
            call.arguments.count == (call.trailing == nil ? 2 : 1), let index = structIndex["ViewDimensions"]
        else {
            diagnostics.error(
                "alignmentGuide takes a guide and a closure of the view's dimensions", at: call.range,
                hint: "write '.alignmentGuide(.leading) { d in d[.trailing] }'")
            checkLoosely(call)
            return .error
        }
        let dimensions = SceneType.instance(index, name: "ViewDimensions")
        if let custom = customAlignmentGuide(first.value) {
            let value = checkClosureValue(closure, parameters: [dimensions], result: .double)
            if value.type == .error { return .error }
            return Typed(ir: customGuideModifier(views, custom, computeValue: value.ir, call.range), type: .view)
        }
        guard let guide = alignmentGuideKey(first.value) else { return .error }
        let value = checkClosureValue(closure, parameters: [dimensions], result: .double)
        if value.type == .error { return .error }
        return Typed(ir: .alignmentGuide(views, guide: guide, computeValue: value.ir, call.range), type: .view)
    }

    /// The guide `e` names; nil after reporting an ambiguous `.center` or a guide anim does not know.
    mutating func alignmentGuideKey(_ e: Expr) -> AlignmentGuideKey? {
        if case .implicitMember("center") = e.kind {
            diagnostics.error(
                "ambiguous use of 'center'", at: e.range,
                hint: "write 'HorizontalAlignment.center' or 'VerticalAlignment.center'")
            return nil
        }
        let horizontal = checkOnTrial(e, expected: .horizontalAlignment)
        if horizontal.reported == 0, horizontal.typed.type == .horizontalAlignment,
            case .constant(.horizontalAlignment(let h)) = check(e, expected: .horizontalAlignment).ir
        {
            return .horizontal(h)
        }
        let vertical = checkOnTrial(e, expected: .verticalAlignment)
        if vertical.reported == 0, vertical.typed.type == .verticalAlignment,
            case .constant(.verticalAlignment(let v)) = check(e, expected: .verticalAlignment).ir
        {
            return .vertical(v)
        }
        diagnostics.error(
            "anim reads an alignment guide written as a standard guide ('.leading', '.top', '.firstTextBaseline' …)",
            at: e.range, hint: "custom AlignmentID guides are not supported by anim yet")
        return nil
    }

    /// `d[guide]` on a ViewDimensions `base` (a name: the closure's parameter, `$0`, or a copy of it): the guide's
    /// offset as an expression over `d`'s properties; nil when `base` is no such name (only names are tried, so a
    /// chain of subscripts is not checked twice per level).
    mutating func checkViewDimensionsSubscript(_ base: Expr, _ index: Expr, range: SourceRange) -> Typed? {
        guard structIndex["ViewDimensions"] != nil, case .identifier = base.kind,
            case .instance(_, "ViewDimensions") = checkOnTrial(base).typed.type
        else { return nil }
        if let explicit = checkExplicitGuide(index) { return explicit }
        if let custom = customAlignmentGuide(index) {
            return Typed(ir: customGuideDefault(custom, dimensions: check(base, expected: nil).ir, range), type: .double)
        }
        guard let guide = alignmentGuideKey(index) else { return .error }
        func member(_ name: String) -> Expr {
            Expr(.member(base, name, nameRange: index.range, dot: index.range.start), range)
        }
        func half(_ name: String) -> Expr {
            Expr(.binary("/", member(name), Expr(.float("2"), range), operatorRange: index.range), range)
        }
        let zero = Expr(.binary("*", member("width"), Expr(.float("0"), range), operatorRange: index.range), range)
        let value: Expr
        switch guide {
        case .horizontal(.leading): value = zero
        case .horizontal(.center): value = half("width")
        case .horizontal(.trailing): value = member("width")
        case .vertical(.top): value = zero
        case .vertical(.center): value = half("height")
        case .vertical(.bottom): value = member("height")
        case .vertical(.firstTextBaseline): value = member("_firstTextBaseline")
        case .vertical(.lastTextBaseline): value = member("_lastTextBaseline")
        case .horizontal(.custom), .vertical(.custom): preconditionFailure("alignmentGuideKey reads standard guides")
        }
        return check(value, expected: .double)
    }
}
