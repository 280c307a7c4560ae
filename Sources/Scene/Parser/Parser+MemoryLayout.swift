// Parser+MemoryLayout.swift: `MemoryLayout<T>.size`, `.stride` and `.alignment` of the scalar types shader data is
// built from, as the constants they are on Apple's 64-bit platforms. Rule: Apple: MemoryLayout —
// developer.apple.com/documentation/swift/memorylayout ("stride: the number of bytes from the start of one instance
// of T to the start of the next when stored in contiguous memory"); for these scalars size = stride = alignment.
// Scenes use it in `Data(bytes: floats, count: floats.count * MemoryLayout<Float>.stride)` (Builtins+ShaderData.swift).
// Status: complete for the scalar types below; other `MemoryLayout` uses parse as an unknown name.

extension Parser {
    static let memoryLayoutBytes: [String: Int] = [
        "Float": 4, "Float32": 4, "Int32": 4, "UInt32": 4, "Float16": 2, "Int16": 2, "UInt16": 2, "Int8": 1,
        "UInt8": 1, "Bool": 1, "Double": 8, "Float64": 8, "CGFloat": 8, "Int": 8, "UInt": 8, "Int64": 8, "UInt64": 8,
    ]

    /// The byte count `MemoryLayout<type>.member` stands for, or nil when it is not one of these constants.
    static func memoryLayout(_ type: String, _ member: String) -> Int? {
        guard ["size", "stride", "alignment"].contains(member) else { return nil }
        return memoryLayoutBytes[type]
    }
}
