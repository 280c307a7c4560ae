// Evaluator+Intrinsics.swift: evaluating Intrinsic operations (closures over arrays, UUIDs, random draws).
// Rule: Swift's semantics for each (Intrinsic.swift); `sorted(by:)` is a stable merge sort, so equal elements keep
// their order and the result is deterministic; a UUID is derived from the identity context (FNV-1a, as view
// identities are) and printed in RFC 9562 form with version 4 and variant bits. Status: complete for issue #14.

extension Evaluator {
    @inline(never)
    mutating func evaluateIntrinsic(_ intrinsic: Intrinsic, _ f: inout Frame) throws(RuntimeFailure) -> Value {
        switch intrinsic {
        case .map(let data, let slots, let body):
            var result: [Value] = []
            for element in try evaluate(data, &f).array {
                Evaluator.bind(element, slots, &f)
                result.append(try evaluate(body, &f))
            }
            return .array(result)
        case .filter(let data, let slots, let body):
            var result: [Value] = []
            for element in try evaluate(data, &f).array {
                Evaluator.bind(element, slots, &f)
                if try evaluate(body, &f).bool { result.append(element) }
            }
            return .array(result)
        case .reduce(let data, let initial, let slots, let body):
            var accumulator = try evaluate(initial, &f)
            for element in try evaluate(data, &f).array {
                f.locals[slots[0]] = accumulator
                Evaluator.bind(element, Array(slots.dropFirst()), &f)
                accumulator = try evaluate(body, &f)
            }
            return accumulator
        case .sorted(let data, let slots, let body):
            return .array(try mergeSorted(try evaluate(data, &f).array, slots, body, &f))
        case .containsWhere(let data, let slots, let body):
            for element in try evaluate(data, &f).array {
                Evaluator.bind(element, slots, &f)
                if try evaluate(body, &f).bool { return .bool(true) }
            }
            return .bool(false)
        case .firstWhere(let data, let slots, let body):
            for element in try evaluate(data, &f).array {
                Evaluator.bind(element, slots, &f)
                if try evaluate(body, &f).bool { return element }
            }
            return .absent
        case .allSatisfy(let data, let slots, let body):
            for element in try evaluate(data, &f).array {
                Evaluator.bind(element, slots, &f)
                if !(try evaluate(body, &f).bool) { return .bool(false) }
            }
            return .bool(true)
        case .uuid(let salt):
            let site = Evaluator.mix(identityContext, salt)
            let n = uuidCounts[site, default: 0]
            uuidCounts[site] = n + 1
            return .string(Evaluator.uuidString(n == 0 ? site : Evaluator.mix(site, n)))
        case .randomDouble(let lower, let upper):
            let (a, b) = (try evaluate(lower, &f).double, try evaluate(upper, &f).double)
            return .double(a + (b - a) * random.unit())
        case .randomInt(let range):
            guard case .range(let lower, let upper) = try evaluate(range, &f), upper > lower else {
                return .int(0)
            }
            return .int(lower + random.below(upper - lower))
        case .randomBool:
            return .bool(random.next() >> 63 == 1)
        case .randomElement(let data):
            let items = try evaluate(data, &f).array
            return items.isEmpty ? .absent : items[random.below(items.count)]
        case .shuffled(let data):
            // Fisher–Yates, as Swift's `shuffle(using:)`.
            var items = try evaluate(data, &f).array
            if items.count > 1 {
                for i in stride(from: items.count - 1, to: 0, by: -1) { items.swapAt(i, random.below(i + 1)) }
            }
            return .array(items)
        case .workItemNew:
            timers.workItems += 1
            return .int(timers.workItems)
        case .workItemCancel(let key):
            timers.cancelledWorkItems.insert(try evaluate(key, &f).int)
            return .void
        case .workItemIsCancelled(let key):
            return .bool(timers.cancelledWorkItems.contains(try evaluate(key, &f).int))
        case .environment(let key, let system):
            return environment[key] ?? system
        case .withEnvironment(let key, let value, let body):
            let saved = environment[key]
            environment[key] = try evaluate(value, &f)
            defer { environment[key] = saved }
            return try evaluate(body, &f)
        case .makeClosure(let parameters, let body):
            return .closure(ClosureValue(parameters: parameters, body: body, frame: f))
        case .callClosure(let callee, let arguments, let range):
            return try callClosure(callee, arguments, range, &f)
        case .mutatingCall(let routine, let receiver, let arguments, let target, let range):
            return try callMutating(routine, receiver: receiver, arguments, target: target, range, &f)
        case .inOutCall(let routine, let receiver, let arguments, let writes, let range):
            return try call(routine, receiver: receiver, arguments: arguments, range: range, writes: writes, &f)
        }
    }

    /// Binds a closure's parameters to one element: the element itself, or a tuple's fields one per parameter.
    static func bind(_ element: Value, _ slots: [Int], _ f: inout Frame) {
        if slots.count == 1 {
            f.locals[slots[0]] = element
        } else if case .instance(let fields) = element {
            for (slot, field) in zip(slots, fields) { f.locals[slot] = field }
        }
    }

    /// A stable merge sort with the scene's `areInIncreasingOrder` closure.
    private mutating func mergeSorted(
        _ items: [Value], _ slots: [Int], _ body: IR, _ f: inout Frame
    ) throws(RuntimeFailure) -> [Value] {
        guard items.count > 1 else { return items }
        let middle = items.count / 2
        let left = try mergeSorted(Array(items[..<middle]), slots, body, &f)
        let right = try mergeSorted(Array(items[middle...]), slots, body, &f)
        var merged: [Value] = []
        merged.reserveCapacity(items.count)
        var (i, j) = (0, 0)
        while i < left.count && j < right.count {
            // Take from the right only when it is strictly before the left: equal elements keep their order.
            f.locals[slots[0]] = right[j]
            f.locals[slots[1]] = left[i]
            if try evaluate(body, &f).bool {
                merged.append(right[j])
                j += 1
            } else {
                merged.append(left[i])
                i += 1
            }
        }
        merged += left[i...]
        merged += right[j...]
        return merged
    }

    /// `8-4-4-4-12` hexadecimal digits of 128 bits made from `hash`, with version 4 and the RFC 9562 variant.
    static func uuidString(_ hash: UInt64) -> String {
        var high = hash
        var low = mix(hash, 0x5555_5555_5555_5555)
        high = (high & ~0xF000) | 0x4000
        low = (low & ~(0xC000_0000_0000_0000 as UInt64)) | 0x8000_0000_0000_0000
        func hex(_ value: UInt64, _ digits: Int) -> String {
            let text = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, digits - text.count)) + text
        }
        return "\(hex(high >> 32, 8))-\(hex((high >> 16) & 0xFFFF, 4))-\(hex(high & 0xFFFF, 4))-"
            + "\(hex(low >> 48, 4))-\(hex(low & 0xFFFF_FFFF_FFFF, 12))"
    }
}
