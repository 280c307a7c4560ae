// DisplayShaderEffect.swift: a shader run over a group's layer (`colorEffect`, `distortionEffect`, `layerEffect`) or
// as the paint of an outline (`fill(shader)`), in device pixels.
// Rule: Apple: View.colorEffect(_:isEnabled:), View.distortionEffect(_:maxSampleOffset:isEnabled:),
// View.layerEffect(_:maxSampleOffset:isEnabled:) — developer.apple.com/documentation/swiftui/view/layereffect(_:maxsampleoffset:isenabled:):
// `position` is "the user-space coordinates" of the pixel (the modified view's points, its top-leading corner at the
// origin), the layer is "the raster layer created from `self`", and `maxSampleOffset` outsets the region evaluated and
// sampled by that size on each side. The shader is evaluated once per device pixel at its centre. Status: complete
// for issue #16; the subtree is flattened into one layer for every kind (SwiftUI may run a colour or distortion effect
// per leaf when nothing flattens it — [UNCONF]; a single layer is what `.drawingGroup()` before the effect gives).

import Geometry
import Shader

/// A bound shader and where it runs.
public struct DisplayShaderEffect: Sendable {
    public var program: ShaderProgram
    /// The modified view's user space (points, origin at its top-leading corner) → device pixels.
    public var userToDevice: AffineTransform
    /// The region evaluated, in user space: the view's bounds outset by `maxSampleOffset` (for a fill, the shape's
    /// bounding rect).
    public var region: Rect
    /// `Shader.Argument.boundingRect`: the view's or shape's bounds in user space.
    public var boundingRect: Rect

    public init(program: ShaderProgram, userToDevice: AffineTransform, region: Rect, boundingRect: Rect) {
        self.program = program
        self.userToDevice = userToDevice
        self.region = region
        self.boundingRect = boundingRect
    }

    /// The region's outline in device pixels.
    var outline: Path { Path(rect: region).applying(userToDevice) }

    /// The device pixels the effect writes; nil when none (empty or non-finite region).
    var extent: PixelRect? {
        guard region.width > 0, region.height > 0 else { return nil }
        return outline.extent
    }
}
