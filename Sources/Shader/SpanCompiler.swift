// SpanCompiler.swift: turns a bound stitchable function into span code (shader contract §3.2): every call inlined,
// values scalarised into slots, argument values specialised in as constants and folded (by running the very
// instruction on the span machine, so folded and run-time results agree), constant loops unrolled. What stays
// varying runs with lane masks the way SkSL's raster pipeline does (google/skia SkSLRasterPipelineBuilder.h):
// a varying `if` runs both arms under `mask ∧ c` and `mask ∧ ¬c`; a write under a narrower mask than its
// variable's is a select; `return`, `break` and `continue` clear lanes from the enclosing masks; a varying loop
// keeps its carried values and masks in fixed registers and exits when no lane is left (or its counter runs out).
// Status: complete for the subset.

/// A slot's value at compile time: a constant bit pattern, or a register.
enum Operand: Hashable, Sendable {
    case k(UInt32)
    case r(Int32)
    static func float(_ f: Float) -> Operand { .k(f.bitPattern) }
    static func int(_ i: Int32) -> Operand { .k(UInt32(bitPattern: i)) }
    static let zero = Operand.k(0), one = Operand.k(1)
}

struct SpanInstructionKey: Hashable {
    var op: SpanOp
    var a: Operand
    var b: Operand
    var c: Operand
}

/// How an entry parameter is supplied.
enum ParameterBinding {
    case slots([Operand])
    case buffer(offset: Int, count: Int, width: Int)
    /// A `.data` argument: `byteCount` bytes packed little-endian into 32-bit table words from `offset`.
    case bytes(offset: Int, byteCount: Int)
    case opaque
}

struct SpanCompiler {
    struct Level {
        var mask: Operand?  // nil: every lane
    }
    struct Frame {
        var function: Int
        var env: [Int: [Operand]] = [:]
        var declMask: [Int: Operand?] = [:]
        var result: [Operand]
        var resultMask: Operand?
        var functionLevel: Int
        /// Enclosing loops and switches, innermost last: `break` leaves the innermost, `continue` the innermost loop.
        var loopLevels: [(level: Int, runtime: Bool, isSwitch: Bool)] = []
        var buffers: [Int: (offset: Int, count: Int, width: Int)] = [:]
        var dataBuffers: [Int: (offset: Int, byteCount: Int)] = [:]
    }
    enum Flow { case normal, returned, broke, continued }

    let functions: [TFunction]
    var code: [SpanInstruction] = []
    var nextRegister = Int32(SpanCode.reserved)
    var constantRegisters: [UInt32: Int32] = [:]
    var constants: [(Int32, UInt32)] = []
    var table: [Float] = []
    var samplers: [SamplerState] = []
    var loopCounters = 0
    var frames: [Frame] = []
    var levels: [Level] = [Level(mask: nil)]
    var flow = Flow.normal
    /// Whether the last `break`, `continue` or `return` cleared its lanes from the masks (false: it left every lane
    /// of its target at once, and `flow` alone carries it outward).
    var flowShrank = false
    var imageSize: (Int, Int) = (0, 0)
    var inlineDepth = 0
    /// Values already computed, by (op, a, b, c): common subexpressions reuse them. Cleared wherever a register is
    /// written a second time (loop homes), since an entry may read it.
    var computed: [SpanInstructionKey: Operand] = [:]
    /// Set when the inlined code outgrows `SpanLimits.instructions`; compilation then stops and `bind` fails.
    var exceeded = false
    var inlinedCalls = 0
    /// `HalfPrecision.strict`: half-typed results are rounded to binary16 (`roundHalf`) as they are computed.
    var strictHalf = false

    init(functions: [TFunction]) { self.functions = functions }

    /// Compiles `entry` with its parameters bound; nil when it outgrows `SpanLimits`.
    static func compile(
        functions: [TFunction], entry: Int, parameters: [ParameterBinding], table: [Float], imageSize: (Int, Int),
        strictHalf: Bool = false
    ) -> SpanCode? {
        var c = SpanCompiler(functions: functions)
        c.strictHalf = strictHalf
        c.table = table
        c.imageSize = imageSize
        let f = functions[entry]
        var frame = Frame(
            function: entry, result: Array(repeating: .zero, count: f.returnType.slots), resultMask: nil,
            functionLevel: 0)
        for (i, p) in parameters.enumerated() {
            switch p {
            case .slots(let s):
                frame.env[i] = s
                frame.declMask[i] = .some(nil)
            case .buffer(let o, let n, let w): frame.buffers[i] = (o, n, w)
            case .bytes(let o, let n): frame.dataBuffers[i] = (o, n)
            case .opaque: break
            }
        }
        c.frames.append(frame)
        c.statement(f.body)
        if c.exceeded { return nil }
        let result = c.frames[0].result
        var results: [Int32] = []
        for o in result { results.append(c.register(o)) }
        return SpanCode(
            instructions: c.code, registerCount: Int(c.nextRegister), constants: c.constants, table: c.table,
            samplers: c.samplers, loopCounters: max(1, c.loopCounters), results: results)
    }

    // MARK: Registers and emission

    mutating func newRegister(_ count: Int = 1) -> Int32 {
        let r = nextRegister
        nextRegister += Int32(count)
        return r
    }

