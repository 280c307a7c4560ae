// Checker+LazyRead.swift: reading a class's `lazy var`, whose getter (Parser+LazyProperty) stores the value its first
// read computes, so the initializer runs once.
// Rule: The Swift Programming Language, "Properties": Lazy Stored Properties ("a property whose initial value isn't
// calculated until the first time it's used"). The getter is checked as a class method is (it may assign `self`'s
// properties), and a read is a mutating call that stores the changed instance back where the receiver lives
// (Checker+MutatingMethods). Status: classes; a struct's lazy getter keeps computing until the property is assigned.

extension Checker {
    /// Whether `routine` is the getter of a class's lazy property (a computed property with a `·lazy·` storage).
    func isLazyClassGetter(_ routine: Int) -> Bool {
        structs.contains { info in
            info.declaration.isClass
                && info.computed.contains { $0.value.routine == routine && info.storedIndex["·lazy·" + $0.key] != nil }
        }
    }

    /// `member` (a property read through `receiver`, nil for `self`) as a mutating call when it is a class's lazy
    /// property, so the value its first read stores is kept.
    mutating func lazyRead(_ member: Typed, receiver: Expr?) -> Typed {
        guard case .call(let routine, let receiverIR, let arguments, let range) = member.ir, arguments.isEmpty,
            isLazyClassGetter(routine)
        else { return member }
        let target = writeBack(for: receiver)
        return Typed(
            ir: .intrinsic(.mutatingCall(routine, receiver: receiverIR ?? .selfInstance, [], target: target, range)),
            type: member.type)
    }
}
