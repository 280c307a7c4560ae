// VideoEncoderStagesTests.swift: `VideoEncoder.convert(rgba:bytesPerRow:reusing:)` on one thread and `send(_:)` on
// another, overlapping: ProRes 4444 with alpha (the un-premultiplying path) writes the same bytes as
// `send(rgba:bytesPerRow:)`, and so does H.264 (the default video), which decodes to every frame in order.
// Status: complete for #21.

import Dispatch
import Encode
import Foundation
import TestSupport
import Testing

struct VideoEncoderStagesTests {
    static let (w, h) = (96, 54)

    /// Frame `index`: the gradient fixture with a white bar 6 px wide at x = 3·index (so neighbouring frames differ
    /// clearly), its alpha falling across each row when `alpha` (premultiplied).
    static func frame(_ index: Int, alpha: Bool) -> [UInt8] {
        var pixels = Frames.gradient(width: w, height: h, index: index)
        for y in 0..<h {
            for x in 3 * index..<min(w, 3 * index + 6) { for c in 0..<3 { pixels[(y * w + x) * 4 + c] = 255 } }
        }
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

    @Test("ProRes 4444 with alpha, converted on one thread and sent on another: the same bytes as send(rgba:)")
    func sameBytesProRes() throws {
        let direct = TemporaryFile("direct.mov")
        let staged = TemporaryFile("staged.mov")
        defer {
            direct.remove()
            staged.remove()
        }
        let settings = VideoSettings(width: Self.w, height: Self.h, frameRateNumerator: 24, codec: .prores, alpha: true)
        try Frames.encode(to: direct.path, format: "mov", settings: settings, count: 30) { Self.frame($0, alpha: true) }
        try Self.encodeStaged(staged.path, format: "mov", settings: settings, count: 30, alpha: true)
        let a = try Data(contentsOf: URL(fileURLWithPath: direct.path))
        let b = try Data(contentsOf: URL(fileURLWithPath: staged.path))
        #expect(a.count > 10000)
        #expect(a == b, "\(a.count) and \(b.count) bytes")
    }

    @Test("H.264 converted on one thread and sent on another: the same bytes as send(rgba:)")
    func sameBytesH264() throws {
        let direct = TemporaryFile("direct.mp4")
        let staged = TemporaryFile("staged.mp4")
        defer {
            direct.remove()
            staged.remove()
        }
        let settings = VideoSettings(width: Self.w, height: Self.h, frameRateNumerator: 24)
        try Frames.encode(to: direct.path, settings: settings, count: 30) { Self.frame($0, alpha: false) }
        try Self.encodeStaged(staged.path, format: "mp4", settings: settings, count: 30, alpha: false)
        let a = try Data(contentsOf: URL(fileURLWithPath: direct.path))
        let b = try Data(contentsOf: URL(fileURLWithPath: staged.path))
        #expect(a.count > 2000)
        #expect(a == b, "\(a.count) and \(b.count) bytes")
    }

    /// Each decoded frame is checked against the sources: close to its own (PSNR ≥ 28 dB: the bar's edges in 4:2:0
    /// cost most) and closer to it than to its neighbours, so no frame is lost, repeated or swapped.
    @Test("H.264 converted on one thread and sent on another: 30 frames decode in order, each close to its source")
    func h264Order() throws {
        let file = TemporaryFile("staged.mp4")
        defer { file.remove() }
        let settings = VideoSettings(width: Self.w, height: Self.h, frameRateNumerator: 24)
        try Self.encodeStaged(file.path, format: "mp4", settings: settings, count: 30, alpha: false)
        let decoded = try CLI.decodeRGB24(file.path)
        let size = Self.w * Self.h * 3
        #expect(decoded.count == 30 * size)
        guard decoded.count == 30 * size else { return }
        let sources = (0..<30).map { i in
            Self.frame(i, alpha: false).enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
        }
        func psnr(_ d: Int, _ s: Int) -> Double {
            var sum = 0.0
            for k in 0..<size {
                let e = Double(Int(decoded[d * size + k]) - Int(sources[s][k]))
                sum += e * e
            }
            return sum == 0 ? .infinity : 10 * log10(255 * 255 / (sum / Double(size)))
        }
        for i in 0..<30 {
            let own = psnr(i, i)
            #expect(own >= 28, "frame \(i): \(own) dB")
            for j in [i - 1, i + 1] where (0..<30).contains(j) {
                #expect(own > psnr(i, j), "frame \(i) is closer to source \(j)")
            }
        }
    }
}

/// `VideoEncoder.workerConversion()`: converters of their own for render workers (8-bit 4:2:0 only).
struct WorkerConversionTests {
    typealias Stages = VideoEncoderStagesTests

