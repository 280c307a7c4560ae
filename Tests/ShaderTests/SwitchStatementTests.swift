// SwitchStatementTests.swift: MSL `switch` (C++14 [stmt.switch], which MSL inherits: MSL spec §1.1) evaluated per
// pixel against the same control flow written in plain Swift — varying selectors (lane masks), fall-through, `break`
// nested in blocks and ifs, `default` in the middle, `continue` and `return` inside a switch inside a loop, uint and
// constant (folded) selectors — and malformed switches giving Clang's located errors.

import Foundation
import Shader
import Testing

/// C's switch for the tests: the index of the section entered, else the default's, else nil.
func entrySection(_ value: Int, _ labels: [[Int]], defaultAt: Int?) -> Int? {
    labels.firstIndex { $0.contains(value) } ?? defaultAt
}

let switchCases: [ConstructCase] = [
    ConstructCase(
        name: "varying fall-through, break in an if, default in the middle",
        source: fill(
            """
            int k = int(floor(p.x)); float s = 0; float t = 0;
            switch (k) {
                case -4: s += 1;
                case -3: case -2: s += 10; break;
                default: s += 100;
                case 2: s += 1000; break;
                case 3: { s += 5; if (p.y > 0) break; s += 7; }
            }
            switch (k + 10) { case 6: t = 1; break; case 7: t = 2; }
            return half4(s, t, float(k), 1);
            """)
    ) { x, y in
        let k = Int(x.rounded(.down))
        var s = 0.0
        // Sections: 0 [-4], 1 [-3, -2], 2 default, 3 [2], 4 [3]; run from the entry until a break.
        let entry = entrySection(k, [[-4], [-3, -2], [], [2], [3]], defaultAt: 2)!
        sections: for section in entry...4 {
            switch section {
            case 0: s += 1
            case 1:
                s += 10
                break sections
            case 2: s += 100
            case 3:
                s += 1000
                break sections
            default:
                s += 5
                if y > 0 { break sections }
                s += 7
            }
        }
        let t: Double = k + 10 == 6 ? 1 : k + 10 == 7 ? 2 : 0
        return [s, t, Double(k), 1]
    },
    ConstructCase(
        name: "continue and return inside a switch inside a loop",
        source: fill(
            "return half4(walk(p.x, p.y), 0, 1);",
            prelude: """
                float2 walk(float x, float y) {
                    float r = 0;
                    for (int i = 0; i < 7; i++) {
                        switch (i % 3) {
                            case 0: continue;
                            case 1: r += x; break;
                            default:
                                if (r > y + 2) return float2(r, float(i));
                                r += 1;
                        }
                        r += 0.5;
                    }
                    return float2(r, -1);
                }
                """)
    ) { x, y in
        var r = 0.0
        for i in 0..<7 {
            switch i % 3 {
            case 0: continue
            case 1: r += x
            default:
                if r > y + 2 { return [r, Double(i), 0, 1] }
                r += 1
            }
            r += 0.5
        }
        return [r, -1, 0, 1]
    },
    ConstructCase(
        name: "a switch in a loop whose trip count varies per pixel (masks kept in the loop's registers)",
        source: fill(
            """
            float r = 0; int i = 0; int n = int(floor(p.x)) + 5;
            while (i < n) {
                i++;
                switch (i % 4) {
                    case 1: r += 1; continue;
                    case 2: if (p.y > 0) { r += 10; break; } r += 100;
                    case 3: r += 1000; break;
                    default: if (r > 2000) return half4(r, float(i), -1, 1);
                }
                r += 0.5;
            }
            return half4(r, float(i), 0, 1);
            """)
    ) { x, y in
        var r = 0.0
        var i = 0
        let n = Int(x.rounded(.down)) + 5
        while i < n {
            i += 1
            switch i % 4 {
            case 1:
                r += 1
                continue
            case 2:
                if y > 0 {
                    r += 10
                } else {
                    r += 100
                    r += 1000  // falls through into case 3
                }
            case 3: r += 1000
            default:
                if r > 2000 { return [r, Double(i), -1, 1] }
            }
            r += 0.5
        }
        return [r, Double(i), 0, 1]
    },
    ConstructCase(
        name: "uniform selector from an argument, uint selector, nested switch",
        source: fill(
            """
            float a = 0;
            switch (int(m)) { case 1: a = 10; break; case 2: a = 20; case 3: a += 3; break; default: a = -1; }
            uint u = uint(abs(p.y)) & 3u;
            float b = 0;
            switch (u) {
                case 0u: b = 1; break;
                case 1u:
                    switch (int(p.x > 0)) { case 0: b = 2; break; default: b = 3; }
                    b += 0.25;
                    break;
                default: b = 4;
            }
            switch (7) { case 7: return half4(a, b, float(u), 1); }
            return half4(0);
            """, params: ", float m"),
        arguments: [.float(2)]
    ) { x, y in
        let u = UInt32(abs(y)) & 3
        let b: Double = u == 0 ? 1 : u == 1 ? (x > 0 ? 3 : 2) + 0.25 : 4
        return [23, b, Double(u), 1]
    },
]

