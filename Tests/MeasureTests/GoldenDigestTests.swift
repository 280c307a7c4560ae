// GoldenDigestTests.swift: MD5 (RFC 1321 §A.5's test suite, then `md5sum` on the same bytes) and the golden digest
// file (FrameDigest: format, round trip, errors that name their line).

import Foundation
import Measure
import TestSupport
import Testing

struct GoldenDigestTests {
    /// RFC 1321 appendix A.5, "test suite".
    static let rfcVectors: [(String, String)] = [
        ("", "d41d8cd98f00b204e9800998ecf8427e"),
        ("a", "0cc175b9c0f1b6a831c399e269772661"),
        ("abc", "900150983cd24fb0d6963f7d28e17f72"),
        ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
        ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
        ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
        (String(repeating: "1234567890", count: 8), "57edf4a22be3c955ac49da2e2107b67a"),
    ]

    @Test("MD5 of RFC 1321's test suite", arguments: rfcVectors)
    func rfc(message: String, expected: String) {
        #expect(MD5.hex(Array(message.utf8)) == expected)
    }

    /// Bytes from a SplitMix64 stream (seed given), so every run hashes the same data.
    static func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
    }

    @Test(
        "MD5 equals md5sum on the padding boundaries (55, 56, 63, 64, 65 bytes) and on one 800×450 RGBA frame",
        arguments: [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 1_440_000])
    func md5sum(count: Int) throws {
        let data = Self.bytes(count, seed: UInt64(count) + 8)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("md5-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(data).write(to: file)
        let text = try runTool("md5sum", [file.path]).stdout
        let expected = try #require(text.split(separator: " ").first.map(String.init))
        #expect(MD5.hex(data) == expected)
    }

    @Test("MD5 fed in uneven pieces equals MD5 in one piece")
    func incremental() {
        let data = Self.bytes(10_000, seed: 3)
        var md5 = MD5()
        var i = 0
        for step in [1, 63, 64, 65, 7, 1000, 3] + Array(repeating: 997, count: 20) where i < data.count {
            let end = min(data.count, i + step)
            data[i..<end].withUnsafeBytes { md5.update($0) }
            i = end
        }
        data[i...].withUnsafeBytes { md5.update($0) }
        #expect(MD5.hexString(md5.finalize()) == MD5.hex(data))
    }

    @Test("a frame's digest line: pts = frame, duration 1, size w·h·4, MD5 of the rows without padding")
    func line() {
        // 3×2 pixels stored with 4 bytes of row padding, which must not be hashed.
        let packed = Self.bytes(3 * 2 * 4, seed: 9)
        var padded: [UInt8] = []
        padded += packed[0..<12] + [1, 2, 3, 4] + packed[12..<24] + [5, 6, 7, 8]
        let line = padded.withUnsafeBufferPointer {
            FrameDigestLine(frame: 7, image: RGBAView(base: $0.baseAddress!, width: 3, height: 2, bytesPerRow: 16))
        }
        #expect(
            line == FrameDigestLine(frame: 7, pts: 7, duration: 1, width: 3, height: 2, size: 24, md5: MD5.hex(packed)))
        #expect(line.text == "7, 7, 1, 3, 2, 24, \(MD5.hex(packed))")
    }

    @Test("the digest file round-trips through its text")
    func roundTrip() throws {
        let lines = (0..<3).map {
            FrameDigestLine(
                frame: $0, pts: $0, duration: 1, width: 800, height: 450, size: 1_440_000, md5: MD5.hex([UInt8($0)]))
        }
        let digest = FrameDigest(timeBase: (1001, 30000), lines: lines)
        #expect(digest.text.hasPrefix("#format: anim frame checksums\n"))
        #expect(digest.text.contains("#tb: 1001/30000\n#dimensions: 800x450\n"))
        #expect(try FrameDigest(parsing: digest.text) == digest)
    }

    @Test(
        "malformed digest files name the line and the problem",
        arguments: [
            (
                "0, 0, 1, 8, 8, 256, d41d8cd98f00b204e9800998ecf8427e\n",
                MetricsError.malformedDigest(line: 1, reason: "no '#tb: N/D' time base line")
            ),
            (
                "#tb: 1/24\n0, 0, 1, 8, 8, 256\n",
                .malformedDigest(
                    line: 2, reason: "expected 7 fields (frame, pts, duration, width, height, size, md5), got 6")
            ),
            (
                "#tb: 1/24\n0, 0, 1, 8, 8, 256, xyz\n",
                .malformedDigest(line: 2, reason: "'xyz' is not an MD5 (32 hex digits)")
            ),
            (
                "#tb: 1/24\n1, 0, 1, 8, 8, 256, d41d8cd98f00b204e9800998ecf8427e\n",
                .malformedDigest(line: 2, reason: "frame 1 out of order: expected frame 0")
            ),
            ("#tb: 1/0\n", .malformedDigest(line: 1, reason: "time base '#tb: 1/0' is not N/D")),
            (
                "#tb: 1/24\n0, -1, 1, 8, 8, 256, d41d8cd98f00b204e9800998ecf8427e\n",
                .malformedDigest(line: 2, reason: "frame, pts, duration, width, height and size must be whole numbers")
            ),
        ])
    func malformed(text: String, expected: MetricsError) {
        #expect(throws: expected) { try FrameDigest(parsing: text) }
    }
}
