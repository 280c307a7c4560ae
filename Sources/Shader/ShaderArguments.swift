// ShaderArguments.swift: what a SwiftUI shader is given — the usages (Apple: View.colorEffect(_:isEnabled:),
// distortionEffect(_:maxSampleOffset:isEnabled:), layerEffect(_:maxSampleOffset:isEnabled:), Shader as ShapeStyle)
// and the `Shader.Argument` kinds with the MSL parameters each binds (Apple: Shader.Argument — `.colorArray` is a
// "device const half4 *ptr, int count pair of parameters", `.floatArray` a "device const float *ptr, int count"
// pair, `.data` "device const void *ptr, int size_in_bytes", `.image` a "texture2d<half>", `.boundingRect` a
// "float4(x, y, width, height)"). Status: complete.

public enum ShaderUsage: Sendable, Equatable {
    case colorEffect, distortionEffect, layerEffect, fill
}

public enum ShaderArgumentKind: Sendable, Equatable {
    case float, float2, float3, float4, color, colorArray, floatArray, data, image, boundingRect
}

public struct ShaderBindingError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var argumentIndex: Int?
    public var hint: String?
    public init(message: String, argumentIndex: Int? = nil, hint: String? = nil) {
        self.message = message
        self.argumentIndex = argumentIndex
        self.hint = hint
    }
    public var description: String { message + (hint.map { " (hint: \($0))" } ?? "") }
}

/// A premultiplied RGBA8 image argument (`.image`), top row first.
public struct ShaderTexture: Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt8]
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

public enum ShaderArgument: Sendable {
    case float(Float)
    case float2(Float, Float)
    case float3(Float, Float, Float)
    case float4(Float, Float, Float, Float)
    /// Premultiplied, sRGB-encoded, 0…1.
    case color(SIMD4<Float>)
    case colorArray([SIMD4<Float>])
    case floatArray([Float])
    case data([UInt8])
    /// Sampled by the shader with its own sampler (normalised coordinates by default).
    case image(ShaderTexture)
    /// Becomes float4(x, y, w, h) of `run(boundingRect:)`.
    case boundingRect

    public var kind: ShaderArgumentKind {
        switch self {
        case .float: .float
        case .float2: .float2
        case .float3: .float3
        case .float4: .float4
        case .color: .color
        case .colorArray: .colorArray
        case .floatArray: .floatArray
        case .data: .data
        case .image: .image
        case .boundingRect: .boundingRect
        }
    }
}

/// A 2×3 affine map: (x, y) → (a·x + c·y + tx, b·x + d·y + ty).
public struct ShaderAffine: Sendable, Equatable {
    public var a, b, c, d, tx, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }
    public static let identity = ShaderAffine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Points per pixel `1/scale` with the view's origin at `origin` (points): position = (i + ½)/scale − origin.
    public static func pixelToUser(scale: Double, origin: (x: Double, y: Double)) -> ShaderAffine {
        ShaderAffine(a: 1 / scale, b: 0, c: 0, d: 1 / scale, tx: -origin.x, ty: -origin.y)
    }

    public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) { (a * x + c * y + tx, b * x + d * y + ty) }
}

/// A premultiplied RGBA8 image read by the program: `color` of colorEffect (same size as the output, same pixel
/// indices), and the source of distortionEffect/layerEffect, sampled at user point p by t = userToTexel(p) − 0.5,
/// clamped to [0, w−1]×[0, h−1], bilinear (the SwiftUI::Layer header's sample(); Apple forums thread 758392).
public struct ShaderSourceImage {
    public var pixels: UnsafePointer<UInt8>
    public var width: Int
    public var height: Int
    public var rowBytes: Int
    public var userToTexel: ShaderAffine
    public init(pixels: UnsafePointer<UInt8>, width: Int, height: Int, rowBytes: Int, userToTexel: ShaderAffine) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.rowBytes = rowBytes
        self.userToTexel = userToTexel
    }
}
