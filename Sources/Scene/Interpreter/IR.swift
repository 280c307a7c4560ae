// IR.swift: the checked program: expressions and statements with every name resolved to a slot, every overload
// chosen and every literal typed, so evaluating a frame is a plain tree walk with no lookups.
// Rule: built once by the Checker at load time; immutable and Sendable, shared by all frames. Status: complete.

import Animate

/// A built-in operation: arguments in, value out; `range` is where to report a run-time failure.
public typealias BuiltinImplementation = @Sendable ([Value], SourceRange) throws(RuntimeFailure) -> Value

/// A checked expression.
indirect enum IR: Sendable {
    case constant(Value)
    /// Seconds since the first frame (`frame / fps`).
    case time
    /// The frame index.
    case frame
    case local(Int)
    /// A top-level constant; `range` is the use, reported if it is read before its initialiser ran.
    case global(Int, name: String, range: SourceRange)
    /// A stored property of the struct whose member is running.
    case selfProperty(Int)
    /// The struct instance whose member is running.
    case selfInstance
    /// `$x` for a `@State`: a binding to it, as the running view instance sees it (BindingPath).
    case stateReference(Int)
    /// A stored property of another instance.
    case storedProperty(IR, Int)
    case apply(BuiltinImplementation, [IR], SourceRange)
    /// `l op r` on two Doubles or two Ints (NumericOperator.swift): as `.apply` of the operator's builtin, without
    /// its argument array.
    case numeric(NumericOperator, IR, IR, SourceRange)
    case and(IR, IR)
    case or(IR, IR)
    case conditional(IR, IR, IR)
    /// A routine (function, method, getter, default value) with an optional receiver instance.
    case call(Int, receiver: IR?, [IR], SourceRange)
    /// A struct's memberwise initialiser: one value per stored property.
    case construct([IR])
    /// A view builder's statements, run in the current frame; the value is the views they emit.
    case builder([Statement])
    /// `ForEach(data) { element in body }`: the body's views for each element, flattened.
    case forEach(IR, slot: Int?, [Statement], SourceRange)
    /// `.keyframeAnimator(…)` / `.phaseAnimator(…)`: the content closure's views with the value animated at this
    /// frame's time (Evaluator+Animators).
    case animator(CheckedAnimator)
    /// An operation that runs a closure or needs the evaluator's state (UUIDs, random draws): Intrinsic.swift.
    case intrinsic(Intrinsic)
    /// An `animation(_:value:)` animation that is not a constant: its value, which the evaluator also notes when
    /// asked to (SceneProgram measures how long such animations run, for StateTimeline).
    case implicitAnimation(IR)
    /// Statements run in the current frame, then `result` (`Path { p in … }`, Checker+Path.swift).
    case pathBlock([Statement], result: IR)
    /// A user shape as a view: its `path(in:)` routine, the instance, the stored `animatableData` slot if any, and
    /// the vocabulary's view for a CustomShape (Evaluator+CustomShape.swift).
    case customShape(
        name: String, routine: Int, instance: IR, animatable: [Int], make: BuiltinImplementation, SourceRange)
    /// A user `GeometryEffect` on its content (`.modifier(Skew(x: 1))`): its `effectValue(size:)` routine, the
    /// instance and the stored `animatableData` slots (Evaluator+CustomShape.swift).
    case customEffect(name: String, routine: Int, instance: IR, animatable: [Int], content: IR, SourceRange)
    /// A user `Layout` struct over its content: its `sizeThatFits` and `placeSubviews` routines, the instance, the
    /// content's views, and the vocabulary's view for a CustomLayout (Evaluator+CustomLayout.swift).
    case customLayout(
        name: String, size: Int, place: Int, instance: IR, content: IR, make: BuiltinImplementation, SourceRange)
    /// Stores the value in a local and is true; when `optional`, false instead for an absent value (`if let`,
    /// `case let x`).
    case bind(Int, IR, optional: Bool)
    /// Statements run for the value of the `return` among them (an `if`/`switch` expression, SE-0380); `range` is
    /// reported when none returns.
    case block([Statement], SourceRange)
    /// The current value of the `@State` a binding refers to (the binding evaluates to the state's global index).
    case bindingValue(IR, SourceRange)
    /// `.buttonStyle(MyStyle())`: the views with each button below that has no style yet drawn by the style's
    /// `makeBody(configuration:)` routine (Evaluator+ButtonStyle).
    case customButtonStyle(IR, style: IR, makeBody: Int, SourceRange)
    /// `GeometryReader { proxy in body }`: a view whose body runs at layout time with the proxy in `slot`
    /// (Evaluator+GeometryReader).
    case geometryReader(slot: Int, [Statement], SourceRange)
    /// `Canvas { context, size in body } symbols: { … }`: a view whose body runs at layout time with a new
    /// GraphicsContext in `context` and the canvas size in `size` (Evaluator+Canvas).
    /// `views.visualEffect { content, proxy in body }`: the views with the effects the body returns, run at layout
    /// time with the placeholder in `content` and the proxy in `proxy` (Evaluator+VisualEffect).
    case visualEffect(IR, content: Int, proxy: Int, [Statement], SourceRange)
    /// `views.anchorPreference(…)`, `transformAnchorPreference(…)`, `overlayPreferenceValue(…)`,
    /// `backgroundPreferenceValue(…)`: closures run at layout time (Evaluator+AnchorPreferences).
    case anchorPreference(IR, AnchorPreferenceIR, SourceRange)
    /// `views.alignmentGuide(guide) { d in body }`: the views with an explicit guide whose closure (a closure value)
    /// runs at layout time with the view's dimensions (Evaluator+AlignmentGuide).
    case alignmentGuide(IR, guide: AlignmentGuideKey, computeValue: IR, SourceRange)
    /// Evaluated as the view appears, at the scene's start (t = 0): a TimelineView's schedule (Checker+TimelineView).
    case appearance(IR)
    case canvas(context: Int, size: Int, [Statement], symbols: IR?, SourceRange)
    /// A view with an action (`onAppear`, `onChange`, a Button's): its views; an evaluator collecting actions
    /// (TimelineRunner) records the action with the frame it captures and the observed value.
    case action(ActionKind, IR, [Statement], observed: IR?, SourceRange)
    /// A frame-invariant expression whose value the program's FrameMemo keeps across frames (FrameInvariance.swift).
    case memo(MemoSite)
    /// An `apply` whose trailing arguments are all frame-invariant: the leading arguments are evaluated in order,
    /// then the site's value (the trailing values, as one instance) is spread after them: one table lookup for
    /// `.position(x: …, y: …)` on a view that changes every frame instead of one per argument (FrameInvariance.swift).
    case applyInvariantTail(BuiltinImplementation, [IR], MemoSite, SourceRange)
    /// A builtin modifier's call (Vocabulary's ModifierMaker): the receiver's views first, then the arguments.
    /// Evaluated as `.apply` of the overload's implementation would be, with the modifier made by the maker and the
    /// receiver's views wrapped in place.
    case modifier(ModifierMaker, [IR], SourceRange)
    /// A modifier call whose arguments are all frame-invariant: the receiver is evaluated, then the site (the
    /// arguments, as one instance) gives the modifier's box, which FrameMemo keeps with the arguments, so a view
    /// that changes every frame under `.position(x: f(i), y: g(i))` makes no new modifier (Evaluator+Memo).
    case modifierInvariantArguments(ModifierMaker, receiver: IR, MemoSite, SourceRange)
}

