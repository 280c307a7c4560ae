// Checker+TransactionKey.swift: iOS 17's custom transaction values — `struct SourceKey: TransactionKey { static var
// defaultValue … }`, `extension Transaction { var source: … { get { self[SourceKey.self] } set { self[SourceKey.self]
// = newValue } } }`, `withTransaction(\.source, .welcome) { … }` and `.transaction { $0[SourceKey.self] … }`.
// Rule: Apple: TransactionKey — developer.apple.com/documentation/swiftui/transactionkey (`defaultValue`, "the default
// value for the transaction key"); Transaction.subscript(_:) (the value for a key, its default where none was set);
// withTransaction(_:_:_:) with a key path (the body's changes carry the value). anim's transactions carry an
// animation only (Checker+Transaction): a custom value is not carried to the views, so every read is the key's
// default value — what a view reads in any update no `withTransaction` with that key made, such as the first frame —
// and a `withTransaction(\.key, value)` says so in one located warning; its body runs as an update without
// animation. Status: partial (values are not carried).

extension Checker {
    /// `K.self` where `K` is a struct of the file conforming to TransactionKey: its name.
    func transactionKeyType(_ index: Expr) -> String? {
        guard case .member(let type, "self", _, _) = index.kind, let name = type.identifierName,
            let position = structIndex[name],
            structs[position].declaration.conformances.contains(where: { $0.name == "TransactionKey" })
        else { return nil }
        return name
    }

    /// `transaction[K.self]`: the key's default value (nil for any other subscript).
    mutating func checkTransactionKeySubscript(_ base: Expr, _ index: Expr, range: SourceRange) -> Typed? {
        guard let key = transactionKeyType(index), structIndex["Transaction"] != nil else { return nil }
        _ = checkOnTrial(base)
        return check(
            Expr(
                .member(
                    Expr(.identifier(key), index.range), "defaultValue", nameRange: index.range, dot: index.range.start),
                range),
            expected: nil)
    }

    /// `transaction[K.self] = value`: checked, and kept nowhere (values are not carried).
    mutating func checkTransactionKeyAssignment(_ target: Expr, _ value: Expr) -> Statement? {
        guard case .subscript(_, let index) = target.kind, let key = transactionKeyType(index) else { return nil }
        let type = check(
            Expr(
                .member(
                    Expr(.identifier(key), index.range), "defaultValue", nameRange: index.range, dot: index.range.start),
                index.range),
            expected: nil
        ).type
        _ = check(value, expected: type)
        return .evaluate(.constant(.void))
    }

    /// `withTransaction(\.name, value)` for a property an `extension Transaction` declares: the value checked against
    /// its type, and a located warning that it is not carried; true when `name` is such a property.
    mutating func checkCustomTransactionValue(_ name: String, _ keyPath: Argument, _ value: Argument) -> Bool {
        guard let transaction = structIndex["Transaction"], structs[transaction].computed[name] != nil else {
            return false
        }
        let property = checkOnTrial(
            Expr(
                .member(
                    .call("Transaction", [], keyPath.range), name, nameRange: keyPath.range, dot: keyPath.range.start),
                keyPath.range)
        ).typed.type
        _ = check(value.value, expected: property)
        diagnostics.warning(
            "the transaction value '\\.\(name)' is not carried to the views: anim's transactions carry an animation, "
                + "so '.transaction' closures read the key's default value", at: keyPath.range,
            hint: "the changes in the closure are made without animation")
        return true
    }
}