    @Test("H.264 converted by 3 worker converters on 3 threads, out of order, sent in order: send(rgba:)'s bytes")
    func sameBytesH264() throws {
        let direct = TemporaryFile("direct.mp4")
        let workers = TemporaryFile("workers.mp4")
        defer {
            direct.remove()
            workers.remove()
        }
        let settings = VideoSettings(width: Stages.w, height: Stages.h, frameRateNumerator: 24)
        try Frames.encode(to: direct.path, settings: settings, count: 30) { Stages.frame($0, alpha: false) }
        let encoder = try VideoEncoder(path: workers.path, format: "mp4", settings: settings)
        #expect(encoder.convertsOnWorkers)
        #expect(encoder.storedPictureBytes == Stages.w * Stages.h + 2 * (Stages.w / 2) * (Stages.h / 2))
        let converters = try (0..<3).map { _ in try #require(encoder.workerConversion()) }
        // Worker k converts frames k, k + 3, … from the last frame back (so each converter's earlier frames are later
        // ones), each into a picture of its own.
        let pictures = PictureSlots(count: 30)
        DispatchQueue.concurrentPerform(iterations: 3) { k in
            for i in (0..<30).filter({ $0 % 3 == k }).reversed() {
                let pixels = Stages.frame(i, alpha: false)
                pixels.withUnsafeBufferPointer {
                    pictures.set(
                        i, try? converters[k].convert(rgba: $0.baseAddress!, bytesPerRow: Stages.w * 4, reusing: nil))
                }
            }
        }
        for i in 0..<30 { try encoder.send(try #require(pictures.get(i), "frame \(i) converted")) }
        try encoder.finish()
        let a = try Data(contentsOf: URL(fileURLWithPath: direct.path))
        let b = try Data(contentsOf: URL(fileURLWithPath: workers.path))
        #expect(a.count > 2000)
        #expect(a == b, "\(a.count) and \(b.count) bytes")
    }

    @Test("formats swscale converts (ProRes 4444 with alpha, 4:4:4 H.264) have no worker converter")
    func swscaleStaysOnOneThread() throws {
        let file = TemporaryFile("alpha.mov")
        defer { file.remove() }
        let prores = try VideoEncoder(
            path: file.path, format: "mov",
            settings: VideoSettings(
                width: Stages.w, height: Stages.h, frameRateNumerator: 24, codec: .prores, alpha: true))
        #expect(prores.workerConversion() == nil && !prores.convertsOnWorkers)
        #expect(prores.storedPictureBytes == Stages.w * Stages.h * 4)
        try prores.finish()
        let h264 = try VideoEncoder(
            path: file.path, format: "mov",
            settings: VideoSettings(width: Stages.w, height: Stages.h, frameRateNumerator: 24, pixelFormat: "yuv444p"))
        #expect(h264.workerConversion() == nil && !h264.convertsOnWorkers)
        try h264.finish()
    }

    /// Converted pictures by frame, filled from several threads.
    final class PictureSlots: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [StoredPicture?]
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ picture: StoredPicture?) {
            lock.lock()
            slots[i] = picture
            lock.unlock()
        }
        func get(_ i: Int) -> StoredPicture? {
            lock.lock()
            defer { lock.unlock() }
            return slots[i]
        }
    }
}
