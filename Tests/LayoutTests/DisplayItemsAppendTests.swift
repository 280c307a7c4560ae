// DisplayItemsAppendTests.swift: the frame's display list built by appending each leaf's items into one array
// (PlacedLeaf.appendDisplayItems, [PlacedLeaf].displayItems) keeps its shape: plain leaves straight in the list or
// their layer, a blended or shadowed leaf in a layer of its own, consecutive leaves sharing a layer in one group; and
// a rectangle's outline is its four corners, clockwise from the top-leading one, in device pixels.

import Geometry
import Render
import Testing

@testable import Layout

@Suite struct DisplayItemsAppendTests {
    static let body = """
        ZStack {
            Rectangle().fill(.red).frame(width: 10, height: 10).position(x: 10, y: 10)
            Rectangle().fill(.blue).frame(width: 20, height: 20).position(x: 50, y: 50).blendMode(.multiply)
            ZStack {
                Rectangle().fill(.green).frame(width: 30, height: 30).position(x: 30, y: 70)
                Rectangle().fill(.black).frame(width: 4, height: 6).position(x: 80, y: 20)
            }
            .blur(radius: 2)
            Rectangle().fill(.yellow).frame(width: 8, height: 8).position(x: 90, y: 90).shadow(radius: 3)
        }
        """

    @Test func listKeepsItsLayers() throws {
        let leaves = try sceneLeaves(Self.body, width: 100, height: 100, scale: 2)
        #expect(leaves.count == 5)
        let items = leaves.displayItems
        #expect(items.count == 4)
        // The red square: a plain path, straight in the list, 10 pt at scale 2 around (10, 10) pt.
        #expect(items[0].group == nil && items[0].path.bounds == Rect(x: 10, y: 10, width: 20, height: 20))
        // The multiplied square: a layer of its own holding its one path.
        #expect(items[1].group?.blendMode == .multiply && items[1].group?.items.count == 1)
        #expect(items[1].group?.items.first?.path.bounds == Rect(x: 80, y: 80, width: 40, height: 40))
        // The blurred ZStack: one group, both leaves inside, in order, σ = 2 pt × scale 2.
        #expect(items[2].group?.blur == 4 && items[2].group?.items.count == 2)
        #expect(items[2].group?.items.map(\.path.bounds) == [
            Rect(x: 30, y: 110, width: 60, height: 60), Rect(x: 156, y: 34, width: 8, height: 12),
        ])
        // The shadowed square: its own layer with the shadow.
        #expect(items[3].group?.shadow != nil && items[3].group?.items.count == 1)
        // Each leaf's own items are what the list holds for it.
        #expect(leaves[0].displayItems.map(\.path) == [items[0].path])
        #expect(leaves[3].displayItems.map(\.path) == [items[2].group!.items[1].path])
    }

    @Test func rectangleOutlineIsItsFourCorners() {
        let path = Path(rect: Rect(x: 3, y: 4, width: -2, height: 5))
        // Standardised first: the negative width moves the origin.
        #expect(
            path.elements == [
                .move(Point(x: 1, y: 4)), .line(Point(x: 3, y: 4)), .line(Point(x: 3, y: 9)), .line(Point(x: 1, y: 9)),
                .close,
            ])
    }
}
