// Checker+ShapeView.swift: iOS 17's chains of fills and strokes on one shape (`Capsule().fill(.yellow)
// .stroke(.blue, lineWidth: 8)`, `Circle().stroke(.red, lineWidth: 20).fill(.orange)`), and `.background()` with no
// style, and `.border(_:width:)` with a style that is not a colour.
// Rule: Apple: ShapeView — developer.apple.com/documentation/swiftui/shapeview: `fill(_:style:)` returns
// `FillShapeView<Content, S, Self>` and `stroke(_:lineWidth:antialiased:)` a `StrokeShapeView<Content, S, Self>`,
// whose `background` is "the background shown beneath this view" (FillShapeView.background): each fill or stroke
// of the chain draws the same shape over everything written before it. Only a stroke *with a style* is a ShapeView;
// `stroke(lineWidth:)` / `stroke(style:)` without one is the older `Shape.stroke` returning a Shape, whose `.fill`
// fills the stroked outline (left to the ordinary rules). View.background(ignoresSafeAreaEdges:) —
// developer.apple.com/documentation/swiftui/view/background(ignoressafeareaedges:): with no arguments a view's
// background is the `.background` shape style. Status: complete.

extension Checker {
    /// `shapeView.fill(…)` / `.stroke(…)` / `.strokeBorder(…)` as `shapeView.overlay { shape.op(…) }`; nil when the
    /// receiver is not a fill or styled stroke of a shape.
    mutating func checkShapeViewChain(
        _ base: Expr, _ name: String, nameRange: SourceRange, dot: SourceLocation, calleeRange: SourceRange,
        _ call: CallSite, expected: SceneType?
    ) -> Typed? {
        guard Checker.shapeViewOperations.contains(name), Checker.isStyled(name, call.arguments),
            let shape = Checker.shapeUnderShapeView(base)
        else { return nil }
        let range = call.range
        let operation = Expr(
            .call(
                Expr(.member(shape, name, nameRange: nameRange, dot: dot), calleeRange), call.arguments,
                trailingClosure: call.trailing, closeParen: call.closeParen), range)
        let overlay = Expr(
            .call(
                Expr(.member(base, "overlay", nameRange: nameRange, dot: dot), calleeRange), [],
                trailingClosure: Closure(returning: operation), closeParen: nil), range)
        return check(overlay, expected: expected)
    }

    /// `view.background()` as `view.background(.background)`; nil for any other call.
    mutating func checkDefaultBackground(
        _ base: Expr, _ name: String, nameRange: SourceRange, dot: SourceLocation, calleeRange: SourceRange,
        _ call: CallSite, expected: SceneType?
    ) -> Typed? {
        guard name == "background", call.arguments.isEmpty, call.trailing == nil else { return nil }
        let at = call.closeParen ?? nameRange
        let style = Argument(label: nil, labelRange: nil, value: Expr(.implicitMember("background"), at), range: at)
        let styled = Expr(
            .call(
                Expr(.member(base, name, nameRange: nameRange, dot: dot), calleeRange), [style],
                trailingClosure: nil, closeParen: call.closeParen), call.range)
        return check(styled, expected: expected)
    }

    static let shapeViewOperations: Set<String> = ["fill", "stroke", "strokeBorder"]

    /// Whether `name(arguments)` is the ShapeView form: any fill, or a stroke whose first argument is a style.
    static func isStyled(_ name: String, _ arguments: [Argument]) -> Bool {
        name == "fill" || arguments.first.map { $0.label == nil } == true
    }

    /// The shape a chain of ShapeView operations starts from (`Circle()` in `Circle().fill(a).stroke(b, …)`), nil when
    /// `e` is not such a chain.
    static func shapeUnderShapeView(_ e: Expr) -> Expr? {
        guard case .call(let callee, let arguments, nil, _) = e.kind,
            case .member(let receiver, let name, _, _) = callee.kind,
            shapeViewOperations.contains(name), isStyled(name, arguments)
        else { return nil }
        return shapeUnderShapeView(receiver) ?? receiver
    }
}

extension Checker {
    /// `view.border(style, width: w)` with a style other than a colour (`Color.orange.gradient`) as
    /// `view.overlay(Rectangle().strokeBorder(style, lineWidth: w))`, which is what Apple documents it to be
    /// (View.border(_:width:) — developer.apple.com/documentation/swiftui/view/border(_:width:)); nil for a colour
    /// (BorderModifier draws it) or any other call.
    mutating func checkStyledBorder(
        _ base: Expr, _ name: String, nameRange: SourceRange, dot: SourceLocation, calleeRange: SourceRange,
        _ call: CallSite, expected: SceneType?
    ) -> Typed? {
        guard name == "border", call.trailing == nil, let style = call.arguments.first, style.label == nil,
            call.arguments.dropFirst().allSatisfy({ $0.label == "width" })
        else { return nil }
        let trial = checkOnTrial(style.value)
        guard trial.reported == 0, trial.typed.type != .color else { return nil }
        let range = call.range
        var arguments = [style]
        if let width = call.arguments.dropFirst().first {
            arguments.append(Argument(label: "lineWidth", labelRange: width.labelRange, value: width.value, range: width.range))
        }
        let rectangle = Expr(.call(Expr(.identifier("Rectangle"), calleeRange), [], trailingClosure: nil, closeParen: nil), range)
        let stroke = Expr(
            .call(
                Expr(.member(rectangle, "strokeBorder", nameRange: nameRange, dot: dot), calleeRange), arguments,
                trailingClosure: nil, closeParen: call.closeParen), range)
        let overlay = Expr(
            .call(
                Expr(.member(base, "overlay", nameRange: nameRange, dot: dot), calleeRange),
                [Argument(label: nil, labelRange: nil, value: stroke, range: range)], trailingClosure: nil,
                closeParen: call.closeParen), range)
        return check(overlay, expected: expected)
    }
}
