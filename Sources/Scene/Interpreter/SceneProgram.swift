// SceneProgram.swift: a loaded `.scene` file: lexed, parsed and checked once, then evaluated per frame.
// Rule: docs/ARCHITECTURE.md (Scene produces a view tree per frame; deterministic; frames evaluate concurrently).
// Loading collects every diagnostic before failing; evaluation reports the first run-time failure of that frame.
// Status: complete for issue #2.

import Geometry
import Shader
import Synchronization
import Timeline

/// A scene ready to evaluate. Immutable after loading, so `view(time:frame:)` may run on many threads at once.
public final class SceneProgram: Sendable {
    /// The canvas and timing from `scene(…)`.
    public let header: SceneHeader
    /// The source, for quoting diagnostics.
    public let file: SourceFile
    /// Every diagnostic found while loading, in source order with severity (warnings and their notes: loading
    /// succeeded despite them). A scene that fails throws SceneError, whose `diagnostics` is the same list with
    /// the errors.
    public let diagnostics: [Diagnostic]
    /// The warnings and their notes (`diagnostics` without errors, which a loaded scene has none of).
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity != .error } }
    /// `diagnostics` printed as swiftc prints them (`path:line:col: warning: …`, the line, a caret, `hint: …`).
    public var renderedDiagnostics: String { file.rendered(diagnostics) }
    /// `@State` over time: initial values and one update per transaction of each event.
    public let timeline: StateTimeline
    private let scene: CheckedScene
    /// Each triggered animator's trigger over the timeline's states (empty without such animators).
    private let animatorHistory: AnimatorHistory
    /// The scene file's directory, when the source may name a font file (`.custom("…ttf", size:)`); font file paths
    /// are resolved against it.
    private let fontDirectory: String?
    /// Frame-invariant values shared by the frames (FrameInvariance, FrameMemo); nil when loaded with
    /// `memoizesInvariants: false` (tests compare both).
    private let memo: FrameMemo?
    /// The last trace of the memo's lookups for each of the last few states evaluated (MemoTrace), most recent last:
    /// a frame in a transition evaluates two states, each following its own.
    private let traces = Mutex<[(state: Int, trace: MemoTrace)]>([])
    /// States whose traces are kept.
    private static let tracedStates = 4
    private let primes = Atomic<Bool>(true)
    /// The frame `view` last primed a trace for (any thread's).
    private let lastPrimedFrame = Atomic<Int>(-1)
    private let primeCalls = Atomic<Int>(0)
    private let primed = Atomic<Int>(0)

    /// Whether `view` reads the entries of the trace it follows back into the cache first (MemoTrace.prime): on by
    /// default; off only to measure what it saves (AnimBench scene). No value depends on it.
    public var primesMemo: Bool {
        get { primes.load(ordering: .relaxed) }
        set { primes.store(newValue, ordering: .relaxed) }
    }
    /// Values in the frame-invariant table so far (tests).
    var memoEntryCount: Int { memo?.count ?? 0 }
    /// The memo lookups of the last frame evaluated, and how many of them its trace answered (tests).
    private let lastLookups = Atomic<Int>(0)
    private let lastFollowed = Atomic<Int>(0)
    var lastFrameLookups: Int { lastLookups.load(ordering: .relaxed) }
    var lastFrameFollowed: Int { lastFollowed.load(ordering: .relaxed) }
    /// MemoTrace.prime's calls so far (tests).
    var memoPrimeCount: Int { primeCalls.load(ordering: .relaxed) }
    /// The steps of the trace kept for `state` (tests).
    func traceLength(state: Int) -> Int? { trace(state: state)?.steps.count }
    /// The trace kept for `state`, the one its next evaluation follows.
    func trace(state: Int) -> MemoTrace? { traces.withLock { $0.last { $0.state == state }?.trace } }

    /// Lexes, parses and checks the whole file (header present exactly once and first; argument labels and types of
    /// every call that can be checked without running; names resolve; root view present). All errors collected, not
    /// just the first. `vocabulary` is the modifiers the scene may call (Layout's `Vocabulary.swiftUI`).
    ///
    /// Without a `scene(…)` header the file renders as `ImageRenderer` renders a view (Apple: ImageRenderer —
    /// developer.apple.com/documentation/swiftui/imagerenderer): one frame, a transparent background, and a canvas
    /// of the root view's ideal size, which `fitting` computes (Layout's `LayoutEngine`, kept out of Scene by the
    /// module table); a root that fills any proposal, or has nothing to fit, or draws largely outside its fitted
    /// canvas, is drawn on the preview device's screen (`previewScreen`). Without `fitting` a header is required.
    /// `seed` overrides the header's `scene(seed:)` (the `--seed` option); draws of `Double.random(in:)` and friends
    /// depend only on it and the frame (RandomSource). `until`: only frames up to this time will be asked for (a
    /// still), so events, actions and timer ticks after it never run (a still at t shows what happened up to t).
    public init(
        source: String, path: String, vocabulary: Vocabulary,
        fitting: RootFitting? = nil, seed: UInt64? = nil,
        shaderSources: [MetalSourceFile]? = nil, geometry: GeometryLayout? = nil, memoizesInvariants: Bool = true,
        until: Double? = nil
    ) throws(SceneError) {
        let idealSize = fitting?.size
        let file = SourceFile(path: path, text: source)
        guard source.utf8.count <= SceneLimits.maximumSourceBytes else {
            let start = SourceLocation(line: 1, column: 1, offset: 0)
            throw SceneError(
                diagnostics: [
                    .error(
                        "the scene is \(source.utf8.count) bytes long; the limit is \(SceneLimits.maximumSourceBytes)",
                        at: SourceRange(start: start, end: start), hint: "split it, or move data out of the scene")
                ], file: file)
        }
        var (statements, end, parseLog) = Parser.parse(source)
        var log = parseLog
        // A plain NavigationLink keeps whether it was tapped in a hidden state (Checker+NavigationPush).
        if source.contains("NavigationLink") { statements.append(Checker.navigationPushesDeclaration()) }
        // `ShaderLibrary.default`: the folder's .metal files, compiled only for a scene that names it.
        var shaders: (library: MetalLibrary?, failed: Bool) = (nil, false)
        if source.contains("ShaderLibrary") {
            shaders = SceneShaders.load(path: path, sources: shaderSources, into: &log)
        }
        var (scene, checkLog) = Checker.check(
            statements, end: end, afterSyntaxErrors: parseLog.hasErrors, vocabulary: vocabulary,
            shaderLibrary: shaders.library, shaderLibraryFailed: shaders.failed, seed: seed)
        log.append(contentsOf: checkLog)
        var header: SceneHeader?
        if !log.hasErrors, let checked = scene.header {
            header = SceneProgram.evaluateHeader(checked, scene, &log)
        }
        scene.seed = seed ?? header?.seed ?? 0
        let fitsRoot = !log.hasErrors && scene.header == nil
        if fitsRoot {
            header = SceneProgram.headerless(scene, idealSize: idealSize, &log)
        }
        var timeline: StateTimeline?
        if !log.hasErrors, header != nil {
            let laidOut = geometry.flatMap { layout in
                header.map { header -> (GeometryLayout, @Sendable (ViewNode) -> Size, Double) in
                    let fixed = Size(width: header.width, height: header.height)
                    guard fitsRoot, let idealSize else { return (layout, { _ in fixed }, header.scale) }
                    // A header-less scene's canvas is fitted after the timeline runs, so the layout its `onAppear`
                    // and `onGeometryChange` actions see (a root GeometryReader's size) fits the root as the canvas
                    // will: its ideal size, or the preview screen for a root that fills any offer.
                    return (
                        layout,
                        { root in
                            SceneProgram.canvas(for: root, idealSize(root, nil), idealSize).size
                                ?? Size(
                                    width: SceneProgram.previewScreen.width, height: SceneProgram.previewScreen.height)
                        }, header.scale
                    )
                }
            }
            timeline = SceneProgram.evaluateTimeline(
                scene, end: header?.duration?.doubleValue, until: until, geometry: laidOut, &log)
        }
        if fitsRoot, !log.hasErrors, let timeline, let idealSize, let fitted = header {
            header = SceneProgram.fit(fitted, scene, timeline, idealSize, offCanvas: fitting?.drawsOffCanvas, &log)
        }
        guard !log.hasErrors, let header, let timeline else {
            throw SceneError(diagnostics: log.sortedBySource, file: file)
        }
        self.header = header
        self.timeline = timeline
        self.file = file
        if memoizesInvariants {
            scene.topLevel = FrameInvariance.memoized(scene.topLevel, routines: scene.routines)
        }
        self.memo = memoizesInvariants ? FrameMemo() : nil
        self.scene = scene
        self.diagnostics = log.sortedBySource
        self.fontDirectory = source.contains("custom") ? ViewNode.directory(of: path) : nil
        self.animatorHistory =
            scene.hasTriggeredAnimators
            ? AnimatorHistory.record(
                routines: scene.routines, topLevel: scene.topLevel, globalCount: scene.globalCount,
                stateGlobals: scene.stateGlobals, timeline: timeline, fps: header.fps.doubleValue)
            : AnimatorHistory(updateTimes: [], triggers: [:])
    }

    /// Evaluates the scene's root view at a frame, with the state as the events up to `time` left it (the model
    /// value, without animation). `time` = frame / fps in seconds, `frame` = frame index.
    /// Deterministic and thread-safe: each call has its own evaluator.
    public func view(time: Double, frame: Int) throws(SceneError) -> ViewNode {
        try view(time: time, frame: frame, state: timeline.modelIndex(at: time))
    }

    /// The snapshots a frame at `time` animates between (StateTimeline.window), oldest first; one when nothing
    /// is in flight.
    public func snapshots(time: Double, frame: Int) throws(SceneError) -> [StateSnapshot] {
        var out: [StateSnapshot] = []
        for index in timeline.window(at: time) {
            out.append(
                StateSnapshot(
                    update: index >= 0 ? timeline.updates[index] : nil, index: index,
                    view: try view(time: time, frame: frame, state: index)))
        }
        return out
    }

    /// The root view with the state after update `state` (-1: the initial state).
    public func view(time: Double, frame: Int, state: Int) throws(SceneError) -> ViewNode {
        var evaluator = evaluator(time: time, frame: frame, state: state)
        if memo != nil {
            let trace = trace(state: state)
            // The entries the trace will give, read back into the cache before the lookups (MemoTrace.prime). Once
            // per frame: the second of a frame's state snapshots (`snapshots`) finds them still in the cache.
            if let trace, primes.load(ordering: .relaxed),
                lastPrimedFrame.exchange(frame, ordering: .relaxed) != frame
            {
                primed.store(trace.prime(), ordering: .relaxed)
                primeCalls.add(1, ordering: .relaxed)
            }
            evaluator.memoTrace = MemoTraceCursor(trace)
        }
        do throws(RuntimeFailure) {
            let views = try evaluator.runTopLevel(scene.topLevel)
            if memo != nil { keepTrace(of: evaluator, state: state) }
            let root = singleView(views, range: scene.rootRange)
            if let (range, message, hint) = root.limitViolation() {
                throw RuntimeFailure(message, at: range, hint: hint)
            }
            return fontDirectory.map { root.resolvingFiles(in: $0) } ?? root
        } catch {
            throw failure(error, time: time, frame: frame)
        }
    }

    /// Publishes the trace a finished evaluation of `state` recorded, when it left the one it was given (MemoTrace).
    private func keepTrace(of evaluator: Evaluator, state: Int) {
        lastLookups.store(evaluator.memoLookups, ordering: .relaxed)
        lastFollowed.store(evaluator.memoTrace.followed, ordering: .relaxed)
        guard let trace = evaluator.memoTrace.newTrace else { return }
        traces.withLock { kept in
            kept.removeAll { $0.state == state }
            if kept.count == Self.tracedStates { kept.removeFirst() }
            kept.append((state, trace))
        }
    }

    /// An evaluator for one frame with the `@State` values after update `state` (-1: the initial state).
    private func evaluator(time: Double, frame: Int, state: Int) -> Evaluator {
        var evaluator = Evaluator(
            routines: scene.routines, globalCount: scene.globalCount, time: time, frame: frame, seed: scene.seed)
        let values = state >= 0 ? timeline.updates[state].state : timeline.initial
        evaluator.preset(Array(zip(scene.stateGlobals, values)))
        evaluator.animatorTriggers = .history(animatorHistory)
        evaluator.memo = memo
        return evaluator
    }

    /// `view(time:frame:)` at frame `index` of the header's frame rate.
    public func view(frame index: Int) throws(SceneError) -> ViewNode {
        try view(time: header.fps.seconds(ofFrame: index), frame: index)
    }

    /// The value of the top-level constant `name` at a frame, printed as Swift's string interpolation prints it
    /// (`3`, `3.0`, `0.1`, `[1, 2]`, the text of a String); nil when there is no such constant. For inspecting scenes.
    public func describeGlobal(_ name: String, time: Double, frame: Int) throws(SceneError) -> String? {
        guard let index = scene.globalNames[name] else { return nil }
        var evaluator = evaluator(time: time, frame: frame, state: timeline.modelIndex(at: time))
        do {
            _ = try evaluator.runTopLevel(scene.topLevel)
        } catch {
            throw failure(error, time: time, frame: frame)
        }
        if evaluator.globals[index] == nil {
            // A static not read by the frame: its first read initialises it (Evaluator+LazyStatics).
            var frame = Evaluator.Frame(slotCount: scene.topLevel.slotCount)
            let range = SourceRange.none
            _ = try? evaluator.initializeStatic(index, name, range, &frame)
        }
        return evaluator.globals[index]?.interpolated
    }

    /// A run-time failure of frame `frame` as a located scene error (also for failures layout meets, such as a
    /// GeometryReader's content failing when it is evaluated for its size).
    public func failure(_ error: RuntimeFailure, time: Double, frame: Int) -> SceneError {
        let at = "while evaluating frame \(frame) (time \(time) s)"
        let hint = error.hint.map { "\($0); \(at)" } ?? at
        return SceneError(diagnostics: [.error(error.message, at: error.range, hint: hint)], file: file)
    }

    // MARK: - Timeline

    /// Runs the top level once (time 0) for the initial `@State` values, then every event and action in time order
    /// (TimelineRunner), recording the state after each transaction; work scheduled after `end` never runs.
    private static func evaluateTimeline(
        _ scene: CheckedScene, end: Double?, until: Double?,
        geometry: (layout: GeometryLayout, canvas: @Sendable (ViewNode) -> Size, scale: Double)?,
        _ log: inout DiagnosticLog
    ) -> StateTimeline? {
        if scene.stateGlobals.isEmpty && scene.events.isEmpty {
            return StateTimeline(
                initial: [], updates: [],
                implicitAnimationDuration: longestImplicitAnimation(scene, initial: [], updates: []))
        }
        var runner = TimelineRunner(scene, end: end, until: until, geometry: geometry)
        guard let (initial, updates) = runner.run(&log) else { return nil }
        return StateTimeline(
            initial: initial, updates: updates,
            implicitAnimationDuration: longestImplicitAnimation(scene, initial: initial, updates: updates))
    }

    /// How long an `.animation(_:value:)` animation can run: the longest constant one, and the longest computed one
    /// the views evaluate to in the initial state and after each update (at that update's time).
    private static func longestImplicitAnimation(_ scene: CheckedScene, initial: [Value], updates: [StateUpdate])
        -> Double
    {
        guard scene.measuresImplicitAnimations else { return scene.implicitAnimationDuration }
        var longest = scene.implicitAnimationDuration
        for (time, state) in [(0.0, initial)] + updates.map({ ($0.time, $0.state) }) {
            var evaluator = Evaluator(
                routines: scene.routines, globalCount: scene.globalCount, time: time, frame: 0, seed: scene.seed)
            evaluator.preset(Array(zip(scene.stateGlobals, state)))
            evaluator.longestImplicitAnimation = longest
            // A failure here is reported by the frame that meets it.
            _ = try? evaluator.runTopLevel(scene.topLevel)
            longest = evaluator.longestImplicitAnimation ?? longest
        }
        return longest
    }

    // MARK: - Header

    /// How a header-less file's root is fitted to a canvas, computed by Layout: `size` is the root's size for a
    /// proposal (nil: unspecified, its ideal size); `drawsOffCanvas` tells whether the root draws largely outside a
    /// canvas of the given size (an `.offset(y: 300)` that would leave the fitted canvas blank, cards fanned over a
    /// small frame), so that it is drawn on the preview screen instead.
    public struct RootFitting: Sendable {
        public var size: @Sendable (ViewNode, Size?) -> Size
        public var drawsOffCanvas: @Sendable (ViewNode, Size) -> Bool

        public init(
            size: @escaping @Sendable (ViewNode, Size?) -> Size,
            drawsOffCanvas: @escaping @Sendable (ViewNode, Size) -> Bool
        ) {
            self.size = size
            self.drawsOffCanvas = drawsOffCanvas
        }
    }

    /// The header of a file without `scene(…)`: one frame at 30 fps, scale 1, transparent; the size comes from `fit`.
    private static func headerless(
        _ scene: CheckedScene, idealSize: (@Sendable (ViewNode, Size?) -> Size)?, _ log: inout DiagnosticLog
    ) -> SceneHeader? {
        let start = SourceLocation(line: 1, column: 1, offset: 0)
        let at = SourceRange(start: start, end: start)
        guard idealSize != nil else {
            log.error(
                "missing scene header", at: at, hint: "start the file with 'scene(width: 800, height: 450, fps: 30)'")
            return nil
        }
        return SceneHeader(
            width: 1, height: 1, fps: FrameRate(Rational(30)), duration: nil, scale: 1, background: .clear, range: at)
    }

    /// The screen a header-less scene with nothing to fit (or a root that fills any offer) is drawn on, in points:
    /// the iPhone that `UIScreen.main.bounds` answers for (Builtins+UIScreen.swift), so both agree.
    public static let previewScreen = (width: Builtins.referenceScreen.width, height: Builtins.referenceScreen.height)

    /// `header` with the canvas set to the root view's ideal size in the first frame's state (its proposal
    /// unspecified).
    private static func fit(
        _ header: SceneHeader, _ scene: CheckedScene, _ timeline: StateTimeline,
        _ idealSize: @Sendable (ViewNode, Size?) -> Size, offCanvas: (@Sendable (ViewNode, Size) -> Bool)?,
        _ log: inout DiagnosticLog
    ) -> SceneHeader? {
        var evaluator = Evaluator(
            routines: scene.routines, globalCount: scene.globalCount, time: 0, frame: 0, seed: scene.seed)
        // The state of the first frame: `onAppear` runs before it (Apple: View.onAppear(perform:)), and layout uses
        // model values, so a view its `onAppear` resizes is fitted at that size.
        let first = timeline.modelIndex(at: 0)
        evaluator.preset(Array(zip(scene.stateGlobals, first >= 0 ? timeline.updates[first].state : timeline.initial)))
        let root: ViewNode
        do {
            root = singleView(try evaluator.runTopLevel(scene.topLevel), range: scene.rootRange)
        } catch {
            log.error(error.message, at: error.range, hint: (error.hint.map { "\($0); " } ?? "") + "at time 0")
            return nil
        }
        if let (range, message, hint) = root.limitViolation() {
            log.error(message, at: range, hint: hint + "; at time 0")
            return nil
        }
        var header = header
        if root.prefersDarkColorScheme == true {
            // A preview of a view that prefers the dark scheme shows it on the dark system background (black, Apple:
            // UIColor.systemBackground): on a transparent canvas its white text would be drawn on nothing.
            header.background = .black
        }
        // The first frame also shows the states its animations start from (the window at time 0: a PhaseAnimator
        // entering its second phase still shows its first, StateTimeline.window), so the canvas holds them all.
        var size = idealSize(root, nil)
        for index in timeline.window(at: 0) where index != first {
            var earlier = Evaluator(
                routines: scene.routines, globalCount: scene.globalCount, time: 0, frame: 0, seed: scene.seed)
            earlier.preset(
                Array(zip(scene.stateGlobals, index >= 0 ? timeline.updates[index].state : timeline.initial)))
            guard let view = try? earlier.runTopLevel(scene.topLevel) else { continue }
            let other = idealSize(singleView(view, range: scene.rootRange), nil)
            size = Size(width: max(size.width, other.width), height: max(size.height, other.height))
        }
        var onScreen = header
        onScreen.width = previewScreen.width
        onScreen.height = previewScreen.height
        switch canvas(for: root, size, idealSize) {
        case .nothingToFit:
            // Nothing to fit (`NavigationView { Text("") }`, an empty stack): ImageRenderer would give no image, an
            // Xcode preview shows the view on its default device, so the canvas is that screen, proposed to the root.
            log.warning(
                "the root view's ideal size is \(size.width) × \(size.height); rendering it on a "
                    + "\(Int(previewScreen.width)) × \(Int(previewScreen.height)) screen, as an Xcode preview does",
                at: scene.rootRange, hint: "start the file with 'scene(width: 800, height: 450)' to choose the canvas")
            return onScreen
        case .fillsScreen:
            return onScreen
        case .invalid:
            log.error(
                "the root view's ideal size (\(size.width) × \(size.height)) cannot be a canvas",
                at: scene.rootRange,
                hint: "give the root a '.frame(width:height:)', or start the file with 'scene(width: 800, height: 450)'"
            )
            return nil
        case .fitted(let fittedSize) where offCanvas?(root, fittedSize) == true:
            // Part of the drawing lies largely outside the root's own frame (a balloon at `.offset(y: 300)`, confetti
            // at `.offset(y: -300)`, cards fanned over a 100 × 100 frame): ImageRenderer's image would not show it, the Xcode preview the file was written
            // against does, on its device's screen — so that screen is the canvas.
            log.warning(
                "part of the root view is drawn outside its \(fittedSize.width) × \(fittedSize.height) frame; "
                    + "rendering it on a \(Int(previewScreen.width)) × \(Int(previewScreen.height)) screen, as an "
                    + "Xcode preview does",
                at: scene.rootRange, hint: "start the file with 'scene(width: 800, height: 450)' to choose the canvas")
            return onScreen
        case .fitted(let fittedSize):
            var fitted = header
            fitted.width = fittedSize.width
            fitted.height = fittedSize.height
            fitted.fitsRoot = true
            return fitted
        }
    }

    /// The canvas a header-less scene's root is drawn on.
    enum CanvasChoice {
        /// The root's ideal size, in whole points.
        case fitted(Size)
        /// The preview screen: the root's ideal size is empty.
        case nothingToFit
        /// The preview screen: the root fills any offer.
        case fillsScreen
        /// The ideal size cannot be a canvas (not finite, or too large).
        case invalid

        /// The canvas's size in points; nil when invalid.
        var size: Size? {
            switch self {
            case .fitted(let size): size
            case .nothingToFit, .fillsScreen:
                Size(width: SceneProgram.previewScreen.width, height: SceneProgram.previewScreen.height)
            case .invalid: nil
            }
        }
    }

    /// The canvas a header-less scene's `root` is drawn on, given its ideal size `size`: the preview screen for a root
    /// with nothing to fit or one that fills any offer, else `size` in whole points.
    static func canvas(for root: ViewNode, _ size: Size, _ idealSize: @Sendable (ViewNode, Size?) -> Size)
        -> CanvasChoice
    {
        if size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
            size.width == 0 || size.height == 0
        {
            return .nothingToFit
        }
        // A root that takes whatever it is offered (a GeometryReader, a bare Color or gradient, a stack with a
        // Spacer, `.frame(maxWidth: .infinity)`) has only a placeholder ideal size (10 pt for a greedy view, Apple:
        // View.frame(minWidth:idealWidth:maxWidth:…)); the preview that file was written against shows it filling the
        // device's screen, so that screen is the canvas.
        if fillsAnyOffer(root, idealSize) { return .fillsScreen }
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
            size.width <= 16384, size.height <= 16384
        else { return .invalid }
        // Whole points, so the canvas is whole pixels at any integer scale (an image has whole pixels); the root is
        // centred in the fraction left over.
        return .fitted(Size(width: size.width.rounded(.up), height: size.height.rounded(.up)))
    }

    /// Whether `root` takes whatever it is offered: proposed twice the preview screen it grows past its size on the
    /// screen (a GeometryReader, a bare Color, a ScrollView, `.frame(maxWidth: .infinity)`).
    private static func fillsAnyOffer(_ root: ViewNode, _ idealSize: (ViewNode, Size?) -> Size) -> Bool {
        let screen = Size(width: previewScreen.width, height: previewScreen.height)
        let offered = idealSize(root, screen)
        let doubled = idealSize(root, Size(width: 2 * screen.width, height: 2 * screen.height))
        return doubled.width > offered.width + 0.5 || doubled.height > offered.height + 0.5
    }

    /// Evaluates the checked header's arguments (at time 0) and validates them.
    private static func evaluateHeader(
        _ checked: CheckedHeader, _ scene: CheckedScene, _ log: inout DiagnosticLog
    ) -> SceneHeader? {
        var evaluator = Evaluator(
            routines: scene.routines, globalCount: scene.globalCount, time: 0, frame: 0, seed: scene.seed)
        var frame = Evaluator.Frame(slotCount: scene.topLevel.slotCount)
        func value(_ ir: IR) -> Value? {
            do {
                return try evaluator.evaluate(ir, &frame)
            } catch {
                log.error(error.message, at: error.range, hint: error.hint)
                return nil
            }
        }
        func positive(_ name: String, _ argument: (IR, SourceRange)?, default fallback: Double) -> Double? {
            guard let (ir, range) = argument else { return fallback }
            guard case .double(let v)? = value(ir) else { return nil }
            guard v > 0 && v.isFinite else {
                log.error("scene \(name) must be positive and finite, got \(v)", at: range)
                return nil
            }
            return v
        }
        func rational(_ name: String, _ argument: (CheckedHeader.Exact, SourceRange)?) -> Rational?? {
            guard let (exact, range) = argument else { return .some(nil) }
            var result: Rational?
            switch exact {
            case .exact(let r):
                result = r
            case .computed(let ir):
                guard case .double(let v)? = value(ir) else { return nil }
                result = v.isFinite ? Rational(decimal: "\(v)") : nil
                if result == nil {
                    log.error("scene \(name) must be a number such as 30, 29.97 or 30000/1001, got \(v)", at: range)
                    return nil
                }
            }
            guard let r = result, r.numerator > 0 else {
                log.error("scene \(name) must be positive, got \(result?.description ?? "?")", at: range)
                return nil
            }
            return .some(r)
        }
        let width = positive("width", checked.width, default: 0)
        let height = positive("height", checked.height, default: 0)
        let scale = positive("scale", checked.scale, default: 1)
        let fps = rational("fps", checked.fps)
        let duration = rational("duration", checked.duration)
        var background = Color.white
        if let ir = checked.background {
            guard case .color(let c)? = value(ir) else { return nil }
            background = c
        }
        var seed: UInt64 = 0
        if let (ir, range) = checked.seed {
            guard case .int(let v)? = value(ir) else { return nil }
            guard v >= 0 else {
                log.error("scene seed must not be negative, got \(v)", at: range)
                return nil
            }
            seed = UInt64(v)
        }
        guard let width, let height, let scale, let fps, let duration else { return nil }
        var header = SceneHeader(
            width: width, height: height, fps: FrameRate(fps ?? Rational(30)), duration: duration, scale: scale,
            background: background, range: checked.range)
        header.seed = seed
        return SceneHeader.withinLimits(header, checked, &log) ? header : nil
    }
}