extension IR {
    /// Whether evaluating this needs nothing but constants and, if given, the local `slot` (no globals, routines,
    /// `time` or `frame`): what the checker may evaluate at load time.
    func dependsOnly(onLocal slot: Int? = nil) -> Bool {
        switch self {
        case .constant: true
        case .local(let s): s == slot
        case .apply(_, let arguments, _), .modifier(_, let arguments, _):
            arguments.allSatisfy { $0.dependsOnly(onLocal: slot) }
        case .and(let l, let r), .or(let l, let r), .numeric(_, let l, let r, _):
            l.dependsOnly(onLocal: slot) && r.dependsOnly(onLocal: slot)
        case .conditional(let c, let t, let f):
            c.dependsOnly(onLocal: slot) && t.dependsOnly(onLocal: slot) && f.dependsOnly(onLocal: slot)
        default: false
        }
    }
}

/// A checked statement.
indirect enum Statement: Sendable {
    /// Appends the views of a view-typed expression to the builder being run.
    case emit(IR)
    /// Stores a value in a local slot (`let`, `var`, assignment).
    case setLocal(Int, IR)
    /// Stores a top-level constant or variable.
    case setGlobal(Int, IR)
    /// Evaluates and discards.
    case evaluate(IR)
    case `return`(IR?)
    case branch(IR, [Statement], [Statement])
    /// `for slot in sequence { body }` over a range or an array.
    case loop(slot: Int?, IR, [Statement], SourceRange)
    /// `withAnimation(animation) { body }` in an event: the state writes of `body` form one update animated with
    /// the `Animation?` that `animation` evaluates to (nil: they jump).
    case transaction(IR, [Statement])
    /// `while` (`checksFirst`) or `repeat-while`.
    case whileLoop(IR, [Statement], checksFirst: Bool, SourceRange)
    /// `break` or `continue`: leaves statements until the innermost loop (or, for `break`, `breakable`) takes it.
    case jump(Jump)
    /// A `switch`: statements that a `break` leaves.
    case breakable([Statement])
    /// `do { body } catch { handler }`: an error the body throws (RuntimeFailure.thrown) goes to `errorSlot` and the
    /// handler runs (Checker+Throws).
    case catching([Statement], errorSlot: Int, handler: [Statement])
    /// `DispatchQueue.main.asyncAfter`, a `Task`'s code after `Task.sleep`, a `Timer`: the body runs `delay` seconds
    /// of scene time later (and every `every` seconds after, for a repeating timer), with this frame's locals.
    case schedule(delay: IR, every: IR?, [Statement], SourceRange)
    /// `tap("Title")` in an event: runs the action of the Button labelled `Title` in the current state's views.
    case tap(IR, SourceRange)
    /// `tap(at: point)`: runs the `onTapGesture` action on screen with `location` = point (Evaluator+Actions).
    case tapAt(IR, SourceRange)
    /// `self.x = v` in an `init`: stores a property of the instance being initialised.
    case setSelf(Int, IR)
    /// `self = v` in a mutating method: the whole value (an enum's case, a struct's every property).
    case replaceSelf(IR)
    /// Writes through a binding to the `@State` it refers to.
    case setBinding(IR, IR)
    /// `timer.upstream.connect().cancel()`: the repeating work running it (an `onReceive` of a timer) stops after
    /// this run (TimelineRunner); with a connection value (`cancellable?.cancel()`), every subscriber of that timer
    /// stops (Evaluator+TimerPublisher).
    case cancelTimer(IR?)
    /// `.onReceive(publisher) { … }` as its view appears: the body runs on every tick of the publisher once it is
    /// connected (Evaluator+TimerPublisher).
    case subscribe(IR, [Statement], SourceRange)
    /// `timer.connect()`: the timer publisher starts ticking for its subscribers (Evaluator+TimerPublisher).
    case connectTimer(IR)
}

