// DataLayout.swift: how a `.data` argument's bytes are read through a cast pointer — Apple: Shader.Argument.data(_:)
// binds "device const void *ptr, int size_in_bytes"; the shader casts `ptr` and indexes it. Sizes and alignments
// are MSL's (MSL spec §2.1 Table 2.1, §2.2 Table 2.2: float/int/uint 4 bytes, half 2; a vector of n is n components
// aligned to its size, a 3-vector sized and aligned as a 4-vector); bytes are little-endian as on Apple GPUs.
// Status: complete for float, half, int, uint and their vectors.

struct DataLayout {
    var components: Int
    var componentBytes: Int
    var isHalf: Bool
    /// Bytes from one element to the next (the alignment-rounded size).
    var stride: Int
    /// Bytes one element covers.
    var size: Int

    init(_ type: MType) {
        components = type.width ?? 1
        isHalf = type.element == .half
        componentBytes = isHalf ? 2 : 4
        size = components * componentBytes
        stride = (components == 3 ? 4 : components) * componentBytes
    }

    /// Elements wholly inside `byteCount` bytes.
    func count(in byteCount: Int) -> Int { byteCount >= size ? (byteCount - size) / stride + 1 : 0 }

    /// The Float32 bits of the binary16 at `byte` (even) of the little-endian `word` holding it.
    @inline(__always) static func halfBits(_ word: UInt32, _ byte: Int) -> UInt32 {
        let h = UInt16(truncatingIfNeeded: word >> UInt32((byte & 2) * 8))
        return Float(Float16(bitPattern: h)).bitPattern
    }

    /// `bytes` as little-endian 32-bit words (the last one zero-padded), stored as Float bit patterns in a table.
    static func words(_ bytes: [UInt8]) -> [Float] {
        Swift.stride(from: 0, to: bytes.count, by: 4).map { i in
            var w: UInt32 = 0
            for k in 0..<4 where i + k < bytes.count { w |= UInt32(bytes[i + k]) << UInt32(8 * k) }
            return Float(bitPattern: w)
        }
    }
}