    mutating func register(_ o: Operand) -> Int32 {
        switch o {
        case .r(let r): return r
        case .k(let bits):
            if let r = constantRegisters[bits] { return r }
            let r = newRegister()
            constantRegisters[bits] = r
            constants.append((r, bits))
            return r
        }
    }

    @discardableResult
    mutating func emit(_ op: SpanOp, _ d: Int32, _ a: Int32 = 0, _ b: Int32 = 0, _ c: Int32 = 0, _ e: Int32 = 0) -> Int
    {
        code.append(SpanInstruction(op: op, d: d, a: a, b: b, c: c, e: e))
        return code.count - 1
    }

    /// Runs one instruction on constant lanes: folding uses the evaluator's own arithmetic.
    static func fold(_ op: SpanOp, _ a: UInt32, _ b: UInt32, _ c: UInt32) -> UInt32 {
        var regs = [Float](repeating: 0, count: 4 * 16)
        for i in 0..<16 {
            regs[16 + i] = Float(bitPattern: a)
            regs[32 + i] = Float(bitPattern: b)
            regs[48 + i] = Float(bitPattern: c)
        }
        let code = SpanCode(
            instructions: [SpanInstruction(op: op, d: 0, a: 1, b: 2, c: 3, e: 0)], registerCount: 4, constants: [],
            table: [], samplers: [], loopCounters: 1, results: [])
        var counter = 0
        regs.withUnsafeMutableBufferPointer { r in
            code.execute(r.baseAddress!, counters: &counter, layer: nil, image: nil)
        }
        return regs[0].bitPattern
    }

    mutating func op(_ o: SpanOp, _ a: Operand, _ b: Operand = .zero, _ c: Operand = .zero) -> Operand {
        if case .k(let x) = a, case .k(let y) = b, case .k(let z) = c { return .k(Self.fold(o, x, y, z)) }
        // Identities that hold for every input, NaN included.
        switch (o, a, b) {
        case (.mul, _, .k(Float(1).bitPattern)), (.div, _, .k(Float(1).bitPattern)),
            (.add, _, .k(Float(-0.0).bitPattern)), (.sub, _, .k(0)):
            return a
        case (.mul, .k(Float(1).bitPattern), _), (.add, .k(Float(-0.0).bitPattern), _): return b
        case (.iand, .zero, _), (.iand, _, .zero): return .zero
        case (.ior, _, .zero), (.iandn, _, .zero): return a
        case (.ior, .zero, _): return b
        default: break
        }
        let key = SpanInstructionKey(op: o, a: a, b: b, c: c)
        if let known = computed[key] { return known }
        let d = newRegister()
        emit(o, d, register(a), register(b), register(c))
        computed[key] = .r(d)
        return .r(d)
    }

    /// c ≠ 0 ? a : b.
    mutating func select(_ c: Operand, _ a: Operand, _ b: Operand) -> Operand {
        if a == b { return a }
        if case .k(let x) = c { return x != 0 ? a : b }
        let key = SpanInstructionKey(op: .select, a: a, b: b, c: c)
        if let known = computed[key] { return known }
        let d = newRegister()
        emit(.select, d, register(a), register(b), register(c))
        computed[key] = .r(d)
        return .r(d)
    }

    // MARK: Masks

    var currentMask: Operand? { levels[levels.count - 1].mask }

    mutating func and(_ m: Operand?, _ c: Operand) -> Operand {
        guard let m, m != .one else { return c }
        if c == .one { return m }
        return op(.iand, m, c)
    }

    /// Clears `lanes` from every level from `start` up.
    mutating func shrink(from start: Int, by lanes: Operand?) {
        for k in start..<levels.count {
            levels[k].mask = op(.iandn, levels[k].mask ?? .one, lanes ?? .one)
        }
    }

    var frame: Frame {
        get { frames[frames.count - 1] }
        _modify { yield &frames[frames.count - 1] }
    }

    // MARK: Variables

    mutating func write(_ id: Int, _ value: [Operand]) {
        let old = frame.env[id] ?? Array(repeating: .zero, count: value.count)
        if frame.declMask[id].map({ $0 == currentMask }) ?? true {
            frame.env[id] = value
            return
        }
        let m = currentMask ?? .one
        var out = old
        for k in value.indices where value[k] != old[k] { out[k] = select(m, value[k], old[k]) }
        frame.env[id] = out
    }

    mutating func load(_ e: TExpr) -> [Operand] { expression(e) }

    mutating func store(_ target: TExpr, _ value: [Operand]) {
        switch target.kind {
        case .variable(let id): write(id, value)
        case .select(let base, let idx):
            var cur = load(base)
            for (k, i) in idx.enumerated() { cur[i] = value[k] }
            store(base, cur)
        case .dynamicIndex(let base, let index, let stride, let count):
            var cur = load(base)
            let i = clampedIndex(expression(index)[0], count)
            for k in 0..<count {
                let hit = op(.ieq, i, .int(Int32(k)))
                for j in 0..<stride { cur[k * stride + j] = select(hit, value[j], cur[k * stride + j]) }
            }
            store(base, cur)
        default: break
        }
    }

    mutating func clampedIndex(_ i: Operand, _ count: Int) -> Operand {
        op(.imin, op(.imax, i, .zero), .int(Int32(count - 1)))
    }

