// OperatorMethodTests.swift: operator methods a struct declares (`static func + (lhs: V, rhs: V) -> V`, `==`) and
// global operator functions, as pasted geometry helpers write them (Checker `checkUserOperator`).

import Testing

@testable import Scene

private func text(_ source: String) throws -> String? {
    let program = try SceneProgram(source: "scene(width: 400, height: 300)\n" + source, path: "o.scene")
    return try program.view(time: 0, frame: 0).chain.leaf.text?.string
}

struct OperatorMethodTests {
    static let vector = """
        struct Vec {
            var x: Double
            var y: Double
            static func + (lhs: Vec, rhs: Vec) -> Vec { Vec(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
            static func * (lhs: Vec, rhs: Double) -> Vec { Vec(x: lhs.x * rhs, y: lhs.y * rhs) }
            static func == (lhs: Vec, rhs: Vec) -> Bool { lhs.x == rhs.x }
        }
        func - (a: Vec, b: Vec) -> Vec { Vec(x: a.x - b.x, y: a.y - b.y) }

        """

    @Test(
        "operator methods and functions are called with the operands",
        arguments: [
            ("let v = Vec(x: 1, y: 2) + Vec(x: 3, y: 4) * 2\nText(\"\\(v.x) \\(v.y)\")", "7.0 10.0"),
            ("let v = Vec(x: 1, y: 2) - Vec(x: 3, y: 5)\nText(\"\\(v.x) \\(v.y)\")", "-2.0 -3.0"),
            ("Text(Vec(x: 1, y: 2) == Vec(x: 1, y: 9) ? \"same x\" : \"different\")", "same x"),
        ])
    func operators(body: String, expected: String) throws {
        #expect(try text(Self.vector + body) == expected)
    }
}
