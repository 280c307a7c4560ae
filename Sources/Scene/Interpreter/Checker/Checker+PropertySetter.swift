// Checker+PropertySetter.swift: `x.name = v` (and `name = v` inside the type) where `name` is a computed property with
// a setter: the call of its setter method `name·set(newValue:)` (Parser+PropertyWrapper keeps it), which changes `x`
// as a mutating method does.
// Rule: The Swift Programming Language, "Properties": Computed Properties ("a setter … to set other properties and
// values indirectly"; the new value is `newValue` unless the setter names it) and SE-0258 (a wrapped property's
// setter writes `_x.wrappedValue`). Status: the setters of property wrappers and wrapped properties; other computed
// properties' setters are still dropped by the parser.

extension Checker {
    /// The setter call for an assignment to a settable computed property; nil for every other target.
    mutating func computedPropertyAssignment(_ target: Expr, _ op: String, _ value: Expr, operatorRange: SourceRange)
        -> Expr?
    {
        let base: Expr
        let name: String
        let nameRange: SourceRange
        switch target.kind {
        case .member(let b, let n, let r, _):
            guard case .instance(let index, _) = checkOnTrial(b).typed.type,
                structs[index].methods[Parser.setterName(of: n)] != nil
            else { return nil }
            (base, name, nameRange) = (b, n, r)
        case .identifier(let n):
            guard lookupLocal(n) == nil, let owner = context.owner,
                structs[owner].methods[Parser.setterName(of: n)] != nil
            else { return nil }
            (base, name, nameRange) = (Expr(.self, target.range), n, target.range)
        default:
            return nil
        }
        let newValue =
            op == "="
            ? value
            : Expr(
                .binary(String(op.dropLast()), target, value, operatorRange: operatorRange),
                target.range.union(value.range))
        let callee = Expr(
            .member(base, Parser.setterName(of: name), nameRange: nameRange, dot: nameRange.start), target.range)
        let argument = Argument(label: "newValue", value: newValue, range: newValue.range)
        return Expr(.call(callee, [argument], trailingClosure: nil, closeParen: nil), target.range.union(value.range))
    }

    /// `x` of a wrapped property declared without a type (`@Wrapper var x = f()`): `_x.wrappedValue`
    /// (Parser+PropertyWrapper); nil when `name` is no such property of struct `index`.
    mutating func wrappedPropertyRead(_ index: Int, _ name: String, receiver: IR, range: SourceRange) -> Typed? {
        guard let backing = structs[index].storedIndex["_" + name],
            structs[index].stored[backing].declaration.wrapper != nil,
            case .instance(let wrapper, _) = storedType(index, backing)
        else { return nil }
        let storage: IR =
            if case .selfInstance = receiver { .selfProperty(backing) } else { .storedProperty(receiver, backing) }
        return instanceMember(wrapper, "wrappedValue", receiver: storage, range: range)
    }
}
