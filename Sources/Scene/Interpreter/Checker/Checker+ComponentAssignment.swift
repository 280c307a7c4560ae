// Checker+ComponentAssignment.swift: assignments to a part of a variable: `points[4] = .init(0.5, 0.4)`,
// `scales[i] += 0.1`, `offset.width = 20`, `items[i].done = true`, `counts["a"] = 3`.
// Rule: The Swift Programming Language, "Structures and Enumerations Are Value Types" and "Subscripts": arrays,
// dictionaries and structs are values, so writing a component gives the variable a copy with that component
// replaced; an array index out of range traps ("Index out of range"). The variable itself is assigned through the
// ordinary rules (a `var` local, a `@State` in an event or action: Checker+Statements `checkAssignment`).
// Status: complete for subscripts of arrays and dictionaries, stored properties of structs, tuple elements (by
// position or label), a CGPoint's x/y, a CGSize's width/height, a CGVector's dx/dy and an Angle's
// degrees/radians, at any depth.

import Geometry

extension Checker {
    /// Whether `target` is a component of something (a subscript, or a property of anything but `self`).
    func isComponentTarget(_ target: Expr) -> Bool {
        switch target.kind {
        case .subscript: true
        case .member(let base, _, _, _):
            if case .self = base.kind { false } else { true }
        default: false
        }
    }

    /// `target op= value` for a component target; `assignRoot` assigns the root variable its new value.
    mutating func checkComponentAssignment(
        _ target: Expr, _ op: String, _ value: Expr, _ operatorRange: SourceRange,
        assignRoot: (inout Checker, Expr, Typed) -> Statement?
    ) -> Statement? {
        guard var type = componentType(target) else { return nil }
        if op == "=", case .subscript(let base, _) = target.kind, case .dictionary? = writableTypeQuietly(base) {
            // `counts["a"] = nil` removes the key (Apple: Dictionary.subscript(_:) — "assigning nil removes the key").
            type = type.isOptional ? type : .optional(type)
        }
        let newValue: Expr =
            op == "="
            ? value
            : Expr(
                .binary(String(op.dropLast()), target, value, operatorRange: operatorRange),
                target.range.union(value.range))
        let ir = coerce(check(newValue, expected: type), to: type, at: value.range, .initializer)
        return assign(target, Typed(ir: ir, type: type), assignRoot: assignRoot)
    }

    /// Writes `value` (already of the component's type) to the component `target`: `model.bars.append(1)` as
    /// `model.bars = model.bars + [1]` (Checker+ArrayMutation).
    mutating func writeComponent(_ target: Expr, _ value: Typed) -> Statement? {
        guard componentType(target) != nil else { return nil }
        return assign(target, value) { checker, root, newValue in
            checker.assignVariable(root) { checker, type in
                checker.coerce(newValue, to: type, at: target.range, .initializer)
            }
        }
    }

    /// The type of the component `target` names; nil after reporting one that cannot be written.
    private mutating func componentType(_ target: Expr) -> SceneType? {
        switch target.kind {
        case .subscript(let base, _):
            guard let baseType = writableType(base) else { return nil }
            switch baseType {
            case .array(let element): return element
            case .dictionary(_, let value): return value
            default:
                diagnostics.error("value of type '\(baseType)' has no subscripts", at: base.range)
                return nil
            }
        case .member(let base, let name, let nameRange, _):
            guard let baseType = writableType(base) else { return nil }
            if case .instance(let owner, _) = baseType, let index = structs[owner].storedIndex[name] {
                return storedType(owner, index)
            }
            if Checker.geometryField(baseType, name) != nil { return .double }
            if name == "animatableData", let data = Checker.geometryAnimatableData(baseType) { return data.type }
            // `t.1 = x`, `graph[i].1 = x`, `t.name += 1`: a tuple's elements are mutable parts of its value, as a
            // struct's stored properties (The Swift Programming Language, "Types" → "Tuple Type").
            if case .tuple(let types, _) = baseType, let index = Checker.tupleElementIndex(baseType, name) {
                return types[index]
            }
            diagnostics.error(
                "cannot assign to property: '\(name)' is not a stored property of '\(baseType)'", at: nameRange)
            return nil
        default:
            return nil
        }
    }

    /// The type of `e` checked on trial (no diagnostics kept).
    private mutating func writableTypeQuietly(_ e: Expr) -> SceneType? {
        let typed = checkOnTrial(stateThroughSelf(e)).typed
        return typed.type == .error ? nil : typed.type
    }

    /// The type of a variable or component that is written through; nil after reporting.
    private mutating func writableType(_ e: Expr) -> SceneType? {
        if isComponentTarget(e) { return componentType(e) }
        let typed = check(stateThroughSelf(e), expected: nil)
        return typed.type == .error ? nil : typed.type
    }

