// Checker+CustomAlignment.swift: `VerticalAlignment(Custom.self)` / `HorizontalAlignment(Custom.self)` for a user
// `enum Custom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { … } }`.
// Rule: Apple: AlignmentID — developer.apple.com/documentation/swiftui/alignmentid, and VerticalAlignment.init(_:) —
// developer.apple.com/documentation/swiftui/verticalalignment/init(_:) ("Creates a custom vertical alignment of the
// specified type"). The default value runs in layout, for each view size a stack asks about, so it is built as an
// `alignmentGuide` closure `{ d in Custom.defaultValue(in: d) }` over an empty view (Evaluator+AlignmentGuide keeps
// the frame's evaluator with it) and the closure taken from there into the guide's entry (CustomAlignmentID.swift).
// Status: complete; `_combineExplicit` overrides are not read (children's explicit values are averaged).

import Synchronization

extension Checker {
    /// The programs checked so far that declare custom guides, for their keys in CustomAlignmentID's table.
    static let customAlignmentPrograms = Atomic<Int>(0)

    /// The custom guide `name(Type.self)` makes; nil when the call has another form.
    mutating func checkCustomAlignment(_ name: String, _ call: CallSite) -> Typed? {
        guard call.arguments.count == 1, call.arguments[0].label == nil, call.trailing == nil,
            case .member(let base, "self", _, _) = call.arguments[0].value.kind
        else { return nil }
        let range = call.range
        let typeName: String? =
            switch base.kind {
            case .identifier(let n): n
            case .member(_, let n, _, _): n
            default: nil
            }
        guard let typeName, let index = structIndex[typeName],
            structs[index].declaration.conformances.contains(where: { $0.name == "AlignmentID" })
        else {
            diagnostics.error(
                "'\(name)(_:)' takes an AlignmentID type", at: call.arguments[0].value.range,
                hint:
                    "declare 'enum Custom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { … } }'"
            )
            return .error
        }
        guard let dimensions = structIndex["ViewDimensions"] else {
            diagnostics.error(
                "type '\(typeName)' does not conform to protocol 'AlignmentID'",
                at: structs[index].declaration.nameRange,
                hint: "add 'static func defaultValue(in d: ViewDimensions) -> CGFloat { … }'")
            return .error
        }
        let parameter = "d·alignment"
        let callee = Expr(.member(base, "defaultValue", nameRange: base.range, dot: base.range.end), base.range)
        let argument = Argument(label: "in", value: Expr(.identifier(parameter), range), range: range)
        let value = Expr(.call(callee, [argument], trailingClosure: nil, closeParen: range), range)
        let closure = Closure(
            parameters: [Closure.Parameter(name: parameter, range: range)], hasParameterClause: true,
            body: [Stmt(kind: .expression(value), range: range)], range: range)
        let computed = checkClosureValue(
            closure, parameters: [.instance(dimensions, name: "ViewDimensions")], result: .double)
        if computed.type == .error { return .error }
        // Over an empty view, so the guide's closure (with its evaluator) can be read off the modifier.
        let carrier = IR.alignmentGuide(
            .constant(.views([ViewNode(.empty)])), guide: .vertical(.top), computeValue: computed.ir, range)
        let vertical = name == "VerticalAlignment"
        if customAlignmentProgram == nil {
            customAlignmentProgram = Checker.customAlignmentPrograms.add(1, ordering: .relaxed).newValue
        }
        guard
            let custom = CustomAlignmentID.reserve(
                program: customAlignmentProgram ?? 0, offset: structs[index].declaration.nameRange.start.offset)
        else {
            diagnostics.error(
                "too many custom alignment guides in this process", at: range,
                hint: "anim keeps at most 65 535; restart the preview")
            return .error
        }
        let make: BuiltinImplementation = { v, range throws(RuntimeFailure) in
            guard case .modified(_, let applied)? = v[0].views.first?.kind,
                let guide = applied.withModifier({ $0 as? AlignmentGuide })
            else { throw RuntimeFailure("the default value of '\(typeName)' could not be read", at: range) }
            custom.bind(guide.computeValue)
            return vertical ? .verticalAlignment(.custom(custom)) : .horizontalAlignment(.custom(custom))
        }
        return Typed(ir: apply(make, [carrier], range), type: vertical ? .verticalAlignment : .horizontalAlignment)
    }
}

