// ShapeSetOperationSceneTests.swift: `Shape.union(_:eoFill:)` and its siblings in pasted SwiftUI code: they check as
// shape modifiers returning a shape (so `.fill`, `.stroke`, `.frame` and `.offset` follow), accept built-in shapes,
// custom `Shape` structs and shape modifiers on the operand, and are refused on a view that is not a shape.
// Rule: Apple: Shape.union(_:eoFill:) — developer.apple.com/documentation/swiftui/shape/union(_:eofill:) (`some
// Shape` in, `some Shape` out) and Path.union(_:eoFill:) (Path in, Path out). Expected structures are read off the
// source text by hand.

import Testing

@testable import Layout
@testable import Scene

struct ShapeSetOperationSceneTests {
    @Test("a pasted view with Circle().union(…), subtracting and lineSubtraction checks and keeps its modifier chain")
    func pastedView() throws {
        let p = try SceneProgram(
            source: """
                scene(width: 400, height: 300)
                import SwiftUI

                struct Blob: Shape {
                    func path(in rect: CGRect) -> Path {
                        Path(ellipseIn: rect).union(Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
                    }
                }

                struct BadgeView: View {
                    var body: some View {
                        VStack(spacing: 12) {
                            Circle()
                                .union(Rectangle().offset(x: 20))
                                .fill(.blue)
                                .frame(width: 80, height: 80)
                            Rectangle()
                                .subtracting(Circle().inset(by: 10), eoFill: true)
                                .stroke(.red, lineWidth: 2)
                                .frame(width: 60, height: 60)
                            Capsule().lineSubtraction(Blob()).stroke(.green)
                            Blob().symmetricDifference(.circle).offset(x: 4).fill(.orange)
                        }
                    }
                }

                #Preview { BadgeView() }
                """, path: "pasted.scene")
        #expect(p.diagnostics.isEmpty, "\(p.renderedDiagnostics)")
        let root = try p.view(frame: 0)
        let names = root.children.map { $0.chain.modifiers.map(\.name) }
        #expect(
            names == [
                ["union", "fill", "frame"], ["subtracting", "stroke", "frame"], ["lineSubtraction", "stroke"],
                ["symmetricDifference", "offset", "fill"],
            ])
    }

    @Test("union on a view that is not a shape is a located error")
    func notAShape() {
        let e = #expect(throws: SceneError.self) {
            try SceneProgram(
                source: "scene(width: 100, height: 100)\nText(\"a\")\n    .union(Circle())", path: "s.scene")
        }
        #expect(e?.diagnostics.contains { $0.range.start.line == 3 && $0.range.start.column == 6 } == true)
    }
}