    /// Assigns `value` to the component `target`: its container gets a copy with the component replaced, and so on
    /// up to the root variable.
    private mutating func assign(
        _ target: Expr, _ value: Typed, assignRoot: (inout Checker, Expr, Typed) -> Statement?
    ) -> Statement? {
        let range = target.range
        switch target.kind {
        case .subscript(let base, let index):
            let container = check(stateThroughSelf(base), expected: nil)
            let updated: IR
            switch container.type {
            case .array:
                let position = coerce(check(index, expected: .int), to: .int, at: index.range, .argument)
                updated = apply(
                    { v, range throws(RuntimeFailure) in
                        var items = v[0].array
                        let i = v[1].int
                        try Builtins.checkIndex(i, in: items, at: range)
                        items[i] = v[2]
                        return .array(items)
                    }, [container.ir, position, value.ir], range)
            case .dictionary(let keyType, _):
                let key = coerce(check(index, expected: keyType), to: keyType, at: index.range, .argument)
                updated = apply(
                    { v, _ in
                        guard case .dictionary(var keys, var values) = v[0] else { return v[0] }
                        if case .absent = v[2] {
                            if let i = keys.firstIndex(where: { $0.isEqual(to: v[1]) }) {
                                keys.remove(at: i)
                                values.remove(at: i)
                            }
                        } else if let i = keys.firstIndex(where: { $0.isEqual(to: v[1]) }) {
                            values[i] = v[2]
                        } else {
                            keys.append(v[1])
                            values.append(v[2])
                        }
                        return .dictionary(keys: keys, values: values)
                    }, [container.ir, key, value.ir], range)
            default:
                return nil
            }
            return assignContainer(base, Typed(ir: updated, type: container.type), assignRoot: assignRoot)
        case .member(let base, let name, _, _):
            let container = check(stateThroughSelf(base), expected: nil)
            if let set = Checker.geometryField(container.type, name) {
                let updated = apply({ v, _ in set(v[0], v[1].double) }, [container.ir, value.ir], range)
                return assignContainer(base, Typed(ir: updated, type: container.type), assignRoot: assignRoot)
            }
            if name == "animatableData", let data = Checker.geometryAnimatableData(container.type) {
                // `offset.animatableData = newValue` (Checker+GeometryAnimatableData).
                let updated = apply({ v, _ in data.set(v[0], v[1]) }, [container.ir, value.ir], range)
                return assignContainer(base, Typed(ir: updated, type: container.type), assignRoot: assignRoot)
            }
            let field: Int
            if case .instance(let owner, _) = container.type, let stored = structs[owner].storedIndex[name] {
                field = stored
            } else if let element = Checker.tupleElementIndex(container.type, name) {
                field = element  // a tuple's elements are stored as an instance's fields (Value.instance)
            } else {
                return nil
            }
            let updated = apply(
                { v, _ in
                    var fields = v[0].instance
                    fields[field] = v[1]
                    return .instance(fields)
                }, [container.ir, value.ir], range)
            return assignContainer(base, Typed(ir: updated, type: container.type), assignRoot: assignRoot)
        default:
            return nil
        }
    }

    private mutating func assignContainer(
        _ container: Expr, _ value: Typed, assignRoot: (inout Checker, Expr, Typed) -> Statement?
    ) -> Statement? {
        let root = stateThroughSelf(container)
        if isComponentTarget(root) { return assign(root, value, assignRoot: assignRoot) }
        return assignRoot(&self, root, value)
    }

    /// Writing `x`/`y` of a CGPoint or `width`/`height` of a CGSize: the value with that field replaced.
    static func geometryField(_ type: SceneType, _ name: String) -> (@Sendable (Value, Double) -> Value)? {
        switch (type, name) {
        case (.point, "x"): { v, x in .point(Point(x: x, y: v.point.y)) }
        case (.point, "y"): { v, y in .point(Point(x: v.point.x, y: y)) }
        case (.size, "width"):
            { v, w in if case .size(_, let h) = v { .size(width: w, height: h) } else { v } }
        case (.size, "height"):
            { v, h in if case .size(let w, _) = v { .size(width: w, height: h) } else { v } }
        // `angle.degrees += 180`: Angle's `degrees` and `radians` are settable (Apple: Angle.degrees — "var degrees:
        // Double { get set }"), one stored value seen in two units.
        case (.angle, "degrees"): { _, d in .angle(Angle(degrees: d)) }
        case (.angle, "radians"): { _, r in .angle(Angle(radians: r)) }
        case (.vector, "dx"): { v, x in if case .vector(let p) = v { .vector(Point(x: x, y: p.y)) } else { v } }
        case (.vector, "dy"): { v, y in if case .vector(let p) = v { .vector(Point(x: p.x, y: y)) } else { v } }
        default: nil
        }
    }
}
