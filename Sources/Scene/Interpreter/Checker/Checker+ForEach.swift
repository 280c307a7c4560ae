// Checker+ForEach.swift: `ForEach(data, id: \.self) { element in … }` and the element types of ranges and arrays.
// Rule: SwiftUI's ForEach initialisers over a Range<Int> (id optional) or an array with `id: \.self` (an array of
// values that are not Identifiable needs the id, as swiftc says); the closure takes the element (`{ i in … }`,
// `{ _ in … }` or `$0`) and is a view builder whose views flatten into the parent. Status: complete for issue #2.

extension Checker {
    /// `ForEach(data, id: \.self) { element in … }` over a range or an array.
    mutating func checkForEach(_ call: CallSite) -> Typed {
        let parameters = [
            MatchParameter(label: nil, hasDefault: false, takesClosure: false),
            MatchParameter(label: "id", hasDefault: true, takesClosure: false),
            MatchParameter(label: "content", hasDefault: false, takesClosure: true),
        ]
        guard
            let assignment = matchLabels(
                call.arguments, trailing: call.trailing, to: parameters, callRange: call.range,
                closeParen: call.closeParen)
        else {
            checkLoosely(call)
            return .error
        }
        let dataExpr = call.arguments[assignment[0] ?? 0].value
        var data = check(dataExpr, expected: nil)
        // `ForEach($items) { $item in … }` (SE-0293): the elements' indices, with `item` the element and `$item` a
        // binding to it (Apple: ForEach.init(_:content:) over a Binding to a collection).
        var bindingData: IR?
        if case .binding(.array(let bound)) = data.type {
            bindingData = data.ir
            let read = IR.bindingValue(data.ir, dataExpr.range)
            data = Typed(
                ir: apply({ v, _ in .array(v[0].array) }, [read], dataExpr.range), type: .array(bound))
        }
        let element = elementType(of: data.type, at: dataExpr.range, forEach: true)
        if let id = assignment[1] {
            // Any key path (`\.self`, `\.id`, `\.offset`, `\.0`): identity comes from the whole element, which is
            // at least as fine as the key it names.
            let idExpr = call.arguments[id].value
            if case .keyPath = idExpr.kind {
            } else {
                diagnostics.error("ForEach's 'id:' must be a key path such as '\\.self' or '\\.id'", at: idExpr.range)
            }
        } else if case .array = data.type, !isIdentifiable(element), bindingData == nil {
            diagnostics.error(
                "referencing initializer 'init(_:content:)' on 'ForEach' requires that '\(element)' conform to 'Identifiable'",
                at: call.range, hint: "add 'id: \\.self'")
        }
        let contentIndex = assignment[2] ?? call.arguments.count
        var closure: Closure
        if contentIndex == call.arguments.count, let trailing = call.trailing {
            closure = trailing
        } else if case .closure(let c) = call.arguments[contentIndex].value.kind {
            closure = c
        } else {
            let e = call.arguments[contentIndex].value
            diagnostics.error(
                "cannot convert value of type '\(check(e, expected: nil).type)' to expected argument type '(\(element)) -> some View'",
                at: e.range)
            return .error
        }
        pushScope()
        defer { popScope() }
        var slot: Int?
        var spread: [Statement] = []
        if let bindingData {
            // The element by index: `item` reads it, `$item` binds to it.
            let written = closure.hasParameterClause ? closure.parameters.first?.name ?? "_" : "$0"
            let plain = written.hasPrefix("$") && written != "$0" ? String(written.dropFirst()) : written
            let at = closure.parameters.first?.range ?? closure.range
            let index = declareLocal("_", type: .int, mutable: false, at: at)
            slot = index
            let itemSlot = declareLocal(plain, type: element, mutable: false, at: at)
            let bindingSlot = declareLocal("$" + plain, type: .binding(element), mutable: false, at: at)
            let values = IR.bindingValue(bindingData, closure.range)
            spread.append(.setLocal(itemSlot, apply(Builtins.subscriptArray, [values, .local(index)], closure.range)))
            spread.append(
                .setLocal(bindingSlot, apply(BindingPath.element, [bindingData, .local(index)], closure.range)))
            context.usedSlots.insert(itemSlot)
            context.usedSlots.insert(bindingSlot)
            let indices = apply({ v, _ in .range(0, v[0].array.count) }, [values], closure.range)
            let body = spread + checkStatements(closure.body, in: .viewBuilder(allowsReturn: false))
            return Typed(ir: .forEach(indices, slot: slot, body, call.range), type: .view)
        }
        if closure.hasParameterClause, closure.parameters.count > 1, case .tuple(let fields, _) = element,
            fields.count == closure.parameters.count
        {
            // `{ index, item in … }` over `Array(x.enumerated())`: the tuple element spread over the parameters.
            let hidden = declareLocal("_", type: element, mutable: false, at: closure.range)
            slot = hidden
            for (i, (parameter, type)) in zip(closure.parameters, fields).enumerated() where parameter.name != "_" {
                let s = declareLocal(parameter.name, type: type, mutable: false, at: parameter.range)
                spread.append(.setLocal(s, .storedProperty(.local(hidden), i)))
            }
        } else if closure.hasParameterClause {
            if closure.parameters.count != 1 {
                let count = closure.parameters.count
                diagnostics.error(
                    "contextual closure type '(\(element)) -> some View' expects 1 argument, but \(count) \(count == 1 ? "was" : "were") used in closure body",
                    at: closure.parameters.first.map { $0.range.union(closure.parameters[count - 1].range) }
                        ?? closure.range)
            }
            if let parameter = closure.parameters.first, parameter.name != "_" {
                slot = declareLocal(parameter.name, type: element, mutable: false, at: parameter.range)
            }
        } else {
            slot = declareLocal("$0", type: element, mutable: false, at: closure.range)
        }
        let body = spread + checkStatements(closure.body, in: .viewBuilder(allowsReturn: false))
        if !closure.hasParameterClause, let slot, !context.usedSlots.contains(slot) {
            let brace = SourceRange(start: closure.range.start, end: closure.range.start.advanced(by: 1))
            diagnostics.error(
                "contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored",
                at: brace,
                hint: "insert '_ in', or name the element: '{ index in … }'")
        }
        return Typed(ir: .forEach(data.ir, slot: slot, body, call.range), type: .view)
    }

