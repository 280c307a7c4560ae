// EmittedModifierTests.swift: an emitted chain of modifier calls is wrapped where its views land (the builder's or
// ForEach's array, Evaluator.emitModified) instead of in a value of its own: the views, ranges and identities are
// those of the same chain evaluated as a value (bound to a `let`, then emitted), and the views FrameMemo shares
// with other frames are never written.

import Testing

@testable import Layout
@testable import Scene

@Suite struct EmittedModifierTests {
    /// A scene whose ZStack holds `written` at the same offsets whether it is emitted directly (`prefix` eight spaces)
    /// or bound first (`prefix` "let v = ", then `v` emitted).
    static func source(_ written: String, bound: Bool) -> String {
        """
        scene(width: 200, height: 100, fps: 30, duration: 1)
        ZStack {
            Text("first")
            \(bound ? "let v = " : "        ")\(written)
            \(bound ? "v" : "")
        }
        """
    }

    /// Six turning rectangles under invariant modifiers (one FrameMemo site), then a modifier that changes every
    /// frame and one with invariant arguments.
    static let turning = """
        ForEach(0..<6) { i in Rectangle().fill(Color(red: Double(i) / 6, green: 0, blue: 1).opacity(0.5)).frame(width: 4 + Double(i), height: 3).rotationEffect(.degrees(45 * time + Double(i))).position(x: 10 + 3 * Double(i), y: 20) }
        """

    /// A modifier on a ForEach (each of its three views wrapped, stamped by its index among them), after a sibling.
    static let onForEach = """
        ForEach(0..<3) { j in Circle().frame(width: Double(j + 1)) }.rotationEffect(.degrees(10 * time)).offset(x: 2)
        """

    /// The tree's values, level by level: identity, range, kind, and each modifier's name and typed values.
    static func describe(_ node: ViewNode) -> String {
        var parts = ["\(node.identity) \(node.range.start.offset)-\(node.range.end.offset)"]
        switch node.kind {
        case .view(let view):
            parts.append("view \(view.name) [\(view.children.map(describe).joined(separator: ", "))]")
        case .group(let children):
            parts.append("group [\(children.map(describe).joined(separator: ", "))]")
        case .empty:
            parts.append("empty")
        case .modified(let content, let applied):
            let values = applied.arguments.map { "\($0.label ?? "_"): \($0.value)" }.joined(separator: ", ")
            parts.append("\(applied.name)(\(values)) \(applied.rotation.map { "\($0.angle.radians)" } ?? "")")
            parts.append("{ \(describe(content)) }")
        }
        return parts.joined(separator: " ")
    }

    @Test(
        "an emitted modifier chain gives the views, ranges and identities of the same chain as a value",
        arguments: [turning, onForEach])
    func asValue(_ written: String) throws {
        for memoizes in [true, false] {
            let emitted = try SceneProgram(
                source: Self.source(written, bound: false), path: "emitted.scene", memoizesInvariants: memoizes)
            let bound = try SceneProgram(
                source: Self.source(written, bound: true), path: "emitted.scene", memoizesInvariants: memoizes)
            for index in [0, 1, 7, 7] {
                let a = try emitted.view(time: Double(index) / 30, frame: index).children
                let b = try bound.view(time: Double(index) / 30, frame: index).children
                #expect(a.count == b.count)
                #expect(a.count == (written == Self.turning ? 7 : 4))
                #expect(a.map(Self.describe) == b.map(Self.describe))
                // Distinct views, distinct identities (the salt is the view's index among the receiver's views).
                #expect(Set(a.map(\.identity)).count == a.count)
            }
        }
    }

    @Test("a kept frame's views keep their values and the shared invariant subtrees are not written by later frames")
    func keptFramesUnchanged() throws {
        let program = try SceneProgram(source: Self.source(Self.turning, bound: false), path: "emitted.scene")
        let uncached = try SceneProgram(
            source: Self.source(Self.turning, bound: false), path: "emitted.scene", memoizesInvariants: false)
        let first = try program.view(time: 0, frame: 0).children
        let before = first.map(Self.describe)
        var last: [ViewNode] = []
        for index in 1..<20 { last = try program.view(time: Double(index) / 30, frame: index).children }
        #expect(first.map(Self.describe) == before)
        #expect(first.map(Self.describe) == (try uncached.view(time: 0, frame: 0).children.map(Self.describe)))
        #expect(first.count == 7 && last.count == 7)
        for i in 1..<min(first.count, last.count) {
            let (a, b) = (first[i].chain.modifiers, last[i].chain.modifiers)
            #expect(a.map(\.name) == ["fill", "frame", "rotationEffect", "position"])
            guard a.count == 4, b.count == 4 else { continue }
            // Frame 0's angle is its own; frame 19's is 45 · 19/30 degrees on.
            let element = Double(i - 1)
            let laterAngle: Double = 45.0 * 19.0 / 30.0 + element
            #expect(abs((a[2].rotation?.angle.degrees ?? .nan) - element) < 1e-9)
            #expect(abs((b[2].rotation?.angle.degrees ?? .nan) - laterAngle) < 1e-9)
            // The invariant `fill(…).frame(…)` is FrameMemo's one value in both frames (the same boxes), and the
            // position's box is the one its site keeps.
            #expect(a[0].sharesStorage(with: b[0]) && a[1].sharesStorage(with: b[1]))
            #expect(a[3].sharesStorage(with: b[3]))
            #expect(!a[2].sharesStorage(with: b[2]))
        }
    }
}
