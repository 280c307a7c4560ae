// TransactionTests.swift: `Transaction` values, `withTransaction` and the `transaction(_:)` modifier as real files
// write them, measured by where a 10 pt black bar moving from x = 0 to x = 100 is half-way through a change.
// Rule: Apple: Transaction, withTransaction(_:_:), withTransaction(_:_:_:), View.transaction(_:) —
// developer.apple.com/documentation/swiftui/transaction: the changes in `withTransaction` take the transaction's
// animation; the modifier's closure edits the transaction of each change reaching the view (`animation = nil`: they
// jump; `animation = .linear(…)`: they animate so). Expected positions: a linear animation of d seconds started at
// t = 1 has moved (t − 1) / d of the way.

import Foundation
import Scene
import Testing

struct TransactionTests {
    /// The leftmost dark column of row 10 of a 200 × 20 canvas at `time`: the bar's x.
    static func barX(_ body: String, at time: Double) throws -> Int? {
        let source = """
            scene(width: 200, height: 20, fps: 10, duration: 4)
            @State var x = 0.0
            \(body)
            """
        let (fb, _) = try SceneRender.render(source, at: time)
        return (0..<fb.width).first { fb[$0, 10].g < 128 }
    }

    static let bar = "Rectangle().fill(Color.black).frame(width: 10, height: 20).offset(x: x).frame(width: 200, alignment: .leading)"

    @Test(
        "withTransaction animates with the transaction's animation, however the transaction is written",
        arguments: [
            ("withTransaction(Transaction(animation: .linear(duration: 1))) { x = 100 }", 50),
            ("var t = Transaction(); t.animation = .linear(duration: 2); t.disablesAnimations = true; withTransaction(t) { x = 100 }", 25),
            ("withTransaction(\\.animation, .linear(duration: 1)) { x = 100 }", 50),
            ("withTransaction(Transaction()) { x = 100 }", 100),
        ])
    func withTransaction(event: String, x: Int) throws {
        #expect(try Self.barX(Self.bar + "\nat(1) { \(event) }", at: 1.5) == x)
    }

    @Test(
        ".transaction { … } on a view replaces the animation of the changes reaching it",
        arguments: [
            // An animated change made to jump.
            (".transaction { $0.animation = nil }", "withAnimation(.linear(duration: 1)) { x = 100 }", 100),
            // A plain change made to animate.
            (".transaction { t in t.animation = .linear(duration: 1) }", "x = 100", 50),
            // A closure that changes no animation leaves the change's own.
            (".transaction { t in t.disablesAnimations = false }", "withAnimation(.linear(duration: 2)) { x = 100 }", 25),
        ])
    func modifier(modifier: String, event: String, x: Int) throws {
        #expect(try Self.barX(Self.bar + modifier + "\nat(1) { \(event) }", at: 1.5) == x)
    }

    @Test("a change outside the modified view keeps its own animation")
    func siblingUnaffected() throws {
        let half = Self.bar.replacingOccurrences(of: "height: 20", with: "height: 10")
        let body = "VStack(spacing: 0) { \(half).transaction { $0.animation = nil }; \(half) }"
        let source = """
            scene(width: 200, height: 20, fps: 10, duration: 4)
            @State var x = 0.0
            \(body)
            at(1) { withAnimation(.linear(duration: 1)) { x = 100 } }
            """
        let (fb, _) = try SceneRender.render(source, at: 1.5)
        #expect((0..<200).first { fb[$0, 5].g < 128 } == 100)
        #expect((0..<200).first { fb[$0, 15].g < 128 } == 50)
    }
}