    /// A user type declared `Identifiable` (or with an `id` property), or an enum: ForEach needs no `id:`.
    func isIdentifiable(_ type: SceneType) -> Bool {
        // `ForEach(items)` in `struct Row<Item: Identifiable>`: the declaration's constraint (Checker+GenericInference).
        if case .typeParameter = type { return true }
        // `[any Item]`: every type the box may hold is Identifiable (Checker+DynamicCast).
        if case .existential(let proto) = type {
            let types = conformers(of: proto)
            return !types.isEmpty && types.allSatisfy { isIdentifiable(.instance($0, name: structs[$0].name)) }
        }
        guard case .instance(let index, _) = type else { return false }
        return structs[index].declaration.conformances.contains { $0.name == "Identifiable" }
            || structs[index].storedIndex["id"] != nil || structs[index].computed["id"] != nil
    }

    /// The element type of a range or array iterated by ForEach or `for … in`.
    mutating func elementType(of type: SceneType, at range: SourceRange, forEach: Bool) -> SceneType {
        switch type {
        case .range, .closedRange: return .int
        case .array(let element): return element
        case .error: return .error
        default:
            diagnostics.error(
                forEach
                    ? "generic struct 'ForEach' requires that '\(type)' conform to 'RandomAccessCollection'"
                    : "for-in loop requires '\(type)' to conform to 'Sequence'", at: range,
                hint: "iterate over a range such as '0..<n' or an array")
            return .error
        }
    }
}

extension SourceLocation {
    /// The location `columns` further along the same line (for one-character ranges such as a brace).
    fileprivate func advanced(by columns: Int) -> SourceLocation {
        SourceLocation(line: line, column: column + columns, offset: offset + columns)
    }
}
