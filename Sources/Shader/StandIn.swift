// TEMPORARY compile-only stand-in for helper-18's Shader module API (never merged; replaced by branch msl).
public struct MetalSourceFile: Sendable {
    public var path: String
    public var text: String
    public init(path: String, text: String) { (self.path, self.text) = (path, text) }
}
public struct MetalDiagnostic: Error, Sendable, Equatable {
    public var path: String
    public var line: Int
    public var column: Int
    public var length: Int
    public var message: String
    public var hint: String?
    public var sourceLine: String
}
public struct MetalCompileError: Error, Sendable { public var diagnostics: [MetalDiagnostic] }
public final class MetalLibrary: Sendable {
    public static func compile(files: [MetalSourceFile], readFile: @Sendable (String) -> String?) throws(MetalCompileError)
        -> MetalLibrary
    { fatalError() }
    public var functionNames: [String] { fatalError() }
    public func function(named name: String) -> StitchableFunction? { fatalError() }
}
public enum ShaderUsage: Sendable, Equatable { case colorEffect, distortionEffect, layerEffect, fill }
public enum ShaderArgumentKind: Sendable, Equatable {
    case float, float2, float3, float4, color, colorArray, floatArray, data, image, boundingRect
}
public struct StitchableFunction: Sendable {
    public var name: String
    public var path: String
    public var line: Int
    public func mismatch(usage: ShaderUsage, arguments: [ShaderArgumentKind]) -> ShaderBindingError? { fatalError() }
    public func bind(usage: ShaderUsage, arguments: [ShaderArgument]) throws(ShaderBindingError) -> ShaderProgram {
        fatalError()
    }
}
public struct ShaderBindingError: Error, Sendable, Equatable {
    public var message: String
    public var argumentIndex: Int?
    public var hint: String?
}
public enum ShaderArgument: Sendable {
    case float(Float), float2(Float, Float), float3(Float, Float, Float), float4(Float, Float, Float, Float)
    case color(SIMD4<Float>)
    case colorArray([SIMD4<Float>]), floatArray([Float]), data([UInt8])
    case image(ShaderTexture)
    case boundingRect
}
public struct ShaderTexture: Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt8]
    public init(width: Int, height: Int, pixels: [UInt8]) { (self.width, self.height, self.pixels) = (width, height, pixels) }
}
public struct ShaderAffine: Sendable, Equatable {
    public var a, b, c, d, tx, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public static let identity = ShaderAffine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}
public struct ShaderSourceImage {
    public var pixels: UnsafePointer<UInt8>
    public var width: Int
    public var height: Int
    public var rowBytes: Int
    public var userToTexel: ShaderAffine
    public init(pixels: UnsafePointer<UInt8>, width: Int, height: Int, rowBytes: Int, userToTexel: ShaderAffine) {
        (self.pixels, self.width, self.height, self.rowBytes, self.userToTexel) = (pixels, width, height, rowBytes, userToTexel)
    }
}
public final class ShaderProgram: Sendable {
    public var usage: ShaderUsage { fatalError() }
    public func run(
        output: UnsafeMutablePointer<UInt8>, rowBytes: Int, width: Int, height: Int, rows: Range<Int>? = nil,
        pixelToUser: ShaderAffine, source: ShaderSourceImage?,
        boundingRect: (x: Double, y: Double, width: Double, height: Double)
    ) { fatalError() }
}