struct MalformedSwitch: CustomStringConvertible, Sendable {
    var name: String
    var lines: [String]
    /// The error's line (1-based) and the text its caret is under.
    var line: Int
    var at: String
    var message: String
    var description: String { name }
}

let malformedSwitches: [MalformedSwitch] = [
    MalformedSwitch(
        name: "duplicate case value",
        lines: ["    switch (int(p.x)) {", "        case 1: break;", "        case 2: case 1: break;", "    }"],
        line: 4,
        at: "1: break;", message: "duplicate case value '1'"),
    MalformedSwitch(
        name: "case value not a constant",
        lines: ["    int k = 2;", "    switch (int(p.x)) {", "        case k: break;", "    }"], line: 4,
        at: "k: break",
        message: "case value is not a constant expression"),
    MalformedSwitch(
        name: "floating case value",
        lines: ["    switch (int(p.x)) {", "        case 1.5: break;", "    }"], line: 3, at: "1.5",
        message: "case value must be an integer"),
    MalformedSwitch(
        name: "floating selector", lines: ["    switch (p.x) {", "        default: break;", "    }"], line: 2,
        at: "x) {",
        message: "statement requires expression of integer type ('float' invalid)"),
    MalformedSwitch(
        name: "two defaults",
        lines: ["    switch (int(p.x)) {", "        default: break;", "        default: break;", "    }"], line: 4,
        at: "default: break;", message: "multiple default labels in one switch"),
    MalformedSwitch(
        name: "label jumps past a declaration",
        lines: ["    switch (int(p.x)) {", "        case 0: float q = 1.0; break;", "        case 1: break;", "    }"],
        line: 4, at: "1: break", message: "cannot jump from switch statement to this case label"),
    MalformedSwitch(
        name: "case outside a switch", lines: ["    case 1: return half4(1);"], line: 2, at: "case",
        message: "'case' label not in a switch statement"),
    MalformedSwitch(
        name: "continue in a switch outside a loop",
        lines: ["    switch (int(p.x)) {", "        case 0: continue;", "    }"], line: 3, at: "continue",
        message: "'continue' statement not in loop"),
    MalformedSwitch(
        name: "statement before the first label",
        lines: ["    switch (int(p.x)) {", "        p.x += 1.0;", "        case 0: break;", "    }"], line: 3,
        at: "p.x +=",
        message: "before its first case label"),
]

@Suite struct SwitchStatementTests {
    @Test(arguments: switchCases)
    func switchAgainstSwift(_ c: ConstructCase) throws {
        let program = try bindProgram(c.source, "t", usage: .fill, c.arguments)
        let fast = program.values(at: testPositions)
        let reference = program.referenceValues(at: testPositions)
        for (i, p) in testPositions.enumerated() {
            let expected = c.expected(Double(p.x), Double(p.y))
            for k in 0..<4 {
                #expect(close(fast[i][k], expected[k]), "\(c.name) slot \(k) at \(p): \(fast[i][k]) vs \(expected[k])")
                #expect(abs(reference[i][k] - expected[k]) <= 1e-4 * max(1, abs(expected[k])), "\(c.name) reference")
            }
        }
    }

    /// A constant selector folds: only the section it reaches is emitted.
    @Test func constantSelectorEmitsOneSection() throws {
        let folded = try bindProgram(
            fill("switch (2) { case 1: return half4(sin(p.x)); case 2: return half4(p.x * 3.0); } return half4(0);"),
            "t")
        let direct = try bindProgram(fill("return half4(p.x * 3.0);"), "t")
        #expect(folded.instructionCount == direct.instructionCount)
        #expect(folded.values(at: testPositions) == direct.values(at: testPositions))
    }

    @Test(arguments: malformedSwitches)
    func malformedSwitch(_ c: MalformedSwitch) throws {
        let lines = ["[[ stitchable ]] half4 f(float2 p) {"] + c.lines + ["    return half4(1);", "}"]
        let d = try #require(compileError(lines.joined(separator: "\n") + "\n"))
        let line = lines[c.line - 1]
        let column = try #require(line.range(of: c.at)).lowerBound.utf16Offset(in: line) + 1
        #expect(d.line == c.line, "\(c.name): \(d)")
        #expect(d.column == column, "\(c.name): \(d)")
        #expect(d.message.contains(c.message), "\(c.name): \(d)")
        #expect(d.hint != nil, "\(c.name) has no hint: \(d)")
    }
}
