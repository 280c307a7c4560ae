// Evaluator.swift: runs checked IR for one frame.
// Rule: Swift semantics for the subset: statements in order, `&&`/`||`/`?:` short-circuit, top-level constants
// initialised in source order, run-time failures (overflow, division by zero, index out of range) reported at the
// expression's range instead of trapping. One Evaluator per frame, so frames evaluate concurrently without sharing
// anything mutable. Status: complete for issue #2.

/// Evaluates a checked program at one instant.
struct Evaluator {
    /// Locals of the routine being run, and the instance whose member it is.
    struct Frame {
        var locals: [Value]
        var selfValues: [Value]

        init(slotCount: Int, arguments: [Value] = [], selfValues: [Value] = []) {
            locals = arguments
            if locals.count < slotCount { locals += Array(repeating: .void, count: slotCount - locals.count) }
            self.selfValues = selfValues
        }
    }

    /// Routine calls deeper than this are reported (a runaway recursion) rather than overflowing a worker's stack:
    /// 64 levels, each a function with a stack and a ForEach, fit a 512 KB thread stack (measured, release build).
    static let maximumCallDepth = 64

    let routines: [Routine]
    var globals: [Value?]
    let time: Double
    let frame: Int
    private var depth = 0

    init(routines: [Routine], globalCount: Int, time: Double, frame: Int) {
        self.routines = routines
        self.globals = Array(repeating: nil, count: globalCount)
        self.time = time
        self.frame = frame
    }

    /// Runs top-level statements; returns the views they emitted.
    mutating func runTopLevel(_ routine: Routine) throws(RuntimeFailure) -> [ViewNode] {
        var frame = Frame(slotCount: routine.slotCount)
        var views: [ViewNode] = []
        _ = try run(routine.body, &frame, &views)
        return views
    }

    // MARK: - Expressions

    mutating func evaluate(_ ir: IR, _ f: inout Frame) throws(RuntimeFailure) -> Value {
        switch ir {
        case .constant(let value): return value
        case .time: return .double(time)
        case .frame: return .int(frame)
        case .local(let slot): return f.locals[slot]
        case .global(let index, let name, let range):
            guard let value = globals[index] else { throw Evaluator.uninitialized(name, at: range) }
            return value
        case .selfProperty(let index): return f.selfValues[index]
        case .selfInstance: return .instance(f.selfValues)
        case .storedProperty(let base, let index): return try evaluate(base, &f).instance[index]
        case .apply(let implementation, let arguments, let range):
            return try implementation(try evaluateAll(arguments, &f), range)
        case .and(let l, let r): return .bool(try evaluate(l, &f).bool ? try evaluate(r, &f).bool : false)
        case .or(let l, let r): return .bool(try evaluate(l, &f).bool ? true : try evaluate(r, &f).bool)
        case .conditional(let c, let t, let e):
            return try evaluate(c, &f).bool ? try evaluate(t, &f) : try evaluate(e, &f)
        case .call(let index, let receiver, let arguments, let range):
            return try call(index, receiver: receiver, arguments: arguments, range: range, &f)
        case .construct(let fields):
            return .instance(try evaluateAll(fields, &f))
        case .builder(let statements):
            return try build(statements, &f)
        case .forEach(let data, let slot, let body, _):
            return try forEach(data, slot: slot, body, &f)
        }
    }

