// Evaluator+MutatingMethods.swift: running a mutating method (or a class's method) and storing the changed receiver
// (Checker+MutatingMethods).
// Rule: The Swift Programming Language, "Methods": the method runs on the receiver's stored properties; its
// assignments (`Statement.setSelf`) change them; the changed instance replaces the receiver where it is stored. A
// `@State` global changes only while an event runs (a frame's evaluation keeps state as the timeline set it, as
// `Statement.setGlobal` does). Status: complete.

extension Evaluator {
    @inline(never)
    mutating func callMutating(
        _ index: Int, receiver: IR, _ arguments: [IR], target: MutationTarget, _ range: SourceRange,
        _ f: inout Frame
    ) throws(RuntimeFailure) -> Value {
        var values: [Value] = []
        for argument in arguments { values.append(try evaluate(argument, &f)) }
        let receiverValue = try evaluate(receiver, &f)
        var fields: [Value] = []
        switch receiverValue {
        case .instance(let values): fields = values
        case .enumCase: break  // an enum's mutating method changes `self` as a whole (`self = .back`)
        default: return .void
        }
        let routine = routines[index]
        try enterCall("'\(routine.name)'", at: range)
        defer { depth -= 1 }
        var frame = Frame(slotCount: routine.slotCount, arguments: values, selfValues: fields)
        frame.selfValue = receiverValue
        // Where the object lives, for the work this method schedules (ScheduledWork.selfState).
        let outer = selfState
        defer { selfState = outer }
        switch target {
        case .global(let global): selfState = writableState(stateReference(global, f))
        case .binding(let reference): selfState = writableState(try evaluate(reference, &f))
        case .selfProperty(let property): selfState = outer.map { ($0.global, $0.instance, $0.path + [property]) }
        case .selfFields: break
        default: selfState = nil
        }
        var views: [ViewNode] = []
        let returned = try run(routine.body, &frame, &views)
        jump = nil
        var changed = Value.instance(frame.selfValues)
        if case .enumCase = frame.selfValue { changed = frame.selfValue }
        if case .selfFields = target {
            f.selfValues = frame.selfValues
            if case .enumCase = changed { f.selfValue = changed }
        } else {
            try store(changed, to: target, &f)
        }
        return returned ?? (routine.producesViews ? .views(views) : .void)
    }

    /// Stores `value` where `target` says: a mutating call's changed receiver, an `inout` argument's last value.
    mutating func store(_ value: Value, to target: MutationTarget, _ f: inout Frame) throws(RuntimeFailure) {
        switch target {
        case .global(let global):
            if let state = writableState(stateReference(global, f)) { store(value, at: state) }
        case .binding(let reference):
            if let state = writableState(try evaluate(reference, &f)) { store(value, at: state) }
        case .local(let slot):
            f.locals[slot] = value
        case .selfProperty(let property):
            f.selfValues[property] = value
        case .selfFields:
            if case .instance(let fields) = value { f.selfValues = fields }
        case .none:
            break
        }
    }
}
