// Checker+ModuleQualifiedCall.swift: `Swift.max(source, min)`, a function named with its module.
// Rule: The Swift Programming Language, "Expressions" (Explicit Member Expression: a member of a module) — pasted
// code qualifies a global function with its module where a local name shadows it (`func clamp(min: CGFloat?,
// max: CGFloat?, …) { … Swift.max(source, min) … }`), so the call skips the locals and the type's members and finds
// the global function. A qualified type name is the bare one already (Parser+ModuleQualifiedNames).
// Status: complete for calls.

extension Checker {
    /// Whether `base` is one of the modules a scene may qualify a name with, and nothing the scene declares.
    mutating func isQualifyingModule(_ base: Expr) -> Bool {
        guard let name = base.identifierName, Parser.qualifyingModules.contains(name) else { return false }
        return lookupLocal(name) == nil && structIndex[name] == nil && globalIndex[name] == nil
            && functionIndex[name] == nil
    }
}
