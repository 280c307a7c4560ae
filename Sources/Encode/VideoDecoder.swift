// VideoDecoder.swift: a video file → RGBA8 frames in presentation order, with their times in seconds.
// Rule: demux_decode.c (read packets, send them, receive frames until EAGAIN; at the end send NULL and drain to
// EOF; EAGAIN/EOF are not errors). Colour: the matrix and range the stream is tagged with; untagged streams
// use swscale's default, BT.601 (as the ffmpeg CLI does, at any size). Status: complete.

import CAV

/// Decodes a video file frame by frame to RGBA8 (premultiplied when the format has alpha), converting with the colour matrix and range the stream
/// is tagged with (BT.709 when tagged 709; BT.601 when untagged, per FFmpeg's default), full-range output.
///
/// A damaged file is read as far as it decodes: every frame that still decodes is returned, then `nextFrame()`
/// throws `.invalidInput` once (naming the first damage), then returns nil.
public final class VideoDecoder {
    /// Picture width in pixels from the stream parameters (the display size, not the macroblock-padded one).
    public let width: Int
    /// Picture height in pixels.
    public let height: Int
    /// Frame rate numerator (`av_guess_frame_rate`: the stream's r_frame_rate, else its average); 0 if unknown.
    public let frameRateNumerator: Int
    /// Frame rate denominator; 1 if unknown.
    public let frameRateDenominator: Int

    private let demuxer: Demuxer
    private let stream: UnsafeMutablePointer<AVStream>  // owned by `demuxer`
    private let codec: CodecContext
    private let packet: Packet
    private let decoded: Frame
    private var output: Output?
    private var state = State.reading
    private var framesReturned = 0
    /// The luma (Y) plane of the frame `nextFrame()` returned last, exactly as decoded, when the stream is 8-bit
    /// YUV (as FFmpeg's `psnr`/`ssim` filters read it); nil for RGB streams. Rows are packed, `width` bytes each.
    public private(set) var lastLumaPlane: [UInt8]?

    private enum State {
        case reading, draining, ended
    }
    /// The first damage seen (read failure, corrupt packet, rejected data), thrown once the decoder is drained.
    private var problem: EncodeError?

    /// A converter and an RGBA frame for one (size, pixel format, matrix, range) of decoded pictures.
    private struct Output {
        let key: [Int32]
        let converter: PixelConverter
        let rgba: Frame
    }

    /// Opens `path` and its best video stream's decoder. Missing file → `.io`; not a video file or damaged
    /// headers → `.invalidInput`.
    public init(path: String) throws(EncodeError) {
        LibAVLog.configure()
        try InputFile.check(path, maximumBytes: InputFile.maximumVideoBytes)
        let demuxer = try Demuxer(path: path)
        let (stream, decoder) = try demuxer.bestVideoStream()
        let codec = try CodecContext(codec: decoder)
        try AVError.check(
            avcodec_parameters_to_context(codec.raw, stream.pointee.codecpar), "avcodec_parameters_to_context")
        codec.raw.pointee.pkt_timebase = stream.pointee.time_base
        codec.raw.pointee.thread_count = 0  // H.264 decoding is bit-exact whatever the thread count
        let declared = stream.pointee.codecpar.pointee
        try InputFile.checkPicture(path, width: Int(declared.width), height: Int(declared.height))
        try codec.open()
        guard codec.raw.pointee.width > 0, codec.raw.pointee.height > 0 else {
            throw .invalidInput("\(path): video stream has no picture size")
        }
        let rate = av_guess_frame_rate(demuxer.raw, stream, nil)
        let known = rate.num > 0 && rate.den > 0
        width = Int(codec.raw.pointee.width)
        height = Int(codec.raw.pointee.height)
        frameRateNumerator = known ? Int(rate.num) : 0
        frameRateDenominator = known ? Int(rate.den) : 1
        self.demuxer = demuxer
        self.stream = stream
        self.codec = codec
        packet = try Packet()
        decoded = try Frame()
    }

