// Builtins+ShaderData.swift: Foundation's `Data` as SwiftUI code builds it for `Shader.Argument.data(_:)` ("device
// const void *ptr, int size_in_bytes" in the shader). Rule: Apple: Data — developer.apple.com/documentation/
// foundation/data: `init(bytes:count:)` (the first `count` bytes at the pointer; an array passed there is its
// contiguous storage), `init(_:)` of a byte sequence, `init(count:)` ("zeroed memory"), `init()`; Swift arrays'
// `withUnsafeBytes(_:)` lends the storage as an UnsafeRawBufferPointer (Checker+ShaderData.swift). Scenes hold
// `[Float]` as Doubles: their storage is Float32 little-endian (`MemoryLayout<Float>.stride` is 4, as on every
// Apple platform); `[UInt8]` is `[Int]` checked to 0…255. Status: complete for those spellings.

import Shader

extension Builtins {
    /// The most bytes one `Data` may hold (a scene limit, not Foundation's).
    static let maximumDataBytes = 64 << 20

    /// Little-endian Float32 bytes of a `[Float]` held as Doubles.
    static func float32Bytes(_ items: [Value]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(items.count * 4)
        for item in items {
            let bits = Float(item.double).bitPattern
            for k in 0..<4 { out.append(UInt8(truncatingIfNeeded: bits >> UInt32(8 * k))) }
        }
        return out
    }

    static let dataInitializers: [BuiltinFunction] = [
        BuiltinFunction([], .data) { _, _ in .data([]) },
        BuiltinFunction([arg("bytes", .array(.double)), arg("count", .int)], .data) { v, range throws(RuntimeFailure) in
            let storage = float32Bytes(v[0].array)
            let count = v[1].int
            guard count >= 0, count <= storage.count else {
                throw RuntimeFailure(
                    "Data(bytes:count:) reads \(count) bytes from an array of \(storage.count) bytes", at: range,
                    hint: "a [Float] of n elements holds n * MemoryLayout<Float>.stride bytes")
            }
            return .data(Array(storage.prefix(count)))
        },
        BuiltinFunction([arg(nil, .array(.int))], .data) { v, range throws(RuntimeFailure) in
            var bytes: [UInt8] = []
            for item in v[0].array {
                guard let b = UInt8(exactly: item.int) else {
                    throw RuntimeFailure(
                        "integer \(item.int) overflows when stored into 'UInt8'", at: range,
                        hint: "Data([UInt8]) takes bytes 0…255")
                }
                bytes.append(b)
            }
            return .data(bytes)
        },
        BuiltinFunction([arg(nil, .data)], .data) { v, _ in v[0] },
        BuiltinFunction([arg("count", .int)], .data) { v, range throws(RuntimeFailure) in
            guard v[0].int >= 0, v[0].int <= maximumDataBytes else {
                throw RuntimeFailure(
                    "Data(count: \(v[0].int)) is outside 0…\(maximumDataBytes) bytes", at: range,
                    hint: "a shader's data buffer holds at most \(maximumDataBytes) bytes here")
            }
            return .data(Array(repeating: 0, count: v[0].int))
        },
    ]

    static let dataMethods: [String: [BuiltinFunction]] = [:]

    /// `.data(d)`: the bytes as the shader's `device const void *` buffer.
    static let shaderDataArgument: [BuiltinFunction] = [
        BuiltinFunction([arg(nil, .data)], .shaderArgument) { v, _ in
            guard case .data(let bytes) = v[0] else { return .void }
            return .shaderArgument(.data(bytes))
        }
    ]
}
