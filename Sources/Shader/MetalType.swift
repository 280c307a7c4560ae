// MetalType.swift: the value types of the MSL subset — scalars, vectors and matrices (MSL spec §2.1–2.3; `floatnxm`
// has n columns of `floatm`, stored column-major), structs and arrays (§2.12), and the opaque `SwiftUI::Layer`,
// `texture2d`, `sampler` and `device const T*` parameters. Every value is a run of scalar slots ("scalarised").
// `short`/`char` are evaluated as `int`, `half` as Float32 (the shader contract's §3.6). Status: complete.

enum ScalarType: Int, Sendable, Hashable, Comparable {
    // Ordered by conversion rank (MSL §2.22: usual arithmetic conversions).
    case bool, int, uint, half, float
    static func < (a: ScalarType, b: ScalarType) -> Bool { a.rawValue < b.rawValue }
    var isFloating: Bool { self == .half || self == .float }
    var isInteger: Bool { self == .int || self == .uint }
    var name: String { ["bool", "int", "uint", "half", "float"][rawValue] }
}

struct StructInfo: Sendable, Hashable {
    var name: String
    var fieldNames: [String]
    var fieldTypes: [MType]
}

indirect enum MType: Sendable, Hashable, CustomStringConvertible {
    case void
    case scalar(ScalarType)
    case vector(ScalarType, Int)
    case matrix(ScalarType, Int, Int)  // columns, rows
    case structure(StructInfo)
    case array(MType, Int)
    case layer, texture, sampler
    case pointer(MType)

    static let float = MType.scalar(.float)
    static let half = MType.scalar(.half)
    static let int = MType.scalar(.int)
    static let uint = MType.scalar(.uint)
    static let bool = MType.scalar(.bool)
    static func float(_ n: Int) -> MType { n == 1 ? .float : .vector(.float, n) }

    /// Scalar slots the value occupies.
    var slots: Int {
        switch self {
        case .void, .layer, .texture, .sampler, .pointer: 0
        case .scalar: 1
        case .vector(_, let n): n
        case .matrix(_, let c, let r): c * r
        case .structure(let s): s.fieldTypes.reduce(0) { $0 + $1.slots }
        case .array(let e, let n): e.slots * n
        }
    }

    /// The scalar type of every slot, in slot order (struct members and array elements flattened).
    var slotElements: [ScalarType] {
        switch self {
        case .scalar(let e): [e]
        case .vector(let e, let n): Array(repeating: e, count: n)
        case .matrix(let e, let c, let r): Array(repeating: e, count: c * r)
        case .structure(let s): s.fieldTypes.flatMap(\.slotElements)
        case .array(let e, let n): Array(repeating: e.slotElements, count: n).flatMap { $0 }
        default: []
        }
    }

    /// The element scalar of a scalar, vector or matrix.
    var element: ScalarType? {
        switch self {
        case .scalar(let s), .vector(let s, _), .matrix(let s, _, _): s
        default: nil
        }
    }

    /// Components of a scalar (1) or vector (n); nil for other types.
    var width: Int? {
        switch self {
        case .scalar: 1
        case .vector(_, let n): n
        default: nil
        }
    }

    var isScalar: Bool { if case .scalar = self { true } else { false } }
    var isVector: Bool { if case .vector = self { true } else { false } }
    var isNumeric: Bool { width != nil }

    /// The same shape with element type `s`.
    func with(element s: ScalarType) -> MType {
        switch self {
        case .scalar: .scalar(s)
        case .vector(_, let n): .vector(s, n)
        case .matrix(_, let c, let r): .matrix(s, c, r)
        default: self
        }
    }

    static func shaped(_ s: ScalarType, _ n: Int) -> MType { n == 1 ? .scalar(s) : .vector(s, n) }

    var description: String {
        switch self {
        case .void: "void"
        case .scalar(let s): s.name
        case .vector(let s, let n): "\(s.name)\(n)"
        case .matrix(let s, let c, let r): "\(s.name)\(c)x\(r)"
        case .structure(let s): s.name
        case .array(let e, let n): "\(e)[\(n)]"
        case .layer: "SwiftUI::Layer"
        case .texture: "texture2d<half>"
        case .sampler: "sampler"
        case .pointer(let e): "device const \(e)*"
        }
    }

    /// Parses a written type name (`float2`, `half3x3`, `vec<float, 4>`, `packed_float3`).
    static func named(_ ref: TypeRef, structs: [String: StructInfo]) -> MType? {
        if let s = structs[ref.name] { return .structure(s) }
        switch ref.name {
        case "void": return .void
        case "SwiftUI::Layer": return .layer
        case "texture2d": return .texture
        case "sampler": return .sampler
        case "vec":
            guard ref.arguments.count == 2, let e = scalarNamed(ref.arguments[0]), let n = Int(ref.arguments[1]),
                (2...4).contains(n)
            else { return nil }
            return .vector(e, n)
        default: break
        }
        var n = ref.name
        if n.hasPrefix("packed_") { n.removeFirst(7) }
        if let s = scalarNamed(n) { return .scalar(s) }
        for base in ["bool", "int", "uint", "half", "float", "short", "ushort", "char", "uchar"] where n.hasPrefix(base)
        {
            let rest = Array(n.dropFirst(base.count))
            guard let e = scalarNamed(base) else { continue }
            if rest.count == 1, let k = Int(String(rest[0])), (2...4).contains(k) { return .vector(e, k) }
            if rest.count == 3, rest[1] == "x", let c = Int(String(rest[0])), let r = Int(String(rest[2])) {
                return .matrix(e, c, r)
            }
        }
        return nil
    }

    static func scalarNamed(_ n: String) -> ScalarType? {
        switch n {
        case "bool": .bool
        case "int", "short", "char", "int32_t", "int16_t", "int8_t": .int
        case "uint", "ushort", "uchar", "uint32_t", "uint16_t", "uint8_t", "size_t", "unsigned": .uint
        case "half": .half
        case "float": .float
        default: nil
        }
    }
}

/// A sampler's states (MSL spec §2.10, Table 2.7; defaults: normalized coordinates, clamp_to_edge, nearest).
struct SamplerState: Sendable, Hashable {
    enum Address: Sendable, Hashable { case clampToEdge, repeatEdge, mirroredRepeat, clampToZero, clampToBorder }
    var normalized = true
    var addressS = Address.clampToEdge
    var addressT = Address.clampToEdge
    var linearMag = false
    var linearMin = false
    var border: SIMD4<Float> = .zero
}
