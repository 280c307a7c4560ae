// BuilderParameterTests.swift: a file's own result builder written on a parameter of function type transforms the
// closures passed to it (`func make(@ListBuilder _ f: () -> [String])`), in functions, methods and initialisers, as
// the trailing closure or a labelled argument; a closure of several statements passed where a value is expected
// without such a builder is a located error, not a crash.
// Rule: SE-0289 (Result builders: "Result-building methods"; an attribute on a parameter of function type transforms
// the closure argument: each expression statement a component of `buildBlock`, `buildExpression` when declared,
// `buildOptional` for `if`); The Swift Programming Language, "Closures" (only a single-expression closure returns
// implicitly). Expected strings follow from those rules applied to the written values.

import Foundation
import Layout
import Scene
import Testing

struct BuilderParameterTests {
    private func texts(_ source: String) throws -> [String] {
        PastedScene.texts(try PastedScene.leaves(source, path: "builder.scene"))
    }

    private let builder = """
        import SwiftUI
        @resultBuilder
        struct ListBuilder {
            static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
            static func buildExpression(_ s: String) -> [String] { [s] }
            static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
        }

        """

    /// A global function's unlabelled trailing closure, with `buildExpression` and an `if` inside.
    @Test func globalFunctionTrailingClosure() throws {
        let source =
            builder + """
                func make(@ListBuilder _ f: () -> [String]) -> [String] { f() }
                struct R: View {
                    let loud = true
                    var body: some View {
                        VStack {
                            ForEach(make { "a"; "b"; if loud { "c" } }, id: \\.self) { Text($0) }
                        }
                    }
                }
                #Preview { R() }
                """
        #expect(try texts(source) == ["a", "b", "c"])
    }

    /// An initialiser's labelled argument and a method's labelled trailing closure, the builder declared after use.
    @Test func initialiserAndMethodArguments() throws {
        let source = """
            import SwiftUI
            struct Menu {
                let items: [String]
                init(title: String, @ListBuilder items: () -> [String]) { self.items = [title] + items() }
                func with(@ListBuilder more: () -> [String]) -> [String] { items + more() }
            }
            struct R: View {
                var body: some View {
                    let all = Menu(title: "T", items: { "x"; "y" }).with { "z" }
                    Text(all.joined(separator: ","))
                }
            }
            #Preview { R() }
            @resultBuilder
            struct ListBuilder {
                static func buildBlock(_ parts: String...) -> [String] { parts }
            }
            """
        #expect(try texts(source) == ["T,x,y,z"])
    }

    /// A closure with its own `return` is left as written (SE-0289: an explicit return disables the transform).
    @Test func explicitReturnIsKept() throws {
        let source =
            builder + """
                func make(@ListBuilder _ f: () -> [String]) -> [String] { f() }
                struct R: View {
                    var body: some View {
                        Text(make { let s = "q"; return [s, s] }.joined())
                    }
                }
                #Preview { R() }
                """
        #expect(try texts(source) == ["qq"])
    }

    /// Without the attribute, the same closure is swiftc's missing-return error at its closing brace (it crashed in
    /// a ForEach before).
    @Test func severalStatementsWithoutBuilderIsAnError() throws {
        let source = """
            import SwiftUI
            func make(_ f: () -> [String]) -> [String] { f() }
            struct R: View {
                var body: some View {
                    VStack { ForEach(make { "a"; "b" }, id: \\.self) { Text($0) } }
                }
            }
            #Preview { R() }
            """
        let error = #expect(throws: SceneError.self) { try texts(source) }
        let first = error?.diagnostics.first
        #expect(first?.message == "missing return in closure expected to return '[String]'")
        #expect(first?.range.start.line == 5)
        #expect(first?.range.start.column == 42)
    }
}
