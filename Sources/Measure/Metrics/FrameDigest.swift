// FrameDigest.swift: the text digest of a rendered scene, one line per frame, in the shape of FATE's framemd5.
// Rule: FFmpeg libavformat/framecrcenc.c and framehash.c (framecrc/framemd5: a `#` header with the time base and
// dimensions, then one line per frame `stream, dts, pts, duration, size, hash`); issue #8 asks for index, pts,
// duration, width, height and a real hash of the rendered RGBA (never of lossy output). Our lines are
//     frame, pts, duration, width, height, size, md5
// with pts and duration in the time base 1/fps (so frame i has pts i, duration 1), size = width·height·4 bytes,
// and the MD5 of the premultiplied RGBA8 bytes, rows top to bottom without padding. For opaque frames these bytes
// are what `ffmpeg -i frame.png -pix_fmt rgba -f framemd5 -` hashes. Status: complete.

/// The digest of one frame.
public struct FrameDigestLine: Sendable, Equatable {
    /// Frame index from 0.
    public var frame: Int
    /// Presentation time in time-base units (1/fps): equal to `frame` for our renders.
    public var pts: Int
    /// Duration in time-base units: 1.
    public var duration: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Byte count hashed: width · height · 4.
    public var size: Int
    /// MD5 of the RGBA8 bytes, 32 lowercase hex digits.
    public var md5: String

    /// A line from its fields (as parsed from a digest file).
    public init(frame: Int, pts: Int, duration: Int, width: Int, height: Int, size: Int, md5: String) {
        (self.frame, self.pts, self.duration, self.width, self.height, self.size, self.md5) =
            (frame, pts, duration, width, height, size, md5)
    }

    /// The line of frame `frame` of a `width` × `height` RGBA8 image `pixels` (rows `bytesPerRow` apart).
    public init(frame: Int, image: RGBAView) {
        var md5 = MD5()
        for y in 0..<image.height {
            md5.update(UnsafeRawBufferPointer(start: image.base + y * image.bytesPerRow, count: image.width * 4))
        }
        self.init(
            frame: frame, pts: frame, duration: 1, width: image.width, height: image.height,
            size: image.width * image.height * 4, md5: MD5.hexString(md5.finalize()))
    }

    /// `frame, pts, duration, width, height, size, md5`.
    public var text: String { "\(frame), \(pts), \(duration), \(width), \(height), \(size), \(md5)" }
}

/// A scene's digest file: the time base and one line per frame, in frame order.
public struct FrameDigest: Sendable, Equatable {
    /// The time base as numerator/denominator: 1/fps (1001/30000 for 29.97 fps).
    public var timeBase: (numerator: Int, denominator: Int)
    /// One line per frame, frame 0 first.
    public var lines: [FrameDigestLine]

    /// A digest with time base `timeBase` (1/fps) and `lines` in frame order.
    public init(timeBase: (numerator: Int, denominator: Int), lines: [FrameDigestLine]) {
        self.timeBase = timeBase
        self.lines = lines
    }

    /// Same time base and same lines (tuples are not Equatable, so this is spelled out).
    public static func == (a: FrameDigest, b: FrameDigest) -> Bool {
        a.timeBase == b.timeBase && a.lines == b.lines
    }

    /// The file's text: the `#` header, then the lines.
    public var text: String {
        let size = lines.first.map { "\($0.width)x\($0.height)" } ?? "0x0"
        var out = """
            #format: anim frame checksums
            #version: 1
            #hash: MD5 of premultiplied RGBA8, rows top to bottom
            #tb: \(timeBase.numerator)/\(timeBase.denominator)
            #dimensions: \(size)
            #frame, pts, duration, width, height, size, md5

            """
        for line in lines { out += line.text + "\n" }
        return out
    }

    /// Parses a digest file; every problem names its line.
    public init(parsing text: String) throws(MetricsError) {
        var timeBase: (Int, Int)?
        var lines: [FrameDigestLine] = []
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmed(" \t\r")
            if line.isEmpty { continue }
            if line.hasPrefix("#") {
                if line.hasPrefix("#tb:") {
                    let parts = line.dropFirst(4).trimmed(" ").split(separator: "/")
                    guard parts.count == 2, let n = Int(parts[0]), let d = Int(parts[1]), n > 0, d > 0 else {
                        throw .malformedDigest(line: i + 1, reason: "time base '\(line)' is not N/D")
                    }
                    timeBase = (n, d)
                }
                continue
            }
            let fields = line.split(separator: ",").map { $0.trimmed(" ") }
            guard fields.count == 7 else {
                throw .malformedDigest(
                    line: i + 1,
                    reason: "expected 7 fields (frame, pts, duration, width, height, size, md5), got \(fields.count)")
            }
            let numbers = fields[0..<6].map { Int($0) }
            guard numbers.allSatisfy({ $0 != nil && $0! >= 0 }) else {
                throw .malformedDigest(
                    line: i + 1, reason: "frame, pts, duration, width, height and size must be whole numbers")
            }
            let md5 = fields[6].lowercased()
            guard md5.count == 32, md5.allSatisfy({ $0.isHexDigit }) else {
                throw .malformedDigest(line: i + 1, reason: "'\(fields[6])' is not an MD5 (32 hex digits)")
            }
            let n = numbers.map { $0! }
            guard n[0] == lines.count else {
                throw .malformedDigest(line: i + 1, reason: "frame \(n[0]) out of order: expected frame \(lines.count)")
            }
            lines.append(
                FrameDigestLine(frame: n[0], pts: n[1], duration: n[2], width: n[3], height: n[4], size: n[5], md5: md5)
            )
        }
        guard let timeBase else { throw .malformedDigest(line: 1, reason: "no '#tb: N/D' time base line") }
        self.init(timeBase: timeBase, lines: lines)
    }
}

extension Substring {
    fileprivate func trimmed(_ set: String) -> String {
        var s = self[...]
        while let c = s.first, set.contains(c) { s = s.dropFirst() }
        while let c = s.last, set.contains(c) { s = s.dropLast() }
        return String(s)
    }
}

extension String {
    fileprivate func trimmed(_ set: String) -> String { self[...].trimmed(set) }
}