    // MARK: Statements

    mutating func statement(_ s: TStmt) {
        if exceeded { return }
        switch s {
        case .block(let items):
            for i in items {
                statement(i)
                if flow != .normal { return }
            }
        case .declare(let id, let e):
            let slots = frame.env[id]?.count ?? functions[frame.function].locals[id].slots
            let v = e.map { expression($0) } ?? Array(repeating: .zero, count: slots)
            frame.env[id] = v
            frame.declMask[id] = .some(currentMask)
        case .expression(let e):
            _ = expression(e)
        case .ifElse(let c, let a, let b):
            let cond = expression(c)[0]
            if case .k(let bits) = cond {
                if bits != 0 { statement(a) } else if let b { statement(b) }
                return
            }
            levels.append(Level(mask: and(currentMask, cond)))
            statement(a)
            flow = .normal
            levels.removeLast()
            if let b {
                let m = currentMask.map { op(.iandn, $0, cond) } ?? op(.ixor, cond, .one)
                levels.append(Level(mask: m))
                statement(b)
                flow = .normal
                levels.removeLast()
            }
        case .loop(let c, let step, let body, let testFirst, let assigned, _):
            let snapshot = self
            if unrolled(c, step, body, testFirst) { return }
            self = snapshot
            runtimeLoop(c, step, body, testFirst, assigned)
        case .switchOf(let selector, let sections):
            switchStatement(selector, sections)
        case .breakLoop:
            let (ll, runtime, isSwitch) = frame.loopLevels[frame.loopLevels.count - 1]
            flowShrank = true
            if isSwitch {
                shrink(from: ll, by: currentMask)
                flow = .broke
                return
            }
            if !runtime && currentMask == levels[ll + 1].mask {
                flowShrank = false
                flow = .broke
                return
            }
            shrink(from: ll, by: currentMask)
            flow = .broke
        case .continueLoop:
            let (ll, runtime, _) = frame.loopLevels.last(where: { !$0.isSwitch })!
            flowShrank = true
            if !runtime && currentMask == levels[ll + 1].mask {
                flowShrank = false
                flow = .continued
                return
            }
            shrink(from: ll + 1, by: currentMask)
            flow = .continued
        case .returnValue(let e):
            if let e {
                let v = expression(e)
                if currentMask == frame.resultMask {
                    frame.result = v
                } else {
                    let m = currentMask ?? .one
                    var out = frame.result
                    for k in v.indices { out[k] = select(m, v[k], out[k]) }
                    frame.result = out
                }
            }
            flowShrank = currentMask != levels[frame.functionLevel].mask
            if flowShrank { shrink(from: frame.functionLevel, by: currentMask) }
            flow = .returned
        }
    }

    /// A switch as masks: each section runs under (lanes that entered at it or at an earlier one) ∧ (lanes that have
    /// not left the switch); `break` clears its lanes from the switch's level. A constant selector folds every mask,
    /// so only the sections it reaches are emitted.
    mutating func switchStatement(_ selector: TExpr, _ sections: [TSwitchSection]) {
        let sel = expression(selector)[0]
        levels.append(Level(mask: currentMask))
        let ll = levels.count - 1
        frame.loopLevels.append((ll, false, true))
        defer {
            levels.removeLast()
            frame.loopLevels.removeLast()
        }
        var entries: [Operand] = []
        var anyMatch = Operand.zero
        for section in sections {
            var m = Operand.zero
            for v in section.values { m = op(.ior, m, op(.ieq, sel, .k(v))) }
            entries.append(m)
            anyMatch = op(.ior, anyMatch, m)
        }
        for (k, section) in sections.enumerated() where section.isDefault {
            entries[k] = op(.ior, entries[k], op(.ixor, anyMatch, .one))
        }
        var entered = Operand.zero
        for (k, section) in sections.enumerated() {
            entered = op(.ior, entered, entries[k])
            let mask = entered == .one ? levels[ll].mask : and(levels[ll].mask, entered)
            if mask == .zero { continue }
            levels.append(Level(mask: mask))
            statement(section.body)
            levels.removeLast()
            if flow != .normal {
                if flow != .broke && !flowShrank { return }  // every lane returned or continued: nothing follows
                flow = .normal
            }
        }
    }

    /// Unrolls a loop whose condition folds to a constant every iteration; false when it does not (or grows too big).
    mutating func unrolled(_ c: TExpr?, _ step: TExpr?, _ body: TStmt, _ testFirst: Bool) -> Bool {
        let start = code.count
        levels.append(Level(mask: currentMask))
        let ll = levels.count - 1
        frame.loopLevels.append((ll, false, false))
        var first = true
        var iterations = 0
        while true {
            if testFirst || !first, let c {
                guard case .k(let bits) = expression(c)[0] else { return false }
                if bits == 0 { break }
            }
            first = false
            iterations += 1
            if iterations > 256 || code.count - start > 6000 { return false }
            levels.append(Level(mask: levels[ll].mask))
            statement(body)
            levels.removeLast()
            let f = flow
            flow = .normal
            if f == .broke { break }
            if f == .returned {
                flow = .returned
                break
            }
            if let step { _ = expression(step) }
        }
        levels.removeLast()
        frame.loopLevels.removeLast()
        return true
    }

