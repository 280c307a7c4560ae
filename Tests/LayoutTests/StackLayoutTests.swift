// StackLayoutTests.swift: HStack/VStack/ZStack sizing and placement (OpenSwiftUI StackLayout.swift and
// Text+Spacing.swift; OpenSwiftUI ZStack.swift; OpenSwiftUI Spacer.swift). Expected values are derived by hand from the
// rules cited on each test.

import Geometry
import Layout
import Scene
import Testing

struct StackLayoutTests {
    @Test("HStack: 8 pt default spacing, centred on the minor axis, centred in the canvas")
    func hstackSpacing() {
        // Stack is 50 + 8 + 30 = 88 wide, 40 tall, centred in 800×450: origin (356, 205).
        let f = frames(hstack(rect(50, 20), rect(30, 40)))
        #expect(f == [Rect(x: 356, y: 215, width: 50, height: 20), Rect(x: 414, y: 205, width: 30, height: 40)])
    }

    @Test("HStack alignment .top and .bottom, explicit spacing")
    func hstackAlignment() {
        let top = frames(hstack(rect(50, 20), rect(30, 40), alignment: .top, spacing: 0))
        #expect(top == [Rect(x: 360, y: 205, width: 50, height: 20), Rect(x: 410, y: 205, width: 30, height: 40)])
        let bottom = frames(hstack(rect(50, 20), rect(30, 40), alignment: .bottom, spacing: 4))
        #expect(bottom == [Rect(x: 358, y: 225, width: 50, height: 20), Rect(x: 412, y: 205, width: 30, height: 40)])
    }

    @Test("flexible children share what the fixed child leaves: (400 − 100 − 16) / 2 = 142")
    func flexibleShare() {
        let root = hstack(color(), rect(100, 50), color()).m(.frame(width: 400, height: 100, alignment: .center))
        let f = frames(root)
        #expect(f.map(\.width) == [142, 100, 142])
        #expect(f.map(\.minX) == [200, 350, 458])
        #expect(f[0].height == 100)
    }

    @Test("Spacer is sized last and has no gap beside it")
    func spacer() {
        let root = hstack(rect(50, 10), ViewNode(.spacer(minLength: nil)), rect(50, 10))
            .m(.frame(width: 300, height: 10, alignment: .center))
        #expect(frames(root).map(\.minX) == [250, 500])
    }

    @Test("a Spacer's minLength is reserved before the fixed children are sized")
    func spacerMinimum() {
        // 100 wide: the spacer reserves 30, the flexible colour gets 70 and the spacer exactly its 30.
        let root = hstack(color(), ViewNode(.spacer(minLength: 30))).m(
            .frame(width: 100, height: 10, alignment: .center))
        let f = frames(root)
        #expect(f == [Rect(x: 350, y: 220, width: 70, height: 10)])
    }

    @Test("VStack leading alignment")
    func vstackLeading() {
        let f = frames(vstack(rect(100, 20), rect(40, 20), alignment: .leading))
        #expect(f == [Rect(x: 350, y: 201, width: 100, height: 20), Rect(x: 350, y: 229, width: 40, height: 20)])
    }

    @Test("ZStack: as large as its largest child; children aligned by the stack's alignment")
    func zstackAlignment() {
        let f = frames(
            zstack(rect(200, 100), rect(20, 10), alignment: Alignment(horizontal: .trailing, vertical: .bottom)))
        #expect(f == [Rect(x: 300, y: 175, width: 200, height: 100), Rect(x: 480, y: 265, width: 20, height: 10)])
    }

    @Test("zIndex reorders drawing, not layout")
    func zIndex() {
        let root = hstack(rect(10, 10).m(.zIndex(1)), rect(20, 20))
        let f = frames(root)
        #expect(f.map(\.width) == [20, 10])
        #expect(f[1].minX == 381)
    }

    @Test("EmptyView takes no slot and no spacing")
    func emptyView() {
        let f = frames(hstack(rect(10, 10), ViewNode(.empty), rect(10, 10)))
        #expect(f.map(\.minX) == [386, 404])
    }
}
