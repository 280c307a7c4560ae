// MalformedShaderTests.swift: malformed `.metal` files each give one located error — file, 1-based line and
// column, a message and a hint — as the Swift compiler prints them (docs/ARCHITECTURE.md "One diagnostics
// channel"); what is rejected follows the shader contract §2.11 and the MSL spec sections named per case.

import Shader
import Testing

struct MalformedCase: CustomStringConvertible, Sendable {
    var name: String
    var source: String
    var line: Int
    var column: Int
    var message: String
    var includes: [String: String] = [:]
    var description: String { name }
}

let malformedCases: [MalformedCase] = [
    MalformedCase(
        name: "missing semicolon",
        source: "[[ stitchable ]] half4 f(float2 p) {\n    float a = 1.0\n    return half4(a);\n}\n", line: 2,
        column: 18, message: "expected ';' after the declaration"),
    MalformedCase(
        name: "undeclared identifier",
        source: "[[ stitchable ]] half4 f(float2 position) {\n    return half4(positon.x);\n}\n", line: 2, column: 18,
        message: "use of undeclared identifier 'positon'"),
    MalformedCase(
        name: "unknown function",
        source: "[[ stitchable ]] half4 f(float2 p) {\n    return half4(smoothstpe(0.0, 1.0, p.x));\n}\n", line: 2,
        column: 18, message: "use of undeclared function 'smoothstpe'"),
    MalformedCase(
        name: "mixed swizzle sets",
        source: "[[ stitchable ]] half4 f(float2 p) {\n    float2 q = p.xg;\n    return half4(q.x);\n}\n", line: 2,
        column: 18, message: "mixes the xyzw and rgba sets"),
    MalformedCase(
        name: "swizzle beyond the vector", source: "[[ stitchable ]] half4 f(float2 p) {\n    return half4(p.z);\n}\n",
        line: 2, column: 20, message: "beyond 'float2'"),
    MalformedCase(
        name: "implicit vector conversion",
        source: "[[ stitchable ]] half4 f(float2 p) {\n    float2 a = half2(1.0);\n    return half4(a.x);\n}\n",
        line: 2, column: 16, message: "cannot convert a value of type 'half2' to 'float2'"),
    MalformedCase(
        name: "built-in arity", source: "[[ stitchable ]] half4 f(float2 p) {\n    return half4(mix(1.0, 2.0));\n}\n",
        line: 2, column: 18, message: "'mix' takes 3 arguments, given 2"),
    MalformedCase(
        name: "recursion",
        source:
            "float r(float x) {\n    return r(x - 1.0);\n}\n[[ stitchable ]] half4 f(float2 p) { return half4(r(p.x)); }\n",
        line: 2, column: 12, message: "recursive call to 'r'"),
    MalformedCase(
        name: "template", source: "template <typename T> T id(T x) { return x; }\n", line: 1, column: 1,
        message: "templates are not supported"),
    MalformedCase(
        name: "break outside a loop",
        source: "[[ stitchable ]] half4 f(float2 p) {\n    if (p.x > 0) { break; }\n    return half4(1);\n}\n", line: 2,
        column: 20, message: "'break' statement not in loop"),
    MalformedCase(
        name: "unterminated comment",
        source: "[[ stitchable ]] half4 f(float2 p) {\n    /* never closed\n    return half4(1);\n}\n", line: 2,
        column: 5, message: "unterminated comment"),
    MalformedCase(
        name: "missing include", source: "#include <metal_stdlib>\n#include \"Missing.metal\"\n", line: 2, column: 10,
        message: "'Missing.metal' file not found"),
    MalformedCase(
        name: "unknown system header", source: "#include <metal_foo>\n", line: 1, column: 10,
        message: "'metal_foo' file not found"),
    MalformedCase(
        name: "endif without if", source: "using namespace metal;\n#endif\n", line: 2, column: 2,
        message: "#endif without #if"),
    MalformedCase(
        name: "unterminated if", source: "#ifdef SWIFTUI\nusing namespace metal;\n", line: 1, column: 2,
        message: "unterminated conditional directive"),
    MalformedCase(
        name: "void returns a value", source: "void g(float x) {\n    return x;\n}\n", line: 2, column: 12,
        message: "void function should not return a value"),
    MalformedCase(
        name: "assignment to const",
        source:
            "[[ stitchable ]] half4 f(float2 p) {\n    const float k = 1.0;\n    k = 2.0;\n    return half4(k);\n}\n",
        line: 3, column: 5, message: "cannot assign to a constant variable"),
    MalformedCase(
        name: "redefinition",
        source:
            "[[ stitchable ]] half4 f(float2 p) {\n    float a = 1.0;\n    float a = 2.0;\n    return half4(a);\n}\n",
        line: 3, column: 11, message: "redefinition of 'a'"),
    MalformedCase(
        name: "write through device pointer",
        source:
            "[[ stitchable ]] half4 f(float2 p, device const float *v, int n) {\n    v[0] = 1.0;\n    return half4(v[0]);\n}\n",
        line: 2, column: 6, message: "cannot write through a 'device const' pointer"),
    MalformedCase(
        name: "float remainder", source: "[[ stitchable ]] half4 f(float2 p) {\n    return half4(p.x % 2.0);\n}\n",
        line: 2, column: 22, message: "invalid operands to '%'"),
    MalformedCase(
        name: "vector condition",
        source:
            "[[ stitchable ]] half4 f(float2 p) {\n    if (p > float2(0)) { return half4(1); }\n    return half4(0);\n}\n",
        line: 2, column: 11, message: "condition of type 'bool2' is not a scalar"),
    MalformedCase(
        name: "no such struct member",
        source: "struct S { float a; };\n[[ stitchable ]] half4 f(float2 p) {\n    S s;\n    return half4(s.b);\n}\n",
        line: 4, column: 20, message: "no member named 'b' in 'S'"),
    MalformedCase(
        name: "invalid literal suffix", source: "[[ stitchable ]] half4 f(float2 p) {\n    return half4(1.0q);\n}\n",
        line: 2, column: 18, message: "invalid suffix on numeric literal"),
    MalformedCase(
        name: "macro arity",
        source:
            "#define S(a, b, t) smoothstep(a, b, t)\n[[ stitchable ]] half4 f(float2 p) {\n    return half4(S(0.0, 1.0));\n}\n",
        line: 3, column: 18, message: "macro 'S' takes 3 arguments, given 2"),
    MalformedCase(
        name: "pointer dereference",
        source: "[[ stitchable ]] half4 f(float2 p, device const float *v, int n) {\n    return half4(*v);\n}\n",
        line: 2, column: 18, message: "pointer dereference is not supported"),
    MalformedCase(
        name: "kernel function", source: "kernel void k(uint id) {}\n", line: 1, column: 1,
        message: "'kernel' functions are not SwiftUI shaders"),
    MalformedCase(
        name: "missing return value", source: "[[ stitchable ]] half4 f(float2 p) {\n    return;\n}\n", line: 2,
        column: 5, message: "non-void function should return a value"),
    MalformedCase(
        name: "too many components",
        source: "[[ stitchable ]] half4 f(float2 p) {\n    float2 q = float2(1, 2, 3);\n    return half4(q.x);\n}\n",
        line: 2, column: 16, message: "'float2' needs 2 components, given 3"),
    MalformedCase(
        name: "error inside an included file",
        source: "#include \"Helpers.metal\"\n[[ stitchable ]] half4 f(float2 p) { return half4(h(p.x)); }\n", line: 2,
        column: 12, message: "use of undeclared identifier 'y'",
        includes: ["/shaders/Helpers.metal": "float h(float x) {\n    return y;\n}\n"]),
    MalformedCase(
        name: "goto",
        source: "[[ stitchable ]] half4 f(float2 p) {\n    goto end;\n    return half4(1);\n}\n", line: 2, column: 5,
        message: "'goto' is not supported"),
]

