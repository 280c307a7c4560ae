// PlacedLeaf+Rare.swift: the values of a placed leaf that most leaves leave at their defaults, kept out of line.
// Rule: a leaf is a value (copy on write through `isKnownUniquelyReferenced(_:)`,
// developer.apple.com/documentation/swift/isknownuniquelyreferenced(_:)-98zpp); issue #21: every frame copies and
// frees each leaf at least twice (a carried placement's leaves into the frame's array, the array itself), and nine
// rarely written values (a transition, a shadow, the shape drawing, paints, material, glass, content transition,
// morph piece) made a leaf some 80 words with a dozen references to retain per copy.

import Geometry
import Render
import Scene

extension PlacedLeaf {
    /// The rare values' box: shared by copies until one writes (then that copy gets its own). Mutable only through
    /// `PlacedLeaf.rareForWriting`, which copies a shared box first, so no box is written while another leaf holds
    /// it: hence `@unchecked Sendable`.
    final class Rare: @unchecked Sendable {
        var transition: PlacedTransition?
        var shadow: DropShadow?
        var drawing = ShapeDrawing()
        var paint: GradientShading?
        var shaderPaint: ShaderCall?
        var material: (paint: MaterialPaint, dark: Bool)?
        var glassContainer: (key: UInt64, spacing: Double)?
        var contentTransition: ContentTransitionKind = .opacity
        var morphPiece: MorphPiece?

        init() {}

        func copy() -> Rare {
            let r = Rare()
            (r.transition, r.shadow, r.drawing, r.paint, r.shaderPaint) =
                (transition, shadow, drawing, paint, shaderPaint)
            (r.material, r.glassContainer, r.contentTransition, r.morphPiece) =
                (material, glassContainer, contentTransition, morphPiece)
            return r
        }
    }

    /// The box to write into: made on the first write of a non-default value, copied when another leaf shares it.
    private var rareForWriting: Rare {
        mutating get {
            if rare == nil {
                rare = Rare()
            } else if !isKnownUniquelyReferenced(&rare) {
                rare = rare!.copy()
            }
            return rare!
        }
    }

    /// Writes `value` into the box, making none while the leaf holds only defaults.
    private mutating func writeRare<T>(_ field: ReferenceWritableKeyPath<Rare, T>, _ value: T, isDefault: Bool) {
        if rare == nil && isDefault { return }
        rareForWriting[keyPath: field] = value
    }

    /// The transition that applies when the leaf is inserted or removed.
    public var transition: PlacedTransition? {
        get { rare?.transition }
        set { writeRare(\.transition, newValue, isDefault: newValue == nil) }
    }
    /// The shadow that reached the leaf (pushed down to each leaf like `blend`, OpenSwiftUI ShadowEffect.swift).
    public var shadow: DropShadow? {
        get { rare?.shadow }
        set { writeRare(\.shadow, newValue, isDefault: newValue == nil) }
    }
    /// For a shape: its trim, stroke and inset (ShapeDrawing.swift).
    public var drawing: ShapeDrawing {
        get { rare?.drawing ?? ShapeDrawing() }
        set { writeRare(\.drawing, newValue, isDefault: newValue == ShapeDrawing()) }
    }
    /// A gradient painted instead of `color` (whose opacity still applies), in the unit space of `frame`.
    public var paint: GradientShading? {
        get { rare?.paint }
        set { writeRare(\.paint, newValue, isDefault: newValue == nil) }
    }
    /// A shader painted instead of `color` (whose opacity still applies): `fill(shader)`, `foregroundStyle(shader)`.
    public var shaderPaint: ShaderCall? {
        get { rare?.shaderPaint }
        set { writeRare(\.shaderPaint, newValue, isDefault: newValue == nil) }
    }
    /// A material or glass fill and the colour scheme: the pixels behind the outline through the backdrop it gives
    /// for the leaf's final frame and transform (MaterialStyle.swift, Effects/Backdrop.swift); `Glass.identity` draws
    /// nothing.
    public var material: (paint: MaterialPaint, dark: Bool)? {
        get { rare?.material }
        set { writeRare(\.material, newValue, isDefault: newValue == nil) }
    }
    /// A glass shape inside a `GlassEffectContainer`: the container's identity and spacing (points), by which nearby
    /// glass merges into one surface (GlassMerge.swift).
    public var glassContainer: (key: UInt64, spacing: Double)? {
        get { rare?.glassContainer }
        set { writeRare(\.glassContainer, newValue, isDefault: newValue == nil) }
    }
    /// How a change of the leaf's content animates (Apple: View.contentTransition(_:) —
    /// developer.apple.com/documentation/swiftui/view/contenttransition(_:); OpenSwiftUI ContentTransition.swift).
    public var contentTransition: ContentTransitionKind {
        get { rare?.contentTransition ?? .opacity }
        set { writeRare(\.contentTransition, newValue, isDefault: newValue == .opacity) }
    }
    /// For a piece of a numeric-text morph: which part of the plan it draws.
    public var morphPiece: MorphPiece? {
        get { rare?.morphPiece }
        set { writeRare(\.morphPiece, newValue, isDefault: newValue == nil) }
    }
}
