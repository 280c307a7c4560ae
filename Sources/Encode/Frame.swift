// Frame.swift: owns one `AVFrame` (raw pictures going into an encoder or coming out of a decoder).
// Rule: docs/ARCHITECTURE.md "C handles" (one final class per handle, throwing init, deinit frees); mux.c reuses one
// frame, calling `av_frame_make_writable` before each reuse because the encoder may still hold a reference. Status:
// complete.

import CAV

/// One `AVFrame`, freed with `av_frame_free`.
final class Frame {
    let raw: UnsafeMutablePointer<AVFrame>

    init() throws(EncodeError) {
        guard let p = av_frame_alloc() else { throw .allocation("av_frame_alloc") }
        raw = p
    }

    /// A frame with its own picture buffers (`av_frame_get_buffer`, default alignment) of `format`, `width`×`height`.
    convenience init(format: AVPixelFormat, width: Int, height: Int) throws(EncodeError) {
        try self.init()
        raw.pointee.format = format.rawValue
        raw.pointee.width = Int32(width)
        raw.pointee.height = Int32(height)
        try AVError.check(av_frame_get_buffer(raw, 0), "av_frame_get_buffer")
    }

    deinit {
        var p: UnsafeMutablePointer<AVFrame>? = raw
        av_frame_free(&p)
    }

    /// `av_frame_make_writable`: copies the buffers if a codec still references them.
    func makeWritable() throws(EncodeError) {
        try AVError.check(av_frame_make_writable(raw), "av_frame_make_writable")
    }

    /// `av_frame_unref`: drops the picture so a decoder can fill the frame again.
    func unref() { av_frame_unref(raw) }

    /// The first four plane pointers (`data[0…3]`), in the shape `sws_scale` takes.
    var planes: [UnsafeMutablePointer<UInt8>?] {
        let d = raw.pointee.data
        return [d.0, d.1, d.2, d.3]
    }

    /// The first four line sizes in bytes (`linesize[0…3]`).
    var lineSizes: [Int32] {
        let l = raw.pointee.linesize
        return [l.0, l.1, l.2, l.3]
    }

    /// Fills this RGBA frame with `rgba` (premultiplied sRGB RGBA8) un-premultiplied: libavfilter's palette filters
    /// read straight alpha.
    func fillStraight(rgba: UnsafePointer<UInt8>, bytesPerRow: Int) throws(EncodeError) {
        try makeWritable()
        let (width, height) = (Int(raw.pointee.width), Int(raw.pointee.height))
        let straight = PNGWriter.unpremultiplied(rgba: rgba, width: width, height: height, bytesPerRow: bytesPerRow)
        let stride = Int(raw.pointee.linesize.0)
        let base = raw.pointee.data.0!
        straight.withUnsafeBufferPointer { s in
            for y in 0..<height { (base + y * stride).update(from: s.baseAddress! + y * width * 4, count: width * 4) }
        }
    }
}