    mutating func runtimeLoop(_ c: TExpr?, _ step: TExpr?, _ body: TStmt, _ testFirst: Bool, _ assigned: [Int]) {
        // Loop-carried values and masks get fixed registers.
        var homes: [Int: [Int32]] = [:]
        for v in assigned {
            guard let value = frame.env[v] else { continue }
            let base = newRegister(value.count)
            for (k, o) in value.enumerated() { emit(.copy, base + Int32(k), register(o)) }
            homes[v] = (0..<value.count).map { base + Int32($0) }
            frame.env[v] = homes[v]!.map { .r($0) }
        }
        let resultBase = newRegister(frame.result.count)
        for (k, o) in frame.result.enumerated() { emit(.copy, resultBase + Int32(k), register(o)) }
        frame.result = (0..<frame.result.count).map { .r(resultBase + Int32($0)) }
        var maskHomes: [Int: Int32] = [:]
        for k in frame.functionLevel..<levels.count {
            let h = newRegister()
            emit(.copy, h, register(levels[k].mask ?? .one))
            levels[k].mask = .r(h)
            maskHomes[k] = h
        }
        let loopMask = newRegister()
        emit(.copy, loopMask, register(currentMask ?? .one))
        levels.append(Level(mask: .r(loopMask)))
        let ll = levels.count - 1
        maskHomes[ll] = loopMask
        frame.loopLevels.append((ll, true, false))
        let counter = Int32(loopCounters)
        loopCounters += 1
        emit(.loopReset, 0, counter)
        computed = [:]

        func sync(_ s: inout SpanCompiler) {
            for (v, regs) in homes {
                let cur = s.frame.env[v]!
                for k in regs.indices where cur[k] != .r(regs[k]) { s.emit(.copy, regs[k], s.register(cur[k])) }
                s.frame.env[v] = regs.map { .r($0) }
            }
            let cur = s.frame.result
            for k in cur.indices where cur[k] != .r(resultBase + Int32(k)) {
                s.emit(.copy, resultBase + Int32(k), s.register(cur[k]))
            }
            s.frame.result = (0..<cur.count).map { .r(resultBase + Int32($0)) }
            for (k, h) in maskHomes where s.levels[k].mask != .r(h) {
                s.emit(.copy, h, s.register(s.levels[k].mask ?? .one))
                s.levels[k].mask = .r(h)
            }
            s.computed = [:]
        }

        let top = code.count
        var exits: [Int] = []
        if testFirst, let c {
            let cond = expression(c)[0]
            sync(&self)
            emit(.iand, loopMask, loopMask, register(cond))
            computed = [:]
            exits.append(emit(.jumpIfNone, 0, loopMask))
        }
        levels.append(Level(mask: .r(loopMask)))
        let saveMask = frame.resultMask
        statement(body)
        frame.resultMask = saveMask
        flow = .normal
        levels.removeLast()
        if let step { _ = expression(step) }
        if !testFirst, let c {
            let cond = expression(c)[0]
            sync(&self)
            emit(.iand, loopMask, loopMask, register(cond))
            computed = [:]
        } else {
            sync(&self)
        }
        exits.append(emit(.jumpIfNone, 0, loopMask))
        exits.append(emit(.loopCount, 0, counter))
        emit(.jump, 0, Int32(top))
        let end = Int32(code.count)
        for j in exits {
            if code[j].op == .jumpIfNone { code[j].b = end } else { code[j].b = end }
        }
        levels.removeLast()
        frame.loopLevels.removeLast()
        computed = [:]
        // Every lane that left the loop did so with the loop's mask; outer levels keep their homes.
    }

    // MARK: Expressions

    static func isFloat(_ t: MType) -> Bool { t.element?.isFloating ?? false }

    mutating func expression(_ e: TExpr) -> [Operand] {
        let v = evaluate(e)
        guard strictHalf else { return v }
        switch e.kind {
        case .constant, .binary, .unary, .builtin, .convert, .matrixMultiply, .layerSample, .textureSample,
            .outBuiltin, .increment:
            let elements = e.type.slotElements
            return v.enumerated().map { i, o in i < elements.count && elements[i] == .half ? op(.roundHalf, o) : o }
        default: return v
        }
    }

