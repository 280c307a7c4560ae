// Evaluator+AlignmentGuide.swift: an `.alignmentGuide` closure, run when a stack asks the view for that guide.
// Rule: Apple: View.alignmentGuide(_:computeValue:) — developer.apple.com/documentation/swiftui/view/
// alignmentguide(_:computevalue:)-6y3u2. As for a visual effect (Evaluator+VisualEffect), the modifier keeps a copy of
// this frame's evaluator and the closure value (with its captured frame), so layout can run it for any size on any
// thread. Status: complete.

extension Evaluator {
    /// Each view with the explicit guide wrapped around it.
    mutating func alignmentGuide(
        _ views: IR, guide: AlignmentGuideKey, computeValue: IR, _ range: SourceRange, _ f: inout Frame
    ) throws(RuntimeFailure) -> Value {
        let modified = try evaluate(views, &f).views
        guard case .closure(let closure) = try evaluate(computeValue, &f) else { return .views(modified) }
        let deferred = DeferredAlignmentGuide(evaluator: self, closure: closure, range: range)
        let modifier = AlignmentGuide(guide: guide) { d throws(RuntimeFailure) in try deferred.value(d) }
        let applied = AppliedModifier(name: "alignmentGuide", arguments: [], modifier: modifier)
        return .views(stamped(modified.map { $0.modified(applied, range: range) }))
    }
}

/// A frame's evaluator and an alignment guide's closure as they were where the guide was written.
final class DeferredAlignmentGuide: @unchecked Sendable {
    // Immutable after init; each call works on its own copies.
    private let evaluator: Evaluator
    private let closure: ClosureValue
    private let range: SourceRange

    init(evaluator: Evaluator, closure: ClosureValue, range: SourceRange) {
        self.evaluator = evaluator
        self.closure = closure
        self.range = range
    }

    /// The guide's offset for a view of dimensions `d`: the closure run with a ViewDimensions instance (its stored
    /// properties in declaration order: width, height, first and last text baseline; Parser+ViewDimensions).
    func value(_ d: ViewDimensions) throws(RuntimeFailure) -> Double {
        var e = evaluator
        var frame = closure.frame
        let instance = Value.instance([
            .double(d.width), .double(d.height), .double(d.firstTextBaseline), .double(d.lastTextBaseline),
        ])
        if closure.parameters.count == 2 {
            // A container-relative frame's length closure carried here (Checker+ContainerRelativeFrame): the
            // container's length and its axis, `height` 0 for horizontal.
            frame.locals[closure.parameters[0]] = .double(d.width)
            frame.locals[closure.parameters[1]] = .enumeration(
                type: "Axis", name: d.height == 0 ? "horizontal" : "vertical")
        } else {
            for slot in closure.parameters { frame.locals[slot] = instance }
        }
        let result = try e.runClosure(closure, &frame, range)
        if case .double(let v) = result { return v }
        if case .int(let v) = result { return Double(v) }
        return 0
    }
}
