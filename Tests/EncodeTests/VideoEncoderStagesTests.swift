// VideoEncoderStagesTests.swift: `VideoEncoder.convert(rgba:bytesPerRow:reusing:)` on one thread and `send(_:)` on
// another, overlapping, write the same file bytes as `send(rgba:bytesPerRow:)` — the conversion is the same SwsContext
// called in the same order, so nothing downstream can tell. Checked for H.264 (the default video) and for ProRes 4444
// with alpha (the un-premultiplying path). Status: complete for issue #21.

import Dispatch
import Encode
import Foundation
import TestSupport
import Testing

struct VideoEncoderStagesTests {
    static let (w, h) = (96, 54)

    /// Frame `index`: the gradient fixture, its alpha falling across each row when `alpha` (premultiplied).
    static func frame(_ index: Int, alpha: Bool) -> [UInt8] {
        var pixels = Frames.gradient(width: w, height: h, index: index)
        guard alpha else { return pixels }
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                let a = 255 - (x * 255 / (w - 1) + index) % 256
                for c in 0..<3 { pixels[i + c] = UInt8((Int(pixels[i + c]) * a + 127) / 255) }
                pixels[i + 3] = UInt8(a)
            }
        }
        return pixels
    }

    /// Converts on this thread and sends on a serial queue, at most three pictures in flight, reusing them.
    static func encodeStaged(_ path: String, format: String, settings: VideoSettings, count: Int, alpha: Bool) throws {
        let encoder = try VideoEncoder(path: path, format: format, settings: settings)
        let box = Shared(encoder)
        let queue = DispatchQueue(label: "send")
        let slots = DispatchSemaphore(value: 3)
        for i in 0..<count {
            slots.wait()
            let pixels = frame(i, alpha: alpha)
            let picture = try pixels.withUnsafeBufferPointer {
                try encoder.convert(rgba: $0.baseAddress!, bytesPerRow: w * 4, reusing: box.takeFree())
            }
            queue.async {
                box.send(picture)
                slots.signal()
            }
        }
        queue.sync {}
        if let error = box.error { throw error }
        try encoder.finish()
        #expect(encoder.framesWritten == count)
        #expect(box.created <= 3, "\(box.created) pictures")
    }

    /// The encoder and the pictures it is done with, shared by the two threads under a lock.
    final class Shared: @unchecked Sendable {
        let encoder: VideoEncoder
        private let lock = NSLock()
        private var free: [StoredPicture] = []
        private var seen: [ObjectIdentifier] = []
        private(set) var error: Error?
        init(_ encoder: VideoEncoder) { self.encoder = encoder }

        func takeFree() -> StoredPicture? {
            lock.lock()
            defer { lock.unlock() }
            return free.popLast()
        }

        func send(_ picture: StoredPicture) {
            do { try encoder.send(picture) } catch { self.error = self.error ?? error }
            lock.lock()
            if !seen.contains(ObjectIdentifier(picture)) { seen.append(ObjectIdentifier(picture)) }
            free.append(picture)
            lock.unlock()
        }

        var created: Int {
            lock.lock()
            defer { lock.unlock() }
            return seen.count
        }
    }

    @Test(
        "convert on one thread, send on another: the same bytes as send(rgba:)",
        arguments: [("mp4", VideoSettings.Codec.h264, false), ("mov", .prores, true)])
    func sameBytes(format: String, codec: VideoSettings.Codec, alpha: Bool) throws {
        let direct = TemporaryFile("direct.\(format)")
        let staged = TemporaryFile("staged.\(format)")
        defer {
            direct.remove()
            staged.remove()
        }
        let settings = VideoSettings(
            width: Self.w, height: Self.h, frameRateNumerator: 24, codec: codec, alpha: alpha)
        try Frames.encode(to: direct.path, format: format, settings: settings, count: 30) {
            Self.frame($0, alpha: alpha)
        }
        try Self.encodeStaged(staged.path, format: format, settings: settings, count: 30, alpha: alpha)
        let a = try Data(contentsOf: URL(fileURLWithPath: direct.path))
        let b = try Data(contentsOf: URL(fileURLWithPath: staged.path))
        #expect(a.count > 1000)
        #expect(a == b, "\(format): \(a.count) and \(b.count) bytes")
    }
}
