// ViewNodeLimitsTests.swift: a frame's view tree past SceneLimits' view count or depth names the first view past
// the limit, in the walk's order (pre-order, last child first).
// Rule: ViewNode+Limits.swift; docs/ARCHITECTURE.md "Limits are counters". Status: complete.

import Foundation
import Scene
import Testing

struct ViewNodeLimitsTests {
    /// A range on `line` (column `column`), so a test can tell which node a violation names.
    static func at(_ line: Int, _ column: Int = 1) -> SourceRange {
        let location = SourceLocation(line: line, column: column, offset: line * 100 + column)
        return SourceRange(start: location, end: location)
    }

    /// `levels` groups nested one in the next around an empty view; the node at depth d is on line d.
    static func chain(levels: Int, column: Int = 1) -> ViewNode {
        var node = ViewNode(.empty, range: at(levels, column))
        for depth in stride(from: levels - 1, through: 1, by: -1) {
            node = ViewNode(.group([node]), range: at(depth, column))
        }
        return node
    }

    /// The walk recurses up to the depth limit: run it on a thread with room for that in a debug build, as AnimKit's
    /// LargeStack threads have.
    static func onLargeStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let box = LimitWalkResult<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = 64 << 20
        thread.start()
        done.wait()
        return box.value!
    }

    @Test("1024 levels pass; at 1100 the view at depth 1025 is named")
    func depth() {
        let limit = SceneLimits.maximumViewDepth
        let within = Self.chain(levels: limit)
        let deep = Self.chain(levels: limit + 76)
        let results = Self.onLargeStack { (within.limitViolation()?.range, deep.limitViolation()) }
        #expect(results.0 == nil)
        let violation = results.1
        #expect(violation?.range.start.line == limit + 1)
        #expect(violation?.message == "views nested more than \(limit) levels deep")
    }

    @Test("200 000 views pass; one more names the view counted last: the first child (children are walked last first)")
    func count() {
        let limit = SceneLimits.maximumViewCount
        let children = (0..<limit).map { ViewNode(.empty, range: Self.at($0 + 2)) }
        let exact = ViewNode(.group(Array(children.dropLast())), range: Self.at(1))  // root + limit − 1 children
        let over = ViewNode(.group(children), range: Self.at(1))  // root + limit children
        #expect(exact.limitViolation() == nil)
        let violation = over.limitViolation()
        #expect(violation?.range.start.line == 2, "the first child, line 2, is the last one counted")
        #expect(violation?.message == "a frame has more than \(limit) views")
    }

    @Test("two subtrees both too deep: the one walked first (the last child) is named")
    func order() {
        let limit = SceneLimits.maximumViewDepth
        let first = Self.chain(levels: limit + 10, column: 1)
        let last = Self.chain(levels: limit + 10, column: 2)
        let root = ViewNode(.group([first, last]), range: Self.at(0))
        let violation = Self.onLargeStack { root.limitViolation() }
        #expect(violation?.range.start.column == 2)
        #expect(violation?.range.start.line == limit)  // root is depth 1, so the chain's line-d node is at depth d + 1
    }
}

/// One result handed from a thread to the one waiting for it (the semaphore orders the accesses).
private final class LimitWalkResult<T>: @unchecked Sendable {
    var value: T?
}
