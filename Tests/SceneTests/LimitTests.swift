// LimitTests.swift: every crash class of issue #22's mutation fuzz, now a located error naming its limit, found
// within a time limit, on a thread with the stack the CLI gives its work (AnimKit LargeStack, 512 MiB).
// Rule: docs/ARCHITECTURE.md "Limits are counters"; Sources/Scene/Limits/SceneLimits.swift. The inputs are the
// fuzzer's: ~4,700 nested parentheses or arrays, ~1,280 nested ZStacks, ~1,024 chained modifiers, ~7,740-term sums,
// `duration: 1e18`, `.animation(.spring(` at the end of the file, a 1,000,000-character identifier,
// `blur(radius: 1e6)`, `ForEach(0..<10_000_000)`.

import Foundation
import Testing

@testable import Layout
@testable import Scene

/// The value a thread computed, handed to the waiting test.
final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

struct LimitTests {
    static let header = "scene(width: 100, height: 100)\n"

    /// Runs `body` on a thread with a 512 MiB stack (AnimKit LargeStack.bytes; SceneTests cannot import AnimKit);
    /// fails the test if it has not returned after `seconds`.
    static func within<T: Sendable>(_ seconds: Double, _ body: @escaping @Sendable () -> T) -> T? {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = 512 << 20
        thread.start()
        guard done.wait(timeout: .now() + seconds) == .success else {
            Issue.record("did not finish within \(seconds) s")
            return nil
        }
        return box.value
    }

