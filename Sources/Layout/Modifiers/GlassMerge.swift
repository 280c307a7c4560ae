// GlassMerge.swift: the glass shapes of one `GlassEffectContainer` that come within its spacing of one another, drawn
// as one surface: the smooth union of their rounded boxes (Render BackdropLens+Union.swift), with the first shape's
// material, in the place of the first.
// Rule: Apple: GlassEffectContainer — developer.apple.com/documentation/swiftui/glasseffectcontainer ("As shapes near
// one another, their paths start to blend into one another. The higher the spacing, the sooner blending begins as
// the shapes approach each other"); UIKit UIGlassContainerEffect.spacing ("the distance between elements at which
// they begin to merge"). Shapes merge transitively (A near B, B near C: one surface). The gap between two shapes is
// measured between their device boxes. Glass under a rotation or skew (no lens) is not merged. [UNCONF] the blend
// curve: see BackdropLens+Union.swift. Status: complete.

import Geometry
import Render

struct GlassMerge {
    /// The items that replace a leaf's own: the merged surface for the first shape of a group, nothing for the rest.
    private var replaced: [Int: [DisplayItem]] = [:]

    init(_ leaves: [PlacedLeaf]) {
        var containers: [UInt64: [(index: Int, backdrop: Backdrop, lens: BackdropLens, reach: Double)]] = [:]
        // By index, and the container checked first: a leaf is copied out of the array only when it is glass in a
        // container (a copy retains the leaf's arrays and boxes, and a frame has thousands of leaves; issue #21).
        // The stored box is read, not the computed property: a getter on `leaves[index]` may copy the leaf first.
        for index in leaves.indices where leaves[index].rare?.glassContainer != nil {
            let leaf = leaves[index]
            guard let container = leaf.glassContainer, let material = leaf.material,
                case .shape(let kind) = leaf.content,
                leaf.color.opacity > 0,
                let backdrop = material.paint.backdrop(
                    frame: leaf.frame, transform: leaf.transform, kind: kind, dark: material.dark),
                let lens = backdrop.lens
            else { continue }
            containers[container.key, default: []].append(
                (index, backdrop, lens, container.spacing * leaf.transform.lengthScale))
        }
        for (_, members) in containers where members.count > 1 {
            // Union–find over pairs closer than the spacing (touching counts, so spacing 0 merges overlaps).
            var parent = Array(members.indices)
            func root(_ i: Int) -> Int {
                var i = i
                while parent[i] != i {
                    parent[i] = parent[parent[i]]
                    i = parent[i]
                }
                return i
            }
            for a in members.indices {
                for b in members.indices where b > a {
                    let (p, q) = (members[a].lens.box, members[b].lens.box)
                    let dx = max(0, max(p.minX - q.maxX, q.minX - p.maxX))
                    let dy = max(0, max(p.minY - q.maxY, q.minY - p.maxY))
                    let gap = (dx * dx + dy * dy).squareRoot()
                    if gap < members[a].reach || gap == 0 { parent[root(b)] = root(a) }
                }
            }
            var groups: [Int: [Int]] = [:]
            for i in members.indices { groups[root(i), default: []].append(i) }
            for group in groups.values where group.count > 1 {
                let sorted = group.sorted()
                let first = members[sorted[0]]
                var lens = first.lens
                lens.merged = sorted.dropFirst().map {
                    BackdropShape(box: members[$0].lens.box, radius: members[$0].lens.radius)
                }
                lens.smoothing = first.reach
                var backdrop = first.backdrop
                backdrop.lens = lens
                let (outline, contour) = lens.outline()
                backdrop.rimPath = contour
                var surface = DisplayGroup(items: [], opacity: leaves[first.index].color.opacity, clip: outline)
                surface.backdrop = backdrop
                replaced[first.index] = [DisplayItem(group: surface)]
                for other in sorted.dropFirst() { replaced[members[other].index] = [] }
            }
        }
    }

    /// The leaf's replacement items, if any; a frame without merged glass answers without hashing the index.
    func items(of index: Int) -> [DisplayItem]? { replaced.isEmpty ? nil : replaced[index] }
}
