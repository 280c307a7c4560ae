// BindingPath.swift: what a binding refers to: a state (its global index) or an element inside one (`$items[i]`: the
// index followed by the element's position, at any depth). Reads and writes through a binding follow the path.
// Rule: Apple: Binding — developer.apple.com/documentation/swiftui/binding (a binding to part of a value reads and
// writes that part of the source of truth). Status: complete for array elements.

enum BindingPath {
    /// `Binding(get:set:)`: a reference holding the getter and the setter closures (Checker+CustomBinding).
    static let custom: BuiltinImplementation = { v, _ in .array([v[0], v[1]]) }

    /// The getter and setter of a `Binding(get:set:)` reference; nil for a binding to state.
    static func closures(_ reference: Value) -> (get: ClosureValue, set: ClosureValue)? {
        guard case .array(let parts) = reference, parts.count == 2, case .closure(let get) = parts[0],
            case .closure(let set) = parts[1]
        else { return nil }
        return (get, set)
    }

    /// `.constant(v)`: a binding that holds its value, reads give it and writes are ignored (Apple:
    /// Binding.constant(_:) — "a binding to an immutable value"), so two constant bindings made by one call site are
    /// two values.
    static let constant: BuiltinImplementation = { v, _ in .array([.string(constantTag), v[0]]) }
    private static let constantTag = "·constant"

    /// The value a `.constant(v)` binding holds; nil for other bindings.
    static func constantValue(_ reference: Value) -> Value? {
        guard case .array(let parts) = reference, parts.count == 2, case .string(constantTag) = parts[0] else {
            return nil
        }
        return parts[1]
    }

    /// `binding[i]`: the binding's path with `i` appended (of a constant binding, the constant of its part).
    static let element: BuiltinImplementation = { v, _ in
        if let held = constantValue(v[0]) {
            guard case .int(let i) = v[1], let part = read(held, [i][...]) else { return v[0] }
            return .array([.string(constantTag), part])
        }
        switch v[0] {
        case .int(let global): return .array([.int(global), v[1]])
        case .array(let path): return .array(path + [v[1]])
        default: return v[0]
        }
    }

    /// A binding to `@State` global `global` as view instance `instance` sees it: the index alone for a scene's own
    /// state (or code outside any view), else the index complemented and the instance's identity
    /// (InstanceStates.swift), so the binding reaches the same instance's value wherever it is passed.
    static func reference(to global: Int, instance: UInt64) -> Value {
        instance == 0 ? .int(global) : .array([.int(~global), .int(Int(bitPattern: UInt(instance)))])
    }

    /// The global a binding value refers to, the view instance it was made in (0: none) and the element positions
    /// below it; global -1 for a value that is no binding.
    static func split(_ reference: Value) -> (global: Int, instance: UInt64, path: [Int]) {
        func positions(_ parts: ArraySlice<Value>) -> [Int] {
            parts.compactMap { if case .int(let i) = $0 { i } else { nil } }
        }
        switch reference {
        case .array(let parts):
            guard case .int(let g)? = parts.first else { return (-1, 0, []) }
            if g < 0, parts.count >= 2, case .int(let instance) = parts[1] {
                return (~g, UInt64(UInt(bitPattern: instance)), positions(parts.dropFirst(2)))
            }
            return (g, 0, positions(parts.dropFirst()))
        case .int(let g): return (g, 0, [])
        default: return (-1, 0, [])
        }
    }

    /// The part of `value` at `path`; nil when an index is out of range.
    static func read(_ value: Value, _ path: ArraySlice<Int>) -> Value? {
        guard let i = path.first else { return value }
        // An array's element, or a struct's (or object's) stored property by position (`$model.name`).
        switch value {
        case .array(let items) where items.indices.contains(i): return read(items[i], path.dropFirst())
        case .instance(let fields) where fields.indices.contains(i): return read(fields[i], path.dropFirst())
        default: return nil
        }
    }

    /// `value` with the part at `path` replaced by `new`; nil when an index is out of range.
    static func write(_ value: Value, _ path: ArraySlice<Int>, _ new: Value) -> Value? {
        guard let i = path.first else { return new }
        switch value {
        case .array(var items) where items.indices.contains(i):
            guard let inner = write(items[i], path.dropFirst(), new) else { return nil }
            items[i] = inner
            return .array(items)
        case .instance(var fields) where fields.indices.contains(i):
            guard let inner = write(fields[i], path.dropFirst(), new) else { return nil }
            fields[i] = inner
            return .instance(fields)
        default:
            return nil
        }
    }
}
