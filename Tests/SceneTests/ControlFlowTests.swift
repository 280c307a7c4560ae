// ControlFlowTests.swift: `while`, `repeat-while`, `break`/`continue`, `guard`, `switch` with its patterns, optional
// binding and `if`/`switch` expressions (issue #14 item 3).
// Rule: The Swift Programming Language, "Control Flow" and "Patterns"; SE-0380. Each expected value is worked out by
// hand from the Swift semantics of the snippet (noted beside it).

import Testing

@testable import Layout
@testable import Scene

private let header = "scene(width: 200, height: 100)\n"

private func value(_ name: String, _ source: String) throws -> String? {
    let p = try SceneProgram(source: header + source + "\nRectangle()", path: "flow.scene")
    return try p.describeGlobal(name, time: 0, frame: 0)
}

private func errors(_ source: String) -> [Diagnostic] {
    do {
        _ = try SceneProgram(source: header + source + "\nRectangle()", path: "flow.scene")
        return []
    } catch {
        return error.diagnostics.filter { $0.severity == .error }
    }
}

struct ControlFlowTests {
    @Test("while with var mutation, break and continue: the sum of odd numbers below 10, stopping at 7")
    func whileBreakContinue() throws {
        let source = """
            func f() -> Int {
                var i = 0
                var sum = 0
                while i < 100 {
                    i += 1
                    if i % 2 == 0 { continue }
                    if i > 7 { break }
                    sum += i
                }
                return sum
            }
            let r = f()
            """
        // 1 + 3 + 5 + 7 = 16
        #expect(try value("r", source) == "16")
    }

    @Test("repeat-while runs its body once before testing; for-in honours break and continue")
    func repeatAndForJumps() throws {
        let source = """
            func once() -> Int {
                var n = 10
                repeat { n += 1 } while n < 5
                return n
            }
            func firstSquareOver(_ limit: Int) -> Int {
                var found = -1
                for k in 0..<100 {
                    if k * k <= limit { continue }
                    found = k
                    break
                }
                return found
            }
            let a = once()
            let b = firstSquareOver(50)
            """
        #expect(try value("a", source) == "11")  // body runs once: 10 + 1
        #expect(try value("b", source) == "8")  // 7² = 49 ≤ 50, 8² = 64
    }

    @Test("switch: values, several patterns per case, ranges, where, let bindings, default; break leaves the switch")
    func switchPatterns() throws {
        let source = """
            func grade(_ score: Int) -> String {
                switch score {
                case 100: return "perfect"
                case 90..<100, 85: return "A"
                case 70...89: return "B"
                case let s where s < 0: return "invalid \\(s)"
                default: return "C"
                }
            }
            func loopWithSwitch() -> Int {
                var count = 0
                for i in 0..<5 {
                    switch i {
                    case 2: break
                    default: count += 10
                    }
                    count += 1
                }
                return count
            }
            let g = [grade(100), grade(95), grade(85), grade(89), grade(70), grade(-3), grade(12)]
            let c = loopWithSwitch()
            """
        #expect(try value("g", source) == #"["perfect", "A", "A", "B", "B", "invalid -3", "C"]"#)
        // five iterations add 1 each; four of them (not i == 2) add 10: 5 + 40
        #expect(try value("c", source) == "45")
    }

    @Test("switch over implicit members of the subject's type, and over Double ranges")
    func switchImplicitMembers() throws {
        let source = """
            func name(_ a: HorizontalAlignment) -> String {
                switch a {
                case .leading: return "L"
                case .center, .trailing: return "CT"
                default: return "?"
                }
            }
            func bucket(_ x: Double) -> Int {
                switch x {
                case let v where v < 0: return -1
                case 0.0..<0.5: return 0
                default: return 1
                }
            }
            let n = name(.leading) + name(.trailing)
            let b = [bucket(0.25), bucket(0.75)]
            """
        #expect(try value("n", source) == "LCT")
        #expect(try value("b", source) == "[0, 1]")
    }

    @Test("if and switch expressions (SE-0380): in a let, after return, and as the only statement of a function")
    func ifSwitchExpressions() throws {
        let source = """
            let flag = true
            let x = if flag { 1 } else { 2 }
            let y = switch x {
                case 1: 10.0
                case 2: 20.0
                default: 0.0
            }
            func sign(_ v: Int) -> String {
                if v < 0 { "minus" } else if v == 0 { "zero" } else { "plus" }
            }
            func half(_ v: Int) -> Int {
                return switch v { case 0: 0
                default: v / 2 }
            }
            let s = sign(-4) + sign(0) + sign(3)
            let h = half(9)
            """
        #expect(try value("x", source) == "1")
        #expect(try value("y", source) == "10.0")
        #expect(try value("s", source) == "minuszeroplus")
        #expect(try value("h", source) == "4")
    }

    @Test("guard … else { return }, and if let / guard let on an optional parameter")
    func guardAndOptionalBinding() throws {
        let source = """
            func clamp(_ v: Double?, _ limit: Double) -> Double {
                guard let v else { return -1 }
                guard v < limit else { return limit }
                return v
            }
            func twice(_ v: Double?) -> Double {
                if let w = v, w > 1 { return w * 2 }
                return 0
            }
            let r = [clamp(nil, 5), clamp(7, 5), clamp(2, 5), twice(3), twice(0.5), twice(nil)]
            """
        #expect(try value("r", source) == "[-1.0, 5.0, 2.0, 6.0, 0.0, 0.0]")
    }

    @Test("?? gives the wrapped value or the fallback")
    func nilCoalescing() throws {
        let source = """
            func width(_ w: Double?) -> Double { w ?? 5 }
            let r = [width(nil), width(2), width(nil) + 1]
            """
        #expect(try value("r", source) == "[5.0, 2.0, 6.0]")
    }

    @Test("#available is true and #unavailable false")
    func availability() throws {
        let source = """
            let a = if #available(iOS 17, macOS 14, *) { 1 } else { 2 }
            var b = 0
            if #unavailable(iOS 17) { b = 5 } else { b = 6 }
            """
        #expect(try value("a", source) == "1")
        #expect(try value("b", source) == "6")
    }

    @Test(
        "located errors: non-exhaustive switch, guard falling through, break outside a loop, if-expression without else"
    )
    func controlFlowErrors() {
        let cases: [(String, String, Int)] = [
            (
                "let n = 3\nfunc f() -> Int {\n    switch n {\n    case 1: return 1\n    }\n    return 0\n}",
                "switch must be exhaustive", 4
            ),
            (
                "func f(_ x: Int) -> Int {\n    guard x > 0 else { let y = 1 }\n    return x\n}",
                "'guard' body must not fall through", 3
            ),
            ("func f() {\n    break\n}", "'break' is only allowed inside a loop", 3),
            ("let z = if true { 1 }", "'if' must have an unconditional 'else'", 2),
        ]
        for (source, message, line) in cases {
            let found = errors(source)
            #expect(
                found.contains { $0.message.contains(message) && $0.range.start.line == line },
                "\(source): \(found.map { "\($0.range.start.line): \($0.message)" })")
        }
    }

    @Test("an endless while loop is a located run-time error, not a hang")
    func endlessLoop() throws {
        let source = "func f() -> Int {\n    var i = 0\n    while true { i += 1 }\n    return i\n}\nlet q = f()"
        let error = try #require(throws: SceneError.self) { try value("q", source) }
        #expect(error.diagnostics.contains { $0.message.contains("loop ran more than") && $0.range.start.line == 4 })
    }
}
