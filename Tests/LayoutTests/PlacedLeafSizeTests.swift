// PlacedLeafSizeTests.swift: a placed leaf stays small. Every leaf of a frame is copied into its parent's array at
// each level of layout and carried from frame to frame (CarriedPlacements), after a raster that has evicted the
// cache: its bytes are read and written cold once a frame or more. A Text's layout (`PlacedText`, 192 bytes) is
// boxed (`indirect case text`), so the shapes and colours of a 1000-view frame do not each carry room for one.

import Testing

@testable import Layout

@Suite struct PlacedLeafSizeTests {
    @Test func aLeafIs272Bytes() {
        // LeafContent: ShapeKind's 49 bytes and CanvasPicture's 56 are the largest inline payloads.
        #expect(MemoryLayout<PlacedText>.size > 100)
        #expect(MemoryLayout<LeafContent>.size <= 57)
        // content 57 (64), frame 32, transform 48, colour 32, range 48, key 8, effects, scopes and groups 24, the
        // blend mode and the rare values' box: 272. A stored value added to PlacedLeaf changes the size.
        #expect(MemoryLayout<PlacedLeaf>.size == 272)
    }
}