    /// The errors loading `source` gives (empty when it loads), found within 30 s.
    static func errors(_ source: String) -> [Diagnostic]? {
        within(30) { () -> [Diagnostic] in
            do throws(SceneError) {
                _ = try SceneProgram(source: source, path: "limit.scene")
                return []
            } catch {
                return error.errors
            }
        }
    }

    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var source: String
        var message: String
        var line: Int
    }

    static let cases: [Case] = [
        Case(
            description: "4,700 nested parentheses",
            source: header + "let x = " + String(repeating: "(", count: 4700) + "1"
                + String(repeating: ")", count: 4700)
                + "\nRectangle()\n",
            message: "nested more than 256 levels deep", line: 2),
        Case(
            description: "4,700 nested arrays",
            source: header + "let x = " + String(repeating: "[", count: 4700) + "1"
                + String(repeating: "]", count: 4700)
                + "\nRectangle()\n",
            message: "nested more than 256 levels deep", line: 2),
        Case(
            description: "1,280 nested ZStacks",
            source: header + String(repeating: "ZStack {\n", count: 1280) + "Rectangle()\n"
                + String(repeating: "}\n", count: 1280),
            // Each ZStack is a statement and an expression inside it: two levels, so line 2 + 128.
            message: "nested more than 256 levels deep", line: 130),
        Case(
            description: "120 nested ZStacks, each with 8 modifiers (the checker's depth)",
            source: header + String(repeating: "ZStack {\n", count: 120) + "Rectangle()\n"
                + String(repeating: "}" + String(repeating: ".offset(x: 0.001)", count: 8) + "\n", count: 120),
            message: "expression nested more than 1024 levels deep", line: 115),
        Case(
            description: "1,024 chained modifiers",
            source: header + "Rectangle()" + String(repeating: ".offset(x: 1)", count: 1024) + "\n",
            message: "a postfix chain has more than 256 links", line: 2),
        Case(
            description: "a 7,740-term sum",
            source: header + "let x = " + Array(repeating: "1", count: 7740).joined(separator: " + ")
                + "\nRectangle()\n",
            message: "an operator sequence has more than 256 links", line: 2),
        Case(
            description: "3,000 chained ternaries",
            source: header + "let x = " + String(repeating: "true ? 1 : ", count: 3000) + "1\nRectangle()\n",
            message: "nested more than 256 levels deep", line: 2),
        Case(
            description: "5,000 nested negations",
            source: header + "let x = " + String(repeating: "-(", count: 5000) + "1"
                + String(repeating: ")", count: 5000)
                + "\nRectangle()\n",
            message: "nested more than 256 levels deep", line: 2),
        Case(
            description: "400 nested string interpolations",
            source: header + "let s = " + String(repeating: "\"\\(", count: 400) + "1"
                + String(repeating: ")\"", count: 400) + "\nRectangle()\n",
            message: "string interpolations nested more than 256 deep", line: 2),
        Case(
            description: "duration 1e18 (the frame count overflowed)",
            source: "scene(width: 100, height: 100, duration: 1e18)\nRectangle()\n",
            message: "has more than 3000000 frames, the limit", line: 1),
        Case(
            description: "fps above the cap",
            source: "scene(width: 100, height: 100, fps: 1e6, duration: 1)\nRectangle()\n",
            message: "scene fps 1000000 is above the limit of 1000", line: 1),
        Case(
            description: "a canvas above the side cap",
            source: "scene(width: 1e5, height: 100)\nRectangle()\n",
            message: "the limit is 16384 px", line: 1),
        Case(
            description: "`.animation(.spring(` at the end of the file",
            source: header + "Rectangle().animation(.spring(",
            message: "expected ')' in expression list", line: 2),
        Case(
            description: "a 1,000,000-character identifier",
            source: header + "Rectangle()." + String(repeating: "a", count: 1_000_000) + "()\n",
            message: "identifier is 1000000 characters long; the limit is 256", line: 2),
        Case(
            description: "a 200,000-character string",
            source: header + "Text(\"" + String(repeating: "a", count: 200_000) + "\")\n",
            message: "string literal is 200000 characters long; the limit is 100000", line: 2),
    ]

    @Test("each crash class is one located error naming its limit", arguments: cases)
    func crashClass(_ c: Case) throws {
        let errors = try #require(LimitTests.errors(c.source))
        let match = errors.first { $0.message.contains(c.message) }
        #expect(match != nil, "errors: \(errors.map(\.description))")
        #expect(match?.range.start.line == c.line)
        #expect(errors.count <= 3, "the limit replaces what the unwinding levels would report: \(errors)")
    }

    @Test("nesting just under the limit still loads: 250 parentheses, 120 ZStacks, 120 modifiers, 250 terms")
    func underTheLimits() throws {
        let sources = [
            LimitTests.header + "let x = " + String(repeating: "(", count: 250) + "1"
                + String(repeating: ")", count: 250)
                + "\nRectangle().frame(width: Double(x))\n",
            LimitTests.header + String(repeating: "ZStack {\n", count: 120) + "Rectangle()\n"
                + String(repeating: "}\n", count: 120),
            LimitTests.header + "Rectangle()" + String(repeating: ".offset(x: 1)", count: 120) + "\n",
            LimitTests.header + "let x = " + Array(repeating: "1", count: 250).joined(separator: " + ")
                + "\nRectangle().frame(width: Double(x))\n",
        ]
        for source in sources {
            let errors = try #require(LimitTests.errors(source))
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    /// The first frame's failure, if evaluating it fails.
    static func frameError(_ source: String) -> Diagnostic? {
        within(60) { () -> Diagnostic? in
            do throws(SceneError) {
                let program = try SceneProgram(source: source, path: "limit.scene")
                _ = try program.view(frame: 0)
                return nil
            } catch {
                return error.errors.first
            }
        } ?? nil
    }

    @Test("ForEach of 10 million elements is an error at the ForEach, not gigabytes of views")
    func forEachCount() {
        let error = LimitTests.frameError(
            LimitTests.header + "ZStack { ForEach(0..<10_000_000) { i in Rectangle() } }\n")
        #expect(error?.message == "ForEach over 10000000 elements; the limit is 100000")
        #expect(error?.range.start.line == 2)
        #expect(error?.range.start.column == 10)
    }

    @Test("a loop that runs too long ends with the step limit, at the loop")
    func evaluationSteps() {
        let error = LimitTests.frameError(
            LimitTests.header + """
                func g() -> Int {
                    var s = 0
                    for i in 0..<1_000_000_000 { s += 1 }
                    return s
                }
                let y = g()
                Rectangle()
                """)
        #expect(error?.message == "evaluating one frame needs more than \(SceneLimits.maximumEvaluationSteps) steps")
        #expect(error?.range.start.line == 4)
    }

    @Test("values that trapped converting to Int now evaluate: an infinite hue, an event at 1e300 s")
    func saturatingConversions() throws {
        #expect(
            LimitTests.frameError(
                LimitTests.header + "Rectangle().fill(Color(hue: .infinity, saturation: 1, brightness: 1))\n") == nil)
        #expect(
            LimitTests.frameError(
                LimitTests.header
                    + "@State var on = false\nat(1e300) { on = true }\n"
                    + "Rectangle().keyframeAnimator(initialValue: 0.0, trigger: on) { v, x in v.opacity(x) } "
                    + "keyframes: { _ in LinearKeyframe(1.0, duration: 1) }\n") == nil)
    }

    @Test("blur(radius: 1e6) is a located error naming the cap")
    func blurRadius() {
        let error = LimitTests.frameError(LimitTests.header + "Rectangle().blur(radius: 1e6)\n")
        #expect(error?.message == "blur(radius:) is 1000000.0; the limit is 1000.0 points")
        #expect(error?.range.start.line == 2)
    }

    @Test("the header accepts the body's number syntax: 1e2, 3e1, 2.5e0")
    func headerExponents() throws {
        let program = try SceneProgram(
            source: "scene(width: 1e2, height: 100, fps: 3e1, duration: 2.5e0)\nRectangle()\n", path: "e.scene")
        #expect(program.header.width == 100)
        #expect(program.header.fps.framesPerSecond.numerator == 30)
        #expect(program.header.frameCount == 75)  // ⌈2.5 · 30⌉
    }

    @Test("a source above 8 MiB is refused before lexing")
    func sourceSize() throws {
        let source = LimitTests.header + "Rectangle()\n" + String(repeating: "// padding\n", count: 800_000)
        let errors = try #require(LimitTests.errors(source))
        #expect(errors.first?.message == "the scene is \(source.utf8.count) bytes long; the limit is 8388608")
    }

    @Test("did-you-mean is bounded: no search for a long name, and typos are still found")
    func suggestions() {
        let long = String(repeating: "x", count: 1_000_000)
        let found = LimitTests.within(5) { Suggestion.nearest(to: long, in: ["offset", "opacity"]) }
        #expect(found == .some(nil))
        #expect(Suggestion.nearest(to: "ofset", in: ["offset", "opacity"]) == "offset")
        #expect(Suggestion.nearest(to: String(repeating: "o", count: 65), in: ["offset"]) == nil)
    }

    @Test("a misspelt call is offered a callable name, never a variable (no suggestion across kinds)")
    func suggestionKinds() throws {
        let source = LimitTests.header + "let rectangel = 3.0\nRectangel()\n"
        let error = try #require(throws: SceneError.self) { try SceneProgram(source: source, path: "k.scene") }
        #expect(error.errors.first?.message == "cannot find 'Rectangel' in scope")
        #expect(error.errors.first?.hint == "did you mean 'Rectangle'?")
        let variable = LimitTests.header + "let offsetAmount = 3.0\nofsetAmount()\nRectangle()\n"
        let e2 = try #require(throws: SceneError.self) { try SceneProgram(source: variable, path: "k.scene") }
        #expect(e2.errors.first?.message == "cannot find 'ofsetAmount' in scope")
        #expect(e2.errors.first?.hint == nil)
    }

    @Test("a diagnostic on a 1 MB line prints a window of the line, not the whole line")
    func renderedWindow() throws {
        let source = LimitTests.header + "Rectangle()." + String(repeating: "a", count: 300) + "()\n"
        let error = try #require(throws: SceneError.self) { try SceneProgram(source: source, path: "w.scene") }
        let lines = error.rendered.split(separator: "\n")
        #expect(lines.allSatisfy { $0.unicodeScalars.count <= 600 }, "\(lines.map(\.count))")
        #expect(lines[1].hasSuffix("…"))
        // The caret still sits under the start of the name (column 13).
        #expect(lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) } == 12)
    }
}