/// A control transfer in flight (Evaluator.jump).
enum Jump: Sendable {
    case `break`, `continue`
}

/// A function body, method, getter, or default value, ready to run.
struct Routine: Sendable {
    var name: String
    /// Locals needed: parameters first, then `let`s and closure parameters.
    var slotCount: Int
    var body: [Statement]
    /// A `some View` routine returns the views its body emits unless a `return` gives them.
    var producesViews: Bool
    /// The static whose initial value this routine returns, run on the static's first read (Evaluator+LazyStatics).
    var initializes: Int? = nil

    static let placeholder = Routine(name: "", slotCount: 0, body: [], producesViews: false)
}

/// A problem found while evaluating a frame: integer overflow, division by zero, an index out of range.
public struct RuntimeFailure: Error, Sendable {
    public var message: String
    public var range: SourceRange
    public var hint: String?
    /// The error a scene's `throw` threw, which a `do`/`catch` or `try?` may catch (Checker+Throws); nil for a failure
    /// where Swift would trap.
    public var thrown: Value? = nil

    public init(_ message: String, at range: SourceRange, hint: String? = nil) {
        self.message = message
        self.range = range
        self.hint = hint
    }
}

extension IR {
    /// `self` (the instance whose member is running).
    var isSelfInstance: Bool {
        if case .selfInstance = self { return true }
        return false
    }
}