    /// The values of `irs`, in order. Kept out of `evaluate` (with the other multi-step cases) so its stack frame
    /// stays small: nested calls recurse through it.
    @inline(never)
    private mutating func evaluateAll(_ irs: [IR], _ f: inout Frame) throws(RuntimeFailure) -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(irs.count)
        for ir in irs { values.append(try evaluate(ir, &f)) }
        return values
    }

    @inline(never)
    private mutating func build(_ statements: [Statement], _ f: inout Frame) throws(RuntimeFailure) -> Value {
        var views: [ViewNode] = []
        _ = try run(statements, &f, &views)
        return .views(views)
    }

    @inline(never)
    private static func uninitialized(_ name: String, at range: SourceRange) -> RuntimeFailure {
        RuntimeFailure(
            "'\(name)' is used before it is initialized", at: range, hint: "declare '\(name)' above the code that first runs it")
    }

    @inline(never)
    private mutating func call(
        _ index: Int, receiver: IR?, arguments: [IR], range: SourceRange, _ f: inout Frame
    ) throws(RuntimeFailure) -> Value {
        let values = try evaluateAll(arguments, &f)
        let selfValues = try receiver.map { r throws(RuntimeFailure) in try evaluate(r, &f).instance } ?? []
        let routine = routines[index]
        guard depth < Evaluator.maximumCallDepth else {
            throw RuntimeFailure(
                "calls nested more than \(Evaluator.maximumCallDepth) deep in '\(routine.name)'", at: range,
                hint: "a function that calls itself needs a condition that stops it")
        }
        depth += 1
        defer { depth -= 1 }
        var frame = Frame(slotCount: routine.slotCount, arguments: values, selfValues: selfValues)
        var views: [ViewNode] = []
        if let returned = try run(routine.body, &frame, &views) { return returned }
        return routine.producesViews ? .views(views) : .void
    }

    @inline(never)
    private mutating func forEach(
        _ data: IR, slot: Int?, _ body: [Statement], _ f: inout Frame
    ) throws(RuntimeFailure) -> Value {
        var views: [ViewNode] = []
        switch try evaluate(data, &f) {
        case .range(let lower, let upper):
            for i in lower..<upper {
                if let slot { f.locals[slot] = .int(i) }
                _ = try run(body, &f, &views)
            }
        case .array(let elements):
            for element in elements {
                if let slot { f.locals[slot] = element }
                _ = try run(body, &f, &views)
            }
        default:
            preconditionFailure("ForEach over a value that is neither a range nor an array")
        }
        return .views(views)
    }

    // MARK: - Statements

    /// Runs statements, appending emitted views to `views`; returns the value of a `return`, if one ran.
    mutating func run(
        _ statements: [Statement], _ f: inout Frame, _ views: inout [ViewNode]
    ) throws(RuntimeFailure) -> Value? {
        for statement in statements {
            switch statement {
            case .emit(let ir):
                views.append(contentsOf: try evaluate(ir, &f).views)
            case .setLocal(let slot, let ir):
                f.locals[slot] = try evaluate(ir, &f)
            case .setGlobal(let index, let ir):
                globals[index] = try evaluate(ir, &f)
            case .evaluate(let ir):
                _ = try evaluate(ir, &f)
            case .return(let ir):
                return try ir.map { value throws(RuntimeFailure) in try evaluate(value, &f) } ?? .void
            case .branch(let condition, let then, let otherwise):
                let taken = try evaluate(condition, &f).bool ? then : otherwise
                if let returned = try run(taken, &f, &views) { return returned }
            case .loop(let slot, let sequence, let body, _):
                if let returned = try loop(slot: slot, sequence, body, &f, &views) { return returned }
            }
        }
        return nil
    }

    private mutating func loop(
        slot: Int?, _ sequence: IR, _ body: [Statement], _ f: inout Frame, _ views: inout [ViewNode]
    ) throws(RuntimeFailure) -> Value? {
        let elements: [Value]
        switch try evaluate(sequence, &f) {
        case .range(let lower, let upper):
            for i in lower..<upper {
                if let slot { f.locals[slot] = .int(i) }
                if let returned = try run(body, &f, &views) { return returned }
            }
            return nil
        case .array(let items): elements = items
        default: preconditionFailure("for-in over a value that is neither a range nor an array")
        }
        for element in elements {
            if let slot { f.locals[slot] = element }
            if let returned = try run(body, &f, &views) { return returned }
        }
        return nil
    }
}