    /// The next frame in presentation order and its pts in seconds, or nil at the end. Times are the
    /// container's (`best_effort_timestamp` × stream time base), not shifted by the stream's start time; files
    /// from `VideoEncoder` start at 0, so frame *i* is at *i*·den/num.
    ///
    /// A damaged file (a read failure, a packet the demuxer marks corrupt, data the decoder rejects) does not
    /// stop decoding at once: the first such problem is kept, every frame that still decodes is returned, and
    /// then the kept `.invalidInput` is thrown once instead of the end; later calls return nil.
    public func nextFrame() throws(EncodeError) -> (image: RGBAImage, time: Double)? {
        var failuresInARow = 0
        while true {
            if case .ended = state { return nil }
            let code = avcodec_receive_frame(codec.raw, decoded.raw)
            if code >= 0 {
                defer { decoded.unref() }
                let image = try convert(decoded.raw)
                lastLumaPlane = lumaPlane(decoded.raw)
                let time = seconds(of: decoded.raw)
                framesReturned += 1
                return (image, time)
            }
            if code == AVError.again, case .reading = state {
                try feed()
                continue
            }
            if code == AVError.endOfFile || code == AVError.again {  // drained (EAGAIN here would mean stuck)
                state = .ended
                if let problem { throw problem }
                return nil
            }
            // A decoding error: remember it and go on, as long as the decoder keeps consuming input.
            let error = AVError.inputError(
                "avcodec_receive_frame (after frame \(framesReturned))", code, path: demuxer.path)
            guard case .invalidInput = error, failuresInARow < 64 else {
                state = .ended
                throw problem ?? error
            }
            failuresInARow += 1
            problem = problem ?? error
        }
    }
}

// MARK: - Decoding

extension VideoDecoder {
    /// The Y plane of an 8-bit planar (or semi-planar) YUV frame, copied row by row; nil for other formats.
    private func lumaPlane(_ frame: UnsafeMutablePointer<AVFrame>) -> [UInt8]? {
        let yuv: Set<Int32> = [
            AV_PIX_FMT_YUV420P.rawValue, AV_PIX_FMT_YUVJ420P.rawValue, AV_PIX_FMT_YUV422P.rawValue,
            AV_PIX_FMT_YUVJ422P.rawValue, AV_PIX_FMT_YUV444P.rawValue, AV_PIX_FMT_YUVJ444P.rawValue,
            AV_PIX_FMT_NV12.rawValue,
        ]
        let f = frame.pointee
        guard yuv.contains(f.format), let y = f.data.0, f.width > 0, f.height > 0 else { return nil }
        let (w, h, stride) = (Int(f.width), Int(f.height), Int(f.linesize.0))
        return [UInt8](unsafeUninitializedCapacity: w * h) { out, count in
            for row in 0..<h {
                (out.baseAddress! + row * w).update(from: y + row * stride, count: w)
            }
            count = w * h
        }
    }

    /// Sends the next packet of our stream. At the end of the file, or after a read failure (kept in
    /// `problem`), sends the NULL packet that makes the decoder drain.
    private func feed() throws(EncodeError) {
        while true {
            let more: Bool
            do { more = try demuxer.read(into: packet) } catch {
                guard case .invalidInput = error else { throw error }
                problem = problem ?? error
                more = false
            }
            guard more else {
                state = .draining
                avcodec_send_packet(codec.raw, nil)
                return
            }
            defer { packet.unref() }
            guard packet.raw.pointee.stream_index == stream.pointee.index else { continue }
            if packet.raw.pointee.flags & AV_PKT_FLAG_CORRUPT != 0, problem == nil {
                problem = .invalidInput(
                    "\(demuxer.path): packet after frame \(framesReturned) is truncated or corrupt (av_read_frame)")
            }
            let code = avcodec_send_packet(codec.raw, packet.raw)
            guard code < 0 else { return }
            let error = AVError.inputError(
                "avcodec_send_packet (after frame \(framesReturned))", code, path: demuxer.path)
            guard case .invalidInput = error else { throw error }
            problem = problem ?? error  // the packet is dropped; the next one may decode
        }
    }

