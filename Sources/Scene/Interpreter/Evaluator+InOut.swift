// Evaluator+InOut.swift: a call of a function with `inout` parameters (Checker+InOut).
// Rule: The Swift Programming Language, "Functions" (In-Out Parameters): the argument's value is copied in, the
// function may change it, and the value at return is copied back out to the argument ("copy-in copy-out").
// Status: complete for arguments that are variables, state or properties of self.

extension Evaluator {
    @inline(never)
    mutating func callInOut(
        _ index: Int, receiver: IR?, _ arguments: [IR], _ writes: [InOutWrite], _ range: SourceRange,
        _ f: inout Frame
    ) throws(RuntimeFailure) -> Value {
        var values: [Value] = []
        for argument in arguments { values.append(try evaluate(argument, &f)) }
        let receiverValue = try receiver.map { r throws(RuntimeFailure) in try evaluate(r, &f) } ?? .void
        var selfValues: [Value] = []
        if case .instance(let fields) = receiverValue { selfValues = fields }
        let routine = routines[index]
        try enterCall("'\(routine.name)'", at: range)
        defer { depth -= 1 }
        var frame = Frame(slotCount: routine.slotCount, arguments: values, selfValues: selfValues)
        frame.selfValue = receiverValue
        frame.instance = f.instance
        var views: [ViewNode] = []
        let returned = try run(routine.body, &frame, &views)
        jump = nil
        // Copy-out in parameter order, after the body ran: a later write to the same variable wins, as in Swift.
        for write in writes { try store(frame.locals[write.slot], to: write.target, &f) }
        return returned ?? (routine.producesViews ? .views(views) : .void)
    }
}