extension Checker {
    /// `e` as a custom guide (`.custom` of `extension VerticalAlignment { static let custom = … }`): the IR of the
    /// alignment value and its axis; nil for a standard guide (a constant) or no alignment at all, reported by the
    /// standard path.
    mutating func customAlignmentGuide(_ e: Expr) -> (ir: IR, vertical: Bool)? {
        if case .implicitMember("center") = e.kind { return nil }
        for (type, vertical) in [(SceneType.verticalAlignment, true), (.horizontalAlignment, false)] {
            let trial = checkOnTrial(e, expected: type)
            guard trial.reported == 0, trial.typed.type == type else { continue }
            if case .constant(.verticalAlignment(let v)) = trial.typed.ir, v.customID == nil { return nil }
            if case .constant(.horizontalAlignment(let h)) = trial.typed.ir, h.customID == nil { return nil }
            return (check(e, expected: type).ir, vertical)
        }
        return nil
    }

    /// `views.alignmentGuide(.custom) { … }`: the alignmentGuide modifier made with a standard key, then given the
    /// custom guide the alignment value names when it runs.
    mutating func customGuideModifier(
        _ views: IR, _ custom: (ir: IR, vertical: Bool), computeValue: IR, _ range: SourceRange
    )
        -> IR
    {
        let carrier = IR.alignmentGuide(
            views, guide: custom.vertical ? .vertical(.top) : .horizontal(.leading), computeValue: computeValue, range)
        let make: BuiltinImplementation = { v, _ in
            let key: AlignmentGuideKey =
                if case .verticalAlignment(let a) = v[1] { .vertical(a) } else { .horizontal(v[1].horizontalAlignment) }
            return .views(
                v[0].views.map { node in
                    guard case .modified(let content, let applied) = node.kind,
                        let guide = applied.withModifier({ $0 as? AlignmentGuide })
                    else { return node }
                    var rekeyed = node
                    let modifier = AlignmentGuide(guide: key, computeValue: guide.computeValue)
                    rekeyed.kind = .modified(
                        content, AppliedModifier(name: applied.name, arguments: [], modifier: modifier))
                    return rekeyed
                })
        }
        return apply(make, [carrier, custom.ir], range)
    }

    /// `d[guide]` in a guide closure where `guide` is a value known only when the scene runs (a custom guide, or a
    /// variable holding `.leading` …): a custom guide's default value for `d` (anim keeps no explicit values on the
    /// dimensions a closure sees, Checker+ExplicitGuide), a standard guide's offset as `checkViewDimensionsSubscript`
    /// writes it for a literal (Apple: ViewDimensions.subscript(_:) —
    /// developer.apple.com/documentation/swiftui/viewdimensions/subscript(_:)-1pqa2).
    mutating func customGuideDefault(_ custom: (ir: IR, vertical: Bool), dimensions: IR, _ range: SourceRange) -> IR {
        let make: BuiltinImplementation = { v, range throws(RuntimeFailure) in
            guard case .instance(let fields) = v[1], fields.count == 4 else {
                throw RuntimeFailure("a custom alignment guide could not be read", at: range)
            }
            let d = ViewDimensions(
                width: fields[0].double, height: fields[1].double, firstTextBaseline: fields[2].double,
                lastTextBaseline: fields[3].double)
            switch v[0] {
            case .horizontalAlignment(.leading): return .double(d.width * 0)
            case .horizontalAlignment(.center): return .double(d.width / 2)
            case .horizontalAlignment(.trailing): return .double(d.width)
            case .horizontalAlignment(.custom(let id)): return .double(try id.defaultValue(d))
            case .verticalAlignment(.top): return .double(d.width * 0)
            case .verticalAlignment(.center): return .double(d.height / 2)
            case .verticalAlignment(.bottom): return .double(d.height)
            case .verticalAlignment(.firstTextBaseline): return .double(d.firstTextBaseline)
            case .verticalAlignment(.lastTextBaseline): return .double(d.lastTextBaseline)
            case .verticalAlignment(.custom(let id)): return .double(try id.defaultValue(d))
            default: throw RuntimeFailure("a custom alignment guide could not be read", at: range)
            }
        }
        return apply(make, [custom.ir, dimensions], range)
    }
}