    mutating func evaluate(_ e: TExpr) -> [Operand] {
        switch e.kind {
        case .constant(let v):
            let elements = e.type.slotElements
            return v.enumerated().map { i, x in
                switch i < elements.count ? elements[i] : .float {
                case .half, .float: .float(Float(x))
                case .uint: .k(UInt32(truncatingIfNeeded: Int64(x)))
                default: .int(Int32(truncatingIfNeeded: Int64(x)))
                }
            }
        case .variable(let id):
            return frame.env[id] ?? Array(repeating: .zero, count: e.type.slots)
        case .select(let b, let idx):
            let v = expression(b)
            return idx.map { v[$0] }
        case .dynamicIndex(let b, let index, let stride, let count):
            let v = expression(b)
            let i = clampedIndex(expression(index)[0], count)
            var out = Array(v[0..<stride])
            for k in 1..<count {
                let hit = op(.ieq, i, .int(Int32(k)))
                for j in 0..<stride { out[j] = select(hit, v[k * stride + j], out[j]) }
            }
            return out
        case .bufferIndex(let id, let index) where frames[0].dataBuffers[id] != nil:
            return dataRead(frames[0].dataBuffers[id]!, e.type, expression(index)[0])
        case .bufferIndex(let id, let index):
            guard let buf = frames[0].buffers[id] ?? frame.buffers[id], buf.count > 0 else {
                return Array(repeating: .zero, count: e.type.slots)
            }
            let i = expression(index)[0]
            var out: [Operand] = []
            for j in 0..<buf.width {
                if case .k(let bits) = i {
                    let k = max(0, min(buf.count - 1, Int(Int32(bitPattern: bits))))
                    out.append(.float(table[buf.offset + k * buf.width + j]))
                } else {
                    let d = newRegister()
                    emit(.gather, d, register(i), Int32(buf.offset + j), Int32(buf.count), Int32(buf.width))
                    out.append(.r(d))
                }
            }
            return out
        case .call(let f, let args):
            var values: [[Operand]] = []
            for a in args { values.append(expression(a)) }
            return inline(f, values, args)
        case .builtin(let name, let args):
            var values: [[Operand]] = []
            for a in args { values.append(expression(a)) }
            return builtin(name, values, args.first?.type ?? .float, e.type)
        case .construct(let parts):
            var out: [Operand] = []
            for p in parts { out += expression(p) }
            return out
        case .convert(let x):
            let v = expression(x)
            let converted = v.map { convert($0, from: x.type.element!, to: e.type.element!) }
            return converted.count == 1 && e.type.slots > 1
                ? Array(repeating: converted[0], count: e.type.slots) : converted
        case .unary(let u, let x):
            let v = expression(x)
            let el = x.type.element!
            switch u {
            case .negate: return v.map { op(el.isFloating ? .neg : .ineg, $0) }
            case .not: return v.map { op(.ixor, $0, .one) }
            case .bitNot: return v.map { op(.inot, $0) }
            }
        case .binary(let bop, let a, let b):
            // a·b + c and c + a·b as one `fma` instruction (evaluated as a·b then + c, so the numbers are those of
            // the two operations; MSL spec §1.6.3 allows contraction anyway): one dispatch fewer per span.
            if bop == .add || bop == .sub, Self.isFloat(a.type), !(strictHalf && a.type.element == .half) {
                if case .binary(.mul, let m1, let m2) = a.kind, m1.type == m2.type {
                    let p = expression(m1)
                    let q = expression(m2)
                    let z = expression(b)
                    return p.indices.map { k in
                        bop == .add ? op(.fma, p[k], q[k], z[k]) : fusedSubtract(p[k], q[k], z[k])
                    }
                }
                if bop == .add, case .binary(.mul, let m1, let m2) = b.kind, m1.type == m2.type {
                    let z = expression(a)
                    let p = expression(m1)
                    let q = expression(m2)
                    return p.indices.map { k in op(.fma, p[k], q[k], z[k]) }
                }
            }
            let x = expression(a)
            let y = expression(b)
            let code = Self.binaryOp(bop, a.type.element!)
            return zip(x, y).map { op(code, $0, $1) }
        case .matrixMultiply(let a, let b):
            return matrixMultiply(expression(a), a.type, expression(b), b.type)
        case .logical(let isAnd, let a, let b):
            let x = expression(a)[0]
            if case .k(let bits) = x {
                if isAnd && bits == 0 { return [.zero] }
                if !isAnd && bits != 0 { return [.one] }
                return [expression(b)[0]]
            }
            let y = expression(b)[0]
            return [op(isAnd ? .iand : .ior, x, y)]
        case .conditional(let c, let a, let b):
            let cv = expression(c)
            if cv.count == 1, case .k(let bits) = cv[0] { return bits != 0 ? expression(a) : expression(b) }
            let x = expression(a)
            let y = expression(b)
            return x.indices.map { select(cv.count == 1 ? cv[0] : cv[$0], x[$0], y[$0]) }
        case .assign(let target, let value):
            let v = expression(value)
            store(target, v)
            return v
        case .increment(let target, let delta, let prefix):
            let old = expression(target)
            let isF = Self.isFloat(target.type)
            let half = strictHalf && target.type.element == .half
            let new = old.map {
                isF
                    ? (half ? op(.roundHalf, op(.add, $0, .float(Float(delta)))) : op(.add, $0, .float(Float(delta))))
                    : op(.iadd, $0, .int(Int32(delta)))
            }
            store(target, new)
            return prefix ? new : old
        case .comma(let a, let b):
            _ = expression(a)
            return expression(b)
        case .layerSample(let p):
            let v = expression(p)
            let d = newRegister(4)
            emit(.sampleLayer, d, register(v[0]), register(v[1]))
            return (0..<4).map { .r(d + Int32($0)) }
        case .textureSample(_, let s, let uv):
            let v = expression(uv)
            var index = samplers.firstIndex(of: s)
            if index == nil {
                samplers.append(s)
                index = samplers.count - 1
            }
            let d = newRegister(4)
            emit(.sampleImage, d, register(v[0]), register(v[1]), Int32(index!))
            return (0..<4).map { .r(d + Int32($0)) }
        case .textureSize(_, let which):
            return [.k(UInt32(which == 0 ? imageSize.0 : imageSize.1))]
        case .samplerValue:
            return []
        case .outBuiltin(let name, let x, let out):
            let v = expression(x)
            if name == "sincos" {
                store(out, v.map { op(.cos, $0) })
                return v.map { op(.sin, $0) }
            }
            if name == "frexp" {
                store(out, v.map { op(.frexpExponent, $0) })
                return v.map { op(.frexpMantissa, $0) }
            }
            let whole = v.map { op(.trunc, $0) }
            store(out, whole)
            return zip(v, whole).map { op(.sub, $0, $1) }
        }
    }