    /// Presentation time in seconds: `best_effort_timestamp` × stream time base, or frame count / rate when the
    /// container gave no timestamp.
    private func seconds(of f: UnsafeMutablePointer<AVFrame>) -> Double {
        let pts = f.pointee.best_effort_timestamp
        guard pts != Int64.min else {  // AV_NOPTS_VALUE
            guard frameRateNumerator > 0 else { return 0 }
            return Double(framesReturned) * Double(frameRateDenominator) / Double(frameRateNumerator)
        }
        let base = stream.pointee.time_base
        return Double(pts) * Double(base.num) / Double(base.den)
    }

    /// Converts a decoded picture to a tightly packed RGBA8 image (premultiplied if the source has alpha).
    private func convert(_ f: UnsafeMutablePointer<AVFrame>) throws(EncodeError) -> RGBAImage {
        let w = Int(f.pointee.width)
        let h = Int(f.pointee.height)
        let format = AVPixelFormat(rawValue: f.pointee.format)
        let fullRange = f.pointee.color_range == AVCOL_RANGE_JPEG || Self.jpegFormats.contains(format)
        let matrix = Self.swsMatrix(f.pointee.colorspace)
        let key = [Int32(w), Int32(h), format.rawValue, matrix, fullRange ? 1 : 0]
        if output?.key != key {
            try InputFile.checkPicture("video frame", width: w, height: h)  // a stream may change size mid-way
            let converter = try PixelConverter(
                width: w, height: h, source: format, destination: AV_PIX_FMT_RGBA,
                flags: SWS_BILINEAR | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT)
            try converter.setColorspace(
                source: matrix, sourceFullRange: fullRange, destination: SWS_CS_DEFAULT, destinationFullRange: true)
            output = Output(
                key: key, converter: converter, rgba: try Frame(format: AV_PIX_FMT_RGBA, width: w, height: h))
        }
        let out = output!
        let d = f.pointee.data
        let l = f.pointee.linesize
        try out.converter.convert(
            source: [UnsafePointer(d.0), UnsafePointer(d.1), UnsafePointer(d.2), UnsafePointer(d.3)],
            sourceStrides: [l.0, l.1, l.2, l.3],
            destination: out.rgba.planes, destinationStrides: out.rgba.lineSizes)

        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let stride = Int(out.rgba.raw.pointee.linesize.0)
        let base = out.rgba.raw.pointee.data.0!
        pixels.withUnsafeMutableBytes { dst in
            for y in 0..<h {
                (dst.baseAddress! + y * w * 4).copyMemory(from: base + y * stride, byteCount: w * 4)
            }
        }
        if let desc = av_pix_fmt_desc_get(format), desc.pointee.flags & UInt64(AV_PIX_FMT_FLAG_ALPHA) != 0 {
            PNGReader.premultiply(&pixels)
        }
        return RGBAImage(width: w, height: h, pixels: pixels)
    }

    /// The deprecated full-range "J" formats, whose range swscale infers from the format, not the tag.
    private static let jpegFormats: Set<AVPixelFormat> = [
        AV_PIX_FMT_YUVJ420P, AV_PIX_FMT_YUVJ422P, AV_PIX_FMT_YUVJ444P, AV_PIX_FMT_YUVJ440P, AV_PIX_FMT_YUVJ411P,
    ]

    /// The swscale coefficient table for a stream's matrix tag; untagged and unknown tags get `SWS_CS_DEFAULT`
    /// (BT.601), which is what the ffmpeg CLI uses for them.
    private static func swsMatrix(_ space: AVColorSpace) -> Int32 {
        switch space {
        case AVCOL_SPC_BT709: SWS_CS_ITU709
        case AVCOL_SPC_FCC: SWS_CS_FCC
        case AVCOL_SPC_BT470BG, AVCOL_SPC_SMPTE170M: SWS_CS_ITU601
        case AVCOL_SPC_SMPTE240M: SWS_CS_SMPTE240M
        case AVCOL_SPC_BT2020_NCL, AVCOL_SPC_BT2020_CL: SWS_CS_BT2020
        default: SWS_CS_DEFAULT
        }
    }
}
