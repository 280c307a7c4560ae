// MD5.swift: the MD5 message digest, written out in Swift (Foundation on Linux has no CryptoKit; no packages).
// Rule: RFC 1321 §3 (padding, length, four rounds of sixteen steps, T[i] = ⌊2³² · |sin(i + 1)|⌋); FATE's
// `framemd5` hashes each frame's raw bytes with it (FFmpeg libavformat/framecrcenc.c and framehash.c), and so do our
// golden digests. Status: complete.

import Foundation

/// An incremental MD5 digest (RFC 1321). Feed bytes with `update`, read the 16-byte digest with `finalize`.
///
/// MD5 is not collision-resistant against an adversary; here it only fingerprints rendered frames, where FATE uses it
/// too, and its output can be cross-checked with `md5sum` and `ffmpeg -f framemd5`.
public struct MD5: Sendable {
    private var state: (UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476)
    /// Bytes not yet forming a whole 64-byte block.
    private var pending: [UInt8] = []
    /// Total message length in bytes.
    private var length: UInt64 = 0

    /// A digest of the empty message, ready for `update`.
    public init() { pending.reserveCapacity(64) }

    /// Appends `bytes` to the message.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard var p = bytes.baseAddress, bytes.count > 0 else { return }
        var remaining = bytes.count
        length &+= UInt64(remaining)
        if !pending.isEmpty {
            let take = min(64 - pending.count, remaining)
            pending.append(contentsOf: UnsafeRawBufferPointer(start: p, count: take))
            p += take
            remaining -= take
            if pending.count == 64 {
                pending.withUnsafeBytes { compress($0.baseAddress!) }
                pending.removeAll(keepingCapacity: true)
            }
        }
        while remaining >= 64 {
            compress(p)
            p += 64
            remaining -= 64
        }
        if remaining > 0 { pending.append(contentsOf: UnsafeRawBufferPointer(start: p, count: remaining)) }
    }

    /// Appends the bytes of an array (or any contiguous collection of bytes).
    public mutating func update(_ bytes: [UInt8]) { bytes.withUnsafeBytes { update($0) } }

    /// Pads the message (RFC 1321 §3.1–3.2) and returns the 16-byte digest A‖B‖C‖D, each word little-endian.
    public mutating func finalize() -> [UInt8] {
        let bits = length &* 8
        var tail: [UInt8] = [0x80]
        let used = (pending.count + 1) % 64
        tail.append(contentsOf: repeatElement(0, count: used <= 56 ? 56 - used : 120 - used))
        for i in 0..<8 { tail.append(UInt8(truncatingIfNeeded: bits >> (8 * UInt64(i)))) }
        let savedLength = length
        tail.withUnsafeBytes { update($0) }
        length = savedLength
        precondition(pending.isEmpty, "MD5 padding must end on a block boundary")
        var out: [UInt8] = []
        for word in [state.0, state.1, state.2, state.3] {
            for i in 0..<4 { out.append(UInt8(truncatingIfNeeded: word >> (8 * UInt32(i)))) }
        }
        return out
    }

    /// The digest of `bytes` as 32 lowercase hex digits, as `md5sum` prints it.
    public static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        var md5 = MD5()
        md5.update(bytes)
        return hexString(md5.finalize())
    }

    /// The digest of `bytes` as 32 lowercase hex digits.
    public static func hex(_ bytes: [UInt8]) -> String { bytes.withUnsafeBytes { hex($0) } }

    /// Lowercase hexadecimal, two digits a byte.
    public static func hexString(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for b in bytes {
            text.append(digits[Int(b >> 4)])
            text.append(digits[Int(b & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

// MARK: - Compression

extension MD5 {
    /// Per-step left-rotation amounts, RFC 1321 §3.4 (four per round, repeated).
    private static let shifts: [UInt32] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
        5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
        4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
        6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
    ]

    /// T[i] = ⌊2³² · |sin(i + 1)|⌋ (RFC 1321 §3.4), computed once; `sin` of small integers is exact enough in Double
    /// for the floor to be right (checked by the RFC's test vectors).
    private static let table: [UInt32] = (0..<64).map {
        UInt32((abs(sin(Double($0 + 1))) * 4_294_967_296).rounded(.down))
    }

    /// One 64-byte block: four rounds F, G, H, I over the sixteen little-endian words (RFC 1321 §3.4).
    private mutating func compress(_ block: UnsafeRawPointer) {
        var (a, b, c, d) = state
        Self.table.withUnsafeBufferPointer { t in
            Self.shifts.withUnsafeBufferPointer { s in
                for i in 0..<64 {
                    var f: UInt32
                    let g: Int
                    switch i >> 4 {
                    case 0:
                        f = (b & c) | (~b & d)
                        g = i
                    case 1:
                        f = (d & b) | (~d & c)
                        g = (5 &* i &+ 1) & 15
                    case 2:
                        f = b ^ c ^ d
                        g = (3 &* i &+ 5) & 15
                    default:
                        f = c ^ (b | ~d)
                        g = (7 &* i) & 15
                    }
                    let word = UInt32(littleEndian: block.loadUnaligned(fromByteOffset: 4 &* g, as: UInt32.self))
                    f = f &+ a &+ t[i] &+ word
                    a = d
                    d = c
                    c = b
                    b = b &+ ((f << s[i]) | (f >> (32 &- s[i])))
                }
            }
        }
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
    }
}