    /// Element `index` of a `.data` buffer read as `type` (float, half, int, uint, or their vectors), with Metal's
    /// sizes and alignments (MSL spec §2.1–2.2, Table 2.2: a 3-vector is aligned as a 4-vector): an element that
    /// does not lie wholly inside the buffer reads 0 (out of bounds is undefined in Metal; here deterministic).
    mutating func dataRead(_ buffer: (offset: Int, byteCount: Int), _ type: MType, _ index: Operand) -> [Operand] {
        let layout = DataLayout(type)
        let count = layout.count(in: buffer.byteCount)
        var out: [Operand] = []
        for j in 0..<layout.components {
            let offset = j * layout.componentBytes
            if case .k(let bits) = index {
                let k = Int(Int32(bitPattern: bits))
                guard k >= 0 && k < count else {
                    out.append(.zero)
                    continue
                }
                let byte = k * layout.stride + offset
                let word = table[buffer.offset + byte >> 2].bitPattern
                out.append(.k(layout.isHalf ? DataLayout.halfBits(word, byte) : word))
            } else {
                let d = newRegister()
                emit(
                    .gatherBytes, d, register(index), Int32(buffer.offset), Int32(count),
                    Int32(layout.stride * 64 + offset * 2 + (layout.isHalf ? 1 : 0)))
                out.append(.r(d))
            }
        }
        return out
    }

    /// a·b − c: an `fma` with −c when c is a constant, else a multiply and a subtract.
    mutating func fusedSubtract(_ a: Operand, _ b: Operand, _ c: Operand) -> Operand {
        if case .k(let bits) = c { return op(.fma, a, b, .k(bits ^ 0x8000_0000)) }
        return op(.sub, op(.mul, a, b), c)
    }

    static func binaryOp(_ b: BinaryOp, _ el: ScalarType) -> SpanOp {
        let f = el.isFloating
        let u = el == .uint
        switch b {
        case .add: return f ? .add : .iadd
        case .sub: return f ? .sub : .isub
        case .mul: return f ? .mul : .imul
        case .div: return f ? .div : (u ? .udiv : .idiv)
        case .rem: return u ? .urem : .irem
        case .lt: return f ? .flt : (u ? .ult : .ilt)
        case .le: return f ? .fle : (u ? .ule : .ile)
        case .gt: return f ? .fgt : (u ? .ugt : .igt)
        case .ge: return f ? .fge : (u ? .uge : .ige)
        case .eq: return f ? .feq : .ieq
        case .ne: return f ? .fne : .ine
        case .and: return .iand
        case .or: return .ior
        case .xor: return .ixor
        case .shl: return .ishl
        case .shr: return u ? .ushr : .ishr
        }
    }

    mutating func convert(_ v: Operand, from: ScalarType, to: ScalarType) -> Operand {
        if from == to || (from.isFloating && to.isFloating) { return v }
        switch (from, to) {
        case (.int, .half), (.int, .float), (.bool, .half), (.bool, .float): return op(.i2f, v)
        case (.uint, .half), (.uint, .float): return op(.u2f, v)
        case (.half, .int), (.float, .int): return op(.f2i, v)
        case (.half, .uint), (.float, .uint): return op(.f2u, v)
        case (.half, .bool), (.float, .bool): return op(.f2b, v)
        case (.int, .bool), (.uint, .bool): return op(.i2b, v)
        default: return v  // bool → int/uint, int ↔ uint: same bits
        }
    }

    mutating func inline(_ f: Int, _ values: [[Operand]], _ args: [TExpr]) -> [Operand] {
        let fn = functions[f]
        inlinedCalls += 1
        if inlinedCalls > SpanLimits.inlinedCalls { exceeded = true }
        if exceeded { return Array(repeating: .zero, count: fn.returnType.slots) }
        var callee = Frame(
            function: f, result: Array(repeating: .zero, count: fn.returnType.slots), resultMask: currentMask,
            functionLevel: levels.count)
        for (i, v) in values.enumerated() {
            callee.env[i] = v
            callee.declMask[i] = .some(currentMask)
        }
        _ = args
        levels.append(Level(mask: currentMask))
        frames.append(callee)
        let savedFlow = flow
        flow = .normal
        statement(fn.body)
        flow = savedFlow
        let result = frames.removeLast().result
        levels.removeLast()
        return result
    }

    // MARK: Built-ins (MSL spec §6)

    mutating func dot(_ a: [Operand], _ b: [Operand]) -> Operand {
        var s = op(.mul, a[0], b[0])
        for k in 1..<a.count { s = op(.fma, a[k], b[k], s) }
        return s
    }

