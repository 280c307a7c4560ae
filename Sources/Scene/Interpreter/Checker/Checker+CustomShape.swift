// Checker+CustomShape.swift: a user `struct X: Shape` used as a view: checked to have `path(in: CGRect) -> Path`,
// and turned into an IR that builds a CustomShape whose path layout computes for its rect.
// Rule: Apple: Shape — developer.apple.com/documentation/swiftui/shape ("func path(in rect: CGRect) -> Path", the
// one requirement); Animatable.animatableData — developer.apple.com/documentation/swiftui/animatable (a stored
// `var animatableData: Double` is the animated parameter). Status: complete for stored Double `animatableData`.

extension Checker {
    /// Whether `type` is a user struct declared `: Shape`.
    func isCustomShape(_ type: SceneType) -> Bool {
        if case .instance(let index, _) = type { return structs[index].isShape }
        return false
    }

    /// The view of shape struct `index`'s instance `instance`.
    mutating func customShapeView(_ index: Int, _ instance: IR, _ range: SourceRange) -> IR {
        let info = structs[index]
        let candidates = (info.methods["path"] ?? []).filter { f in
            let function = functions[f]
            return function.parameters.count == 1 && function.parameters[0].label == "in"
                && function.parameters[0].type == .rect && function.result == .path
        }
        guard let f = candidates.first else {
            diagnostics.error(
                "type '\(info.name)' does not conform to protocol 'Shape'", at: info.declaration.nameRange,
                hint: "add 'func path(in rect: CGRect) -> Path { … }'")
            return .constant(.views([]))
        }
        // `var animatableData: CGFloat { get { phase } set { phase = newValue } }`, or `AnimatablePair(a, b)`: the
        // stored properties it forwards to (Checker.animatableSlots).
        let animatable = animatableSlots(index)
        return .customShape(
            name: info.name, routine: functions[f].routine, instance: instance, animatable: animatable,
            make: vocabulary.customShapeView, range)
    }

    /// The stored properties a computed property's getter returns as they are: `get { x }`, `{ return self.x }`, or
    /// `AnimatablePair(a, b)` / `.init(a, b)` of such reads (pairs may nest), or `x.animatableData` of a stored
    /// geometry value; nil when it computes anything else.
    static func propertyReads(ofGetter name: String, in declaration: StructDecl) -> [String]? {
        for member in declaration.members {
            guard case .variable(let v) = member.kind, v.name == name, let getter = v.getter, getter.count == 1
            else { continue }
            var expression: Expr?
            switch getter[0].kind {
            case .expression(let e): expression = e
            case .return(let e): expression = e
            default: break
            }
            return expression.flatMap(reads)
        }
        return nil
    }

    private static func reads(_ e: Expr) -> [String]? {
        switch e.kind {
        case .identifier(let n): return [n]
        case .member(let base, let n, _, _):
            if case .self = base.kind { return [n] }
            // `offset.animatableData`: a CGSize's (CGPoint's, CGRect's, Angle's) own animatable data, that is the
            // property itself (Checker+GeometryAnimatableData).
            if n == "animatableData" { return reads(base) }
        case .call(let callee, let arguments, nil, _) where arguments.count == 2:
            let isPair: Bool
            switch callee.kind {
            case .identifier("AnimatablePair"): isPair = true
            case .implicitMember("init"): isPair = true
            default: isPair = false
            }
            guard isPair, let a = reads(arguments[0].value), let b = reads(arguments[1].value) else { return nil }
            return a + b
        default: break
        }
        return nil
    }

}