@Suite struct MalformedShaderTests {
    @Test(arguments: malformedCases)
    func locatedError(_ c: MalformedCase) throws {
        let d = try #require(compileError(c.source, includes: c.includes))
        #expect(d.line == c.line, "\(c.name): \(d)")
        #expect(d.column == c.column, "\(c.name): \(d)")
        #expect(d.message.contains(c.message), "\(c.name): \(d)")
        #expect(d.hint != nil, "\(c.name) has no hint: \(d)")
        #expect(d.length >= 1)
        #expect(d.path == (c.includes.isEmpty ? "/shaders/Test.metal" : "/shaders/Helpers.metal"))
        let lines = c.source.split(separator: "\n", omittingEmptySubsequences: false)
        if c.includes.isEmpty { #expect(d.sourceLine == String(lines[c.line - 1])) }
        // Printed like the Swift compiler: location, line, caret under the column, hint.
        let printed = d.description.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(printed[0] == "\(d.path):\(c.line):\(c.column): error: \(d.message)")
        #expect(
            printed[2].firstIndex(of: "^").map { printed[2].distance(from: printed[2].startIndex, to: $0) } == c.column
                - 1)
    }

    /// Errors in several functions and files are all collected (docs/ARCHITECTURE.md: capped at 20).
    @Test func errorsAreCollectedAcrossFunctionsAndFiles() {
        let a = MetalSourceFile(path: "/s/A.metal", text: "float f() { return x; }\nfloat g() { return y; }\n")
        let b = MetalSourceFile(path: "/s/B.metal", text: "float h() { return z }\n")
        do {
            _ = try MetalLibrary.compile(files: [a, b], readFile: { _ in nil })
            Issue.record("expected errors")
        } catch {
            #expect(
                error.diagnostics.map { "\($0.path):\($0.line):\($0.column)" } == [
                    "/s/A.metal:1:20", "/s/A.metal:2:20", "/s/B.metal:1:21",
                ])
        }
    }

    /// A stitchable name defined in two files is an error naming both places.
    @Test func duplicateStitchableNames() {
        let src = "[[ stitchable ]] half4 f(float2 p) { return half4(1); }\n"
        do {
            _ = try MetalLibrary.compile(
                files: [
                    MetalSourceFile(path: "/s/A.metal", text: src), MetalSourceFile(path: "/s/B.metal", text: src),
                ], readFile: { _ in nil })
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.diagnostics[0].path == "/s/B.metal")
            #expect(error.diagnostics[0].message.contains("/s/A.metal:1"))
        }
    }
}