    mutating func builtin(_ name: String, _ a: [[Operand]], _ argType: MType, _ resultType: MType) -> [Operand] {
        let n = a.first?.count ?? 0
        let isInt = argType.element.map { !$0.isFloating } ?? false
        let unsigned = argType.element == .uint
        func each(_ s: inout SpanCompiler, _ f: (inout SpanCompiler, Int) -> Operand) -> [Operand] {
            var out: [Operand] = []
            for i in 0..<n { out.append(f(&s, i)) }
            return out
        }
        let simple: [String: SpanOp] = [
            "sin": .sin, "cos": .cos, "tan": .tan, "asin": .asin, "acos": .acos, "atan": .atan, "sinh": .sinh,
            "cosh": .cosh,
            "tanh": .tanh, "exp": .exp, "exp2": .exp2, "log": .log, "log2": .log2, "sqrt": .sqrt, "rsqrt": .rsqrt,
            "floor": .floor, "ceil": .ceil, "trunc": .trunc, "round": .round, "rint": .rint, "fract": .fract,
            "sign": .sign,
            "fabs": .abs, "atan2": .atan2, "pow": .pow, "powr": .pow, "fmod": .fmod, "step": .step,
            "copysign": .copysign,
            "fmin": .min, "fmax": .max, "divide": .div, "isnan": .isnan, "isinf": .isinf, "signbit": .signbit,
            "ldexp": .ldexp, "nextafter": .nextafter,
        ]
        if let o = simple[name] {
            return each(&self) { s, i in s.op(o, a[0][i], a.count > 1 ? a[1][i] : .zero) }
        }
        switch name {
        case "abs": return each(&self) { s, i in s.op(isInt ? (unsigned ? .copy : .iabs) : .abs, a[0][i]) }
        case "min": return each(&self) { s, i in s.op(isInt ? (unsigned ? .umin : .imin) : .min, a[0][i], a[1][i]) }
        case "max": return each(&self) { s, i in s.op(isInt ? (unsigned ? .umax : .imax) : .max, a[0][i], a[1][i]) }
        case "clamp":
            return each(&self) { s, i in
                s.op(
                    isInt ? (unsigned ? .umin : .imin) : .min,
                    s.op(isInt ? (unsigned ? .umax : .imax) : .max, a[0][i], a[1][i]), a[2][i])
            }
        case "min3", "fmin3":
            return each(&self) { s, i in
                s.op(isInt ? .imin : .min, s.op(isInt ? .imin : .min, a[0][i], a[1][i]), a[2][i])
            }
        case "max3", "fmax3":
            return each(&self) { s, i in
                s.op(isInt ? .imax : .max, s.op(isInt ? .imax : .max, a[0][i], a[1][i]), a[2][i])
            }
        case "median3", "fmedian3":
            return each(&self) { s, i in
                let lo = s.op(isInt ? .imin : .min, a[0][i], a[1][i])
                let hi = s.op(isInt ? .imax : .max, a[0][i], a[1][i])
                return s.op(isInt ? .imax : .max, lo, s.op(isInt ? .imin : .min, hi, a[2][i]))
            }
        case "saturate": return each(&self) { s, i in s.op(.min, s.op(.max, a[0][i], .float(0)), .float(1)) }
        case "mix": return each(&self) { s, i in s.op(.fma, s.op(.sub, a[1][i], a[0][i]), a[2][i], a[0][i]) }
        case "fma": return each(&self) { s, i in s.op(.fma, a[0][i], a[1][i], a[2][i]) }
        case "fdim": return each(&self) { s, i in s.op(.max, s.op(.sub, a[0][i], a[1][i]), .float(0)) }
        case "smoothstep":
            return each(&self) { s, i in
                let t0 = s.op(.div, s.op(.sub, a[2][i], a[0][i]), s.op(.sub, a[1][i], a[0][i]))
                let t = s.op(.min, s.op(.max, t0, .float(0)), .float(1))
                return s.op(.mul, s.op(.mul, t, t), s.op(.fma, t, .float(-2), .float(3)))
            }
        case "exp10": return each(&self) { s, i in s.op(.exp2, s.op(.mul, a[0][i], .float(3.321_928_1))) }
        case "log10": return each(&self) { s, i in s.op(.mul, s.op(.log2, a[0][i]), .float(0.301_029_99)) }
        case "sinpi", "cospi", "tanpi":
            let o: SpanOp = name == "sinpi" ? .sin : name == "cospi" ? .cos : .tan
            return each(&self) { s, i in s.op(o, s.op(.mul, a[0][i], .float(Float.pi))) }
        case "asinh":
            return each(&self) { s, i in
                let x = a[0][i]
                let r = s.op(.log, s.op(.add, s.op(.abs, x), s.op(.sqrt, s.op(.fma, x, x, .float(1)))))
                return s.op(.copysign, r, x)
            }
        case "acosh":
            return each(&self) { s, i in
                s.op(.log, s.op(.add, a[0][i], s.op(.sqrt, s.op(.fma, a[0][i], a[0][i], .float(-1)))))
            }
        case "atanh":
            return each(&self) { s, i in
                s.op(
                    .mul, s.op(.log, s.op(.div, s.op(.add, .float(1), a[0][i]), s.op(.sub, .float(1), a[0][i]))),
                    .float(0.5))
            }
        case "isfinite":
            return each(&self) { s, i in s.op(.ixor, s.op(.ior, s.op(.isnan, a[0][i]), s.op(.isinf, a[0][i])), .one) }
        case "dot": return [dot(a[0], a[1])]
        case "length": return [op(.sqrt, dot(a[0], a[0]))]
        case "length_squared": return [dot(a[0], a[0])]
        case "distance", "distance_squared":
            let d = (0..<n).map { op(.sub, a[0][$0], a[1][$0]) }
            let s = dot(d, d)
            return [name == "distance" ? op(.sqrt, s) : s]
        case "normalize":
            let inv = op(.rsqrt, dot(a[0], a[0]))
            return a[0].map { op(.mul, $0, inv) }
        case "cross":
            let x = a[0]
            let y = a[1]
            return [
                op(.sub, op(.mul, x[1], y[2]), op(.mul, x[2], y[1])),
                op(.sub, op(.mul, x[2], y[0]), op(.mul, x[0], y[2])),
                op(.sub, op(.mul, x[0], y[1]), op(.mul, x[1], y[0])),
            ]
        case "reflect":
            let d2 = op(.mul, dot(a[1], a[0]), .float(-2))
            return (0..<n).map { op(.fma, d2, a[1][$0], a[0][$0]) }
        case "refract":
            let d = dot(a[1], a[0])
            let eta = a[2][0]
            let k = op(.sub, .float(1), op(.mul, op(.mul, eta, eta), op(.sub, .float(1), op(.mul, d, d))))
            let valid = op(.fge, k, .float(0))
            let coef = op(.fma, eta, d, op(.sqrt, op(.max, k, .float(0))))
            return (0..<n).map { select(valid, op(.sub, op(.mul, eta, a[0][$0]), op(.mul, coef, a[1][$0])), .float(0)) }
        case "faceforward":
            let front = op(.flt, dot(a[2], a[1]), .float(0))
            return a[0].map { select(front, $0, op(.neg, $0)) }
        case "all":
            var r = a[0][0]
            for k in 1..<n { r = op(.iand, r, a[0][k]) }
            return [r]
        case "any":
            var r = a[0][0]
            for k in 1..<n { r = op(.ior, r, a[0][k]) }
            return [r]
        case "transpose":
            guard case .matrix(_, let c, let r) = argType else { return a[0] }
            var out: [Operand] = []
            for i in 0..<r { for j in 0..<c { out.append(a[0][j * r + i]) } }
            return out
        case "determinant":
            let m = a[0]
            func det2(_ s: inout SpanCompiler, _ p: Operand, _ q: Operand, _ r: Operand, _ t: Operand) -> Operand {
                s.op(.sub, s.op(.mul, p, t), s.op(.mul, r, q))
            }
            if m.count == 4 { return [det2(&self, m[0], m[1], m[2], m[3])] }
            if m.count == 9 {
                let c0 = op(.mul, m[0], det2(&self, m[4], m[5], m[7], m[8]))
                let c1 = op(.mul, m[3], det2(&self, m[1], m[2], m[7], m[8]))
                let c2 = op(.mul, m[6], det2(&self, m[1], m[2], m[4], m[5]))
                return [op(.add, op(.sub, c0, c1), c2)]
            }
            // 4×4: expansion along the first column (column-major m[c·4 + r]).
            var total = Operand.float(0)
            for row in 0..<4 {
                let rows = (0..<4).filter { $0 != row }
                func e(_ i: Int, _ j: Int) -> Operand { m[(j + 1) * 4 + rows[i]] }
                let t0 = op(.mul, e(0, 0), det2(&self, e(1, 1), e(2, 1), e(1, 2), e(2, 2)))
                let t1 = op(.mul, e(1, 0), det2(&self, e(0, 1), e(2, 1), e(0, 2), e(2, 2)))
                let t2 = op(.mul, e(2, 0), det2(&self, e(0, 1), e(1, 1), e(0, 2), e(1, 2)))
                let minor = op(.add, op(.sub, t0, t1), t2)
                let term = op(.mul, m[row], minor)
                total = row % 2 == 0 ? op(.add, total, term) : op(.sub, total, term)
            }
            return [total]
        default:
            return Array(repeating: .float(.nan), count: resultType.slots)
        }
    }

    mutating func matrixMultiply(_ a: [Operand], _ at: MType, _ b: [Operand], _ bt: MType) -> [Operand] {
        switch (at, bt) {
        case (.matrix(_, let c, let r), .vector):
            return (0..<r).map { i in
                var s = op(.mul, a[i], b[0])
                for j in 1..<c { s = op(.fma, a[j * r + i], b[j], s) }
                return s
            }
        case (.vector, .matrix(_, let c, let r)):
            return (0..<c).map { j in
                var s = op(.mul, a[0], b[j * r])
                for k in 1..<r { s = op(.fma, a[k], b[j * r + k], s) }
                return s
            }
        case (.matrix(_, let c, let r), .matrix(_, let c2, _)):
            var out: [Operand] = []
            for j in 0..<c2 {
                for i in 0..<r {
                    var s = op(.mul, a[i], b[j * c])
                    for k in 1..<c { s = op(.fma, a[k * r + i], b[j * c + k], s) }
                    out.append(s)
                }
            }
            return out
        default: return []
        }
    }
}
