// Parser+SetterReturn.swift: a computed property's `set { … }` is a function returning Void, so `return value` in
// it is an error, as swiftc reports it: "unexpected non-void return value in void function".
// Rule: The Swift Programming Language, "Properties" → "Computed Properties" (a setter takes `newValue` and
// returns nothing) and "Functions" → "Functions Without Return Values". The parser reads a setter and drops it
// (Parser+Declarations), so its returns are checked here; other Void functions are checked by Checker.checkReturn.
// Status: complete (returns nested in if/guard/for/while/switch/do; not those of closures or local functions,
// which have their own result types).

extension Parser {
    /// Reports each `return value` of the setter body `statements`.
    mutating func reportSetterReturnValues(_ statements: [Stmt]) {
        for statement in statements {
            switch statement.kind {
            case .return(let value?):
                diagnostics.error(
                    "unexpected non-void return value in void function", at: value.range,
                    hint: "remove the value: a setter returns nothing")
            case .if(let branch):
                reportSetterReturnValues(branch)
            case .for(_, _, _, let body), .while(_, let body, _), .guard(_, let body):
                reportSetterReturnValues(body)
            case .switch(let s):
                reportSetterReturnValues(s.doBody ?? [])
                for c in s.cases { reportSetterReturnValues(c.body) }
            default:
                break
            }
        }
    }

    private mutating func reportSetterReturnValues(_ branch: IfStmt) {
        reportSetterReturnValues(branch.then)
        switch branch.otherwise {
        case .block(let statements)?: reportSetterReturnValues(statements)
        case .elseIf(let next)?: reportSetterReturnValues(next)
        case nil: break
        }
    }
}
