// EncoderInputTests.swift: frames converted on other threads (EncoderInput) encode to the same file, byte for byte, as
// the same frames given to `VideoEncoder.send(rgba:bytesPerRow:)`.
// Rule: EncoderInput.swift (one SwsContext per input, configured as the encoder's own); `anim render` relies on it
// for unchanged output. Status: complete.

import Dispatch
import Encode
import Foundation
import TestSupport
import Testing

struct EncoderInputTests {
    /// Opaque gradients, and with `translucent` alpha falling from 255 to 0 across each row (premultiplied).
    static func frame(width: Int, height: Int, index: Int, translucent: Bool) -> [UInt8] {
        var pixels = Frames.gradient(width: width, height: height, index: index)
        guard translucent else { return pixels }
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let alpha = 255 - x * 255 / max(1, width - 1)
                for c in 0..<3 { pixels[i + c] = UInt8((Int(pixels[i + c]) * alpha + 127) / 255) }
                pixels[i + 3] = UInt8(alpha)
            }
        }
        return pixels
    }

    @Test(
        "loaded on worker threads, sent in order: the same bytes as send(rgba:)",
        arguments: [
            ("mp4", VideoSettings.Codec.h264, false),
            ("mov", VideoSettings.Codec.prores, true),
        ])
    func sameBytesAsDirectSend(container: String, codec: VideoSettings.Codec, alpha: Bool) throws {
        let (width, height, count) = (96, 54, 12)
        let settings = VideoSettings(
            width: width, height: height, frameRateNumerator: 24, preset: "veryfast", codec: codec, alpha: alpha)
        let frames = (0..<count).map { Self.frame(width: width, height: height, index: $0, translucent: alpha) }
        let direct = TemporaryFile("direct.\(container)")
        let converted = TemporaryFile("converted.\(container)")
        defer {
            direct.remove()
            converted.remove()
        }
        try Frames.encode(to: direct.path, format: container, settings: settings, count: count) { frames[$0] }

        // One input per frame, each loaded on a Dispatch worker thread, then all sent in frame order.
        let inputs = try (0..<count).map { _ in try EncoderInput(settings: settings) }
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: count) { i in
            do {
                try frames[i].withUnsafeBufferPointer {
                    try inputs[i].load(rgba: $0.baseAddress!, bytesPerRow: width * 4)
                }
            } catch {
                failures.add("frame \(i): \(error)")
            }
        }
        #expect(failures.all.isEmpty, "\(failures.all)")
        let encoder = try VideoEncoder(path: converted.path, format: container, settings: settings)
        for input in inputs { try encoder.send(input) }
        try encoder.finish()
        #expect(encoder.framesWritten == count)

        let a = try #require(FileManager.default.contents(atPath: direct.path))
        let b = try #require(FileManager.default.contents(atPath: converted.path))
        #expect(a.count > 1000, "\(container): \(a.count) bytes")
        #expect(a == b, "\(container): \(a.count) vs \(b.count) bytes")
    }
}

/// Errors collected from concurrent work.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []

    func add(_ message: String) {
        lock.lock()
        list.append(message)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return list
    }
}
