// ZStackSizes.swift: the children's sizes a ZStack measured while it was sized, kept for its placement.
// Rule: OpenSwiftUI ZStack.swift (`_ZStackLayout`): sizing proposes every child the stack's proposal; placement
// proposes every child the stack's chosen size. When the two are equal (a stack that fills what it is offered, as a
// root ZStack of positioned views does), placement asked each child again for the size it had just given: a second
// sizing pass over every child, 7 % of a 1000-view frame's layout (issue #21, bench/README.md). A size is a function
// of the child and the proposal, so a kept size is the size placement would compute.
// The same holds for HStack and VStack (OpenSwiftUI StackLayout.swift): placement sizes the children again for the
// placing proposal, which is the sizing proposal when the stack was offered both axes (a VStack of texts in a root
// ZStack: three sizings per Text, twice per frame); the child sizes of the last few stacks are kept too.

import Geometry
import Scene
import Synchronization

/// The last ZStack sizing of one layout pass: its children (kept alive, so their buffer's address names them), the
/// proposal, the sizes and whether a child has an explicit alignment guide. One entry: a stack is placed right after
/// the sizing that chose its size (its parent's placement sizes it, then places it).
final class ZStackSizes: Sendable {
    private struct Entry: Sendable {
        var children: [ViewNode]
        var proposal: ProposedSize
        var sizes: [Size]
        var explicitGuides: Bool
    }

    private let last = Mutex<Entry?>(nil)

    /// An HStack's or VStack's children sized for a proposal (`stackChildSizes`), for the placement that follows.
    private struct ChildSizes: Sendable {
        var children: [ViewNode]
        var axis: StackAxis
        var spacing: Double?
        var proposal: ProposedSize
        var scrolledAxes: UInt8
        var sized: [(proposal: ProposedSize, size: Size)]
    }

    /// The last few stacks' child sizes, newest last: nested stacks are sized inside out, then placed outside in.
    private let childSizes = Mutex<[ChildSizes]>([])
    static let childSizesKept = 4

    init() {}

    /// Records `sized`, the sizes `stackChildSizes` gave `children` on `axis` with `spacing` for `proposal`.
    func recordChildSizes(
        _ children: [ViewNode], axis: StackAxis, spacing: Double?, proposal: ProposedSize, scrolledAxes: UInt8,
        sized: [(proposal: ProposedSize, size: Size)]
    ) {
        childSizes.withLock { kept in
            if kept.count >= ZStackSizes.childSizesKept { kept.removeFirst() }
            kept.append(
                ChildSizes(
                    children: children, axis: axis, spacing: spacing, proposal: proposal, scrolledAxes: scrolledAxes,
                    sized: sized))
        }
    }

    /// The child sizes recorded for these very children (the same array storage) and the same axis, spacing,
    /// proposal and scrolled axes, if they are among the last kept.
    func childSizes(
        _ children: [ViewNode], axis: StackAxis, spacing: Double?, proposal: ProposedSize, scrolledAxes: UInt8
    ) -> [(proposal: ProposedSize, size: Size)]? {
        childSizes.withLock { kept in
            for entry in kept.reversed()
            where entry.axis == axis && entry.spacing == spacing && entry.proposal == proposal
                && entry.scrolledAxes == scrolledAxes && ZStackSizes.same(entry.children, children)
            {
                return entry.sized
            }
            return nil
        }
    }

    /// Records the sizes `children` gave for `proposal`.
    func record(_ children: [ViewNode], _ proposal: ProposedSize, sizes: [Size], explicitGuides: Bool) {
        last.withLock {
            $0 = Entry(children: children, proposal: proposal, sizes: sizes, explicitGuides: explicitGuides)
        }
    }

    /// The sizes recorded for these very children (the same array storage) and `proposal`, if they were the last.
    func sizes(_ children: [ViewNode], _ proposal: ProposedSize) -> (sizes: [Size], explicitGuides: Bool)? {
        last.withLock { entry in
            guard let entry, entry.proposal == proposal, ZStackSizes.same(entry.children, children) else { return nil }
            return (entry.sizes, entry.explicitGuides)
        }
    }

    /// The same array storage: an array kept here is never uniquely referenced elsewhere, so any write to a copy
    /// makes new storage, and equal storage means equal elements.
    private static func same(_ a: [ViewNode], _ b: [ViewNode]) -> Bool {
        guard a.count == b.count else { return false }
        guard !a.isEmpty else { return true }
        return a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }
}
