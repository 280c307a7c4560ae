// Checker+MutatingMethods.swift: `mutating` methods and the methods of classes (view models: `ObservableObject`,
// `@Observable`): they assign the instance's stored properties, and the call stores the changed instance back where
// the receiver lives — a `@State`/`@StateObject` variable, a binding (`@ObservedObject`, `@Bindable`), a `var`
// local, or `self` in another such method.
// Rule: The Swift Programming Language, "Methods" (Modifying Value Types from Within Instance Methods) and
// "Structures and Classes": a class instance is shared by reference; here an object lives in the state that holds it
// and is shared as a binding to that state, which gives the same picture for a view tree that owns its model in one
// place (Apple: StateObject, ObservedObject, Observable). A call whose receiver has no storage (a temporary) changes
// nothing, as a mutating call on a copy would. Status: complete for those receivers.

extension Checker {
    /// Whether `info` is a method that may change `self`: written `mutating`, or a class's (not its `init`).
    func isMutatingMethod(_ info: FunctionInfo) -> Bool {
        guard let owner = info.owner, info.name != "init", !info.declaration.isGetter else { return false }
        return info.declaration.isMutating || structs[owner].declaration.isClass
    }

    /// Where a mutating call on `receiver` stores the changed instance.
    mutating func writeBack(for receiver: Expr?) -> MutationTarget {
        // An `init` fills in `self`: `model.reset()`, `self.items.sort()` there change the instance being built
        // (TSPL "Initialization": an initializer may call mutating methods on properties it has assigned).
        let mutatesSelf = context.mutatesSelf || inInitializer
        guard let receiver else { return mutatesSelf ? .selfFields : .none }
        var name: String?
        switch receiver.kind {
        case .identifier(let n): name = n
        case .member(let base, let n, _, _): if case .self = base.kind { name = n }
        case .self: return mutatesSelf ? .selfFields : .none
        default: break
        }
        guard let name else { return .none }
        if case .identifier = receiver.kind, let local = lookupLocal(name) {
            return local.isMutable ? .local(local.slot) : .none
        }
        if let owner = context.owner, let property = structs[owner].storedIndex[name] {
            if case .binding = storedType(owner, property) { return .binding(.selfProperty(property)) }
            return mutatesSelf ? .selfProperty(property) : .none
        }
        if let global = stateGlobal(name) { return .global(global) }
        return .none
    }

    /// `typed` (a call of a user method) as a mutating call storing the changed receiver back, when its routine is a
    /// mutating method; `typed` itself otherwise.
    mutating func mutatingCall(_ typed: Typed, receiver: Expr?) -> Typed {
        guard case .call(let routine, let receiverIR, let arguments, let range) = typed.ir,
            let info = functions.first(where: { $0.routine == routine }), isMutatingMethod(info)
        else { return typed }
        let target = writeBack(for: receiver)
        return Typed(
            ir: .intrinsic(
                .mutatingCall(routine, receiver: receiverIR ?? .selfInstance, arguments, target: target, range)),
            type: typed.type)
    }
}
