// DefiniteInitializationTests.swift: a local declared without a value is read only after an assignment; a read
// before it is a located error, as swiftc's "constant 'x' used before being initialized". (A stray `let name:
// String` in a view body, read by `Image(name)`, reached the view as no value at all and trapped the process.)
// Rule: The Swift Programming Language, "Declarations": Constant Declaration; "Initialization".

import Foundation
import Scene
import Testing

struct DefiniteInitializationTests {
    @Test("Reading a let or var declared without a value before any assignment: located error naming it")
    func readBeforeAssignment() throws {
        for (word, declaration) in [("constant", "let"), ("variable", "var")] {
            let error = try #require(throws: SceneError.self) {
                try SceneProgram(
                    source: """
                        scene(width: 100, height: 100)
                        VStack {
                            \(declaration) name: String
                            Image(name)
                        }
                        """, path: "di.scene")
            }
            let first = try #require(error.diagnostics.first { $0.severity == .error })
            #expect(first.message == "\(word) 'name' used before being initialized")
            #expect(first.range.start.line == 4 && first.range.start.column == 11)
        }
    }

    @Test("Assigned on every path before the read (if/else, switch), a value-less let is accepted")
    func assignedBeforeRead() throws {
        _ = try SceneProgram(
            source: """
                scene(width: 100, height: 100)
                func radius(_ big: Bool, _ k: Int) -> Double {
                    let r: Double
                    if big { r = 40 } else { r = 10 }
                    let s: Double
                    switch k {
                    case 0: s = 1
                    default: s = 2
                    }
                    return r * s
                }
                Circle().frame(width: radius(true, 0), height: radius(false, 1))
                """, path: "di.scene")
    }
}
