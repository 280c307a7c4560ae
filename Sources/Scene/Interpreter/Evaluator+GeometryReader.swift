// Evaluator+GeometryReader.swift: a GeometryReader's content, evaluated when layout gives the reader its size.
// Rule: Apple: GeometryReader — developer.apple.com/documentation/swiftui/geometryreader: the content is a function
// of the reader's size and position. The reader keeps a copy of this frame's evaluator and locals (values: nothing
// shared or mutable), so layout can run the content for any size on any thread; identities are stamped under the
// reader's own, so the content's views keep theirs from frame to frame. Status: complete.

import Geometry
import Synchronization

extension Evaluator {
    /// The GeometryReader node: its content deferred until layout.
    mutating func geometryReader(slot: Int, _ body: [Statement], _ range: SourceRange, _ f: Frame)
        throws(RuntimeFailure) -> Value
    {
        // Every reader of this evaluation (and the readers their content holds) counts its steps in one budget.
        if deferredSteps == nil { deferredSteps = DeferredSteps() }
        let deferred = DeferredContent(
            evaluator: splittingRandom(at: range), frame: f, slot: slot, body: body, range: range)
        // Measuring how long `.animation(_:value:)` animations run (SceneProgram.longestImplicitAnimation): the
        // content is built only in layout, so its computed animations are evaluated here once, for a zero-size proxy,
        // in the same budget as layout's runs (a reader nested in a reader's ForEach is measured once per element).
        if let longest = longestImplicitAnimation {
            longestImplicitAnimation = try deferred.longestImplicitAnimation(after: longest)
        }
        let content = GeometryReaderContent { size, origin, spaces throws(RuntimeFailure) in
            try deferred.views(size: size, origin: origin, spaces: spaces)
        }
        return .views(
            stamped([ViewNode(AppliedView(name: "GeometryReader", arguments: [], view: content), range: range)]))
    }

    /// This evaluator with a random stream of its own for content evaluated later, at `range` under the current
    /// identity: without it every GeometryReader (or Canvas) in a ForEach would start from the same state and draw
    /// the same values (README "Randomness": draws in a body are reseeded per frame from (seed, frame), and each
    /// draw is a new value).
    func splittingRandom(at range: SourceRange) -> Evaluator {
        var e = self
        e.random = random.split(Evaluator.mix(identityContext, UInt64(range.start.offset)))
        return e
    }
}

/// A frame's evaluator and locals as they were where the GeometryReader was written.
final class DeferredContent: @unchecked Sendable {
    // Immutable after init; each call works on its own copies.
    private let evaluator: Evaluator
    private let frame: Evaluator.Frame
    private let slot: Int
    private let body: [Statement]
    private let range: SourceRange

    init(evaluator: Evaluator, frame: Evaluator.Frame, slot: Int, body: [Statement], range: SourceRange) {
        self.evaluator = evaluator
        self.frame = frame
        self.slot = slot
        self.body = body
        self.range = range
    }

    /// The longest implicit animation the content evaluates to (at least `longest`), for a zero-size proxy; a
    /// failure leaves `longest` (it is reported by the frame that meets it), except a spent DeferredSteps budget,
    /// which is thrown so that no further reader is measured.
    func longestImplicitAnimation(after longest: Double) throws(RuntimeFailure) -> Double {
        var e = evaluator
        var f = frame
        e.longestImplicitAnimation = longest
        e.lateActions = nil
        f.locals[slot] = .geometryProxy(size: .zero, origin: .zero, spaces: [:])
        _ = try? counted(&e, &f)
        try evaluator.deferredSteps?.check(at: range)
        return e.longestImplicitAnimation ?? longest
    }

    /// The content for a reader of `size` at global `origin` (GeometryProxy: size, globalOrigin, namedOrigins).
    func views(size: Size, origin: Point, spaces: [String: Point]) throws(RuntimeFailure) -> [ViewNode] {
        var e = evaluator
        var f = frame
        f.locals[slot] = .geometryProxy(size: size, origin: origin, spaces: spaces)
        let before = e.collected?.count ?? 0
        let views = try counted(&e, &f)
        // While the timeline collects actions, those of this content go to it (TimelineRunner `collect`).
        if let late = e.lateActions, let collected = e.collected, collected.count > before {
            late.add(collected[before...])
        }
        // States first constructed here go to the timeline too (LayoutContentHandoff.addStart).
        if let late = e.lateActions {
            for (index, value) in e.globals.enumerated() where value?.isInstanceStates == true {
                if evaluator.globals[index].map({ $0.isInstanceStates }) != true { late.addStart(index, value!) }
            }
        }
        return views
    }

    /// The content built by `e`, its steps and views (also those of a failed build) counted in the evaluation's
    /// DeferredSteps; throws without building once that budget is spent.
    private func counted(_ e: inout Evaluator, _ f: inout Evaluator.Frame) throws(RuntimeFailure) -> [ViewNode] {
        try evaluator.deferredSteps?.check(at: range)
        let start = e.budget.steps
        let views: [ViewNode]
        do {
            views = try e.build(body, &f).views
        } catch {
            try evaluator.deferredSteps?.add(e.budget.steps - start, views: 0, at: range)
            throw error
        }
        try evaluator.deferredSteps?.add(
            e.budget.steps - start, views: views.reduce(0) { $0 + $1.subtreeCount }, at: range)
        return views
    }
}

/// The steps the GeometryReader contents of one evaluation took, and the views they made, together: layout runs
/// each reader's content apart (each from the steps its evaluation had used), so a view that holds itself inside a
/// reader in a ForEach would otherwise multiply its work by the element count at every level without any one
/// evaluation reaching a limit. Layout may run a content once per proposal, and loading runs each once more to
/// measure its implicit animations (nested readers included, one per element at every level); the totals allow
/// `SceneLimits.maximumDeferredEvaluationSteps` steps and `SceneLimits.maximumViewCount` views.
final class DeferredSteps: Sendable {
    private let steps = Atomic<Int>(0)
    private let views = Atomic<Int>(0)

    /// Throws once the contents have used a whole budget.
    func check(at range: SourceRange) throws(RuntimeFailure) {
        if steps.load(ordering: .relaxed) > SceneLimits.maximumDeferredEvaluationSteps { try exceeded(range) }
        if views.load(ordering: .relaxed) > SceneLimits.maximumViewCount { try exceeded(range) }
    }

    /// Adds one content's steps and views; throws past a budget.
    func add(_ used: Int, views made: Int, at range: SourceRange) throws(RuntimeFailure) {
        _ = steps.add(used, ordering: .relaxed)
        _ = views.add(made, ordering: .relaxed)
        try check(at: range)
    }

    private func exceeded(_ range: SourceRange) throws(RuntimeFailure) {
        if views.load(ordering: .relaxed) > SceneLimits.maximumViewCount {
            throw RuntimeFailure(
                "the GeometryReader contents of one frame make more than \(SceneLimits.maximumViewCount) views",
                at: range,
                hint: "a view that contains itself (directly or through a ForEach) never stops growing; give it a "
                    + "condition")
        }
        throw RuntimeFailure(
            "the GeometryReader contents of one frame need more than \(SceneLimits.maximumDeferredEvaluationSteps) "
                + "steps", at: range,
            hint: "a view that contains itself (directly or through a ForEach) never stops growing; give it a condition"
        )
    }
}
