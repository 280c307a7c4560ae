// Checker+ContainerRelativeFrame.swift: `containerRelativeFrame(_:alignment:_:)`, the form whose closure computes the
// frame's length from the container's.
// Rule: Apple: View.containerRelativeFrame(_:alignment:_:) — developer.apple.com/documentation/swiftui/view/
// containerrelativeframe(_:alignment:_:): "the length closure … receives the length of the container along the axis
// and the axis", called once per axis given, its result the frame's length on that axis. The container is known only
// in layout, so the closure is carried as an `alignmentGuide` closure (Evaluator+AlignmentGuide keeps the frame's
// evaluator with it; a closure of two parameters gets the length and the axis) and moved into a
// `ContainerRelativeLength` mark under the frame, which Layout's ContainerRelativeFrame calls. Status: complete.

extension Checker {
    /// Whether the call passes a closure (trailing or last): the length form.
    static func hasLengthClosure(_ call: CallSite) -> Bool {
        if call.trailing != nil { return true }
        if case .closure = call.arguments.last?.value.kind { return true }
        return false
    }

    /// `views.containerRelativeFrame(axes, alignment: a) { length, axis in … }`; nil for the other forms (the
    /// vocabulary's).
    mutating func checkContainerRelativeFrameLength(_ views: IR, _ call: CallSite) -> Typed? {
        var arguments = call.arguments
        var closure = call.trailing
        if closure == nil, arguments.count >= 2, let last = arguments.last, last.label == nil,
            case .closure(let written) = last.value.kind
        {
            closure = written
            arguments.removeLast()
        }
        guard let closure, let axes = arguments.first, axes.label == nil, arguments.count <= 2,
            arguments.dropFirst().allSatisfy({ $0.label == "alignment" }),
            let frame = vocabulary.modifiers["containerRelativeFrame"]?.first(where: {
                $0.parameters.map(\.label) == [nil, "alignment"]
            })
        else { return nil }
        let range = call.range
        let axesIR = coerce(check(axes.value, expected: .edgeSet), to: .edgeSet, at: axes.range, .argument)
        let alignmentIR: IR =
            if let a = arguments.dropFirst().first {
                coerce(check(a.value, expected: .alignment), to: .alignment, at: a.range, .argument)
            } else {
                .constant(.alignment(.center))
            }
        let length = checkClosureValue(closure, parameters: [.double, .enumeration("Axis")], result: .double)
        if length.type == .error { return .error }
        let carrier = IR.alignmentGuide(views, guide: .vertical(.top), computeValue: length.ir, range)
        let make: BuiltinImplementation = { v, range throws(RuntimeFailure) in
            let marked = v[0].views.map { node -> ViewNode in
                guard case .modified(let content, let applied) = node.kind,
                    let guide = applied.withModifier({ $0 as? AlignmentGuide })
                else { return node }
                var out = node
                let mark = ContainerRelativeLength { length, vertical throws(RuntimeFailure) in
                    try guide.computeValue(
                        ViewDimensions(
                            width: length, height: vertical ? 1 : 0, firstTextBaseline: 0, lastTextBaseline: 0))
                }
                out.kind = .modified(
                    content, AppliedModifier(name: "containerRelativeFrame", arguments: [], modifier: mark))
                return out
            }
            return try frame.implementation([.views(marked), v[1], v[2]], range)
        }
        return Typed(ir: apply(make, [carrier, axesIR, alignmentIR], range), type: .view)
    }
}
