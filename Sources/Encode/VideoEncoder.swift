// VideoEncoder.swift: RGBA8 frames in, H.264 (libx264, yuv420p, BT.709 limited range) MP4/MOV/MKV out.
// Rule: encode_video.c (send a frame, drain packets until EAGAIN/EOF, NULL flushes) and mux.c (time base
// 1/framerate, pts +1 per frame, one `av_packet_rescale_ts` at the mux); docs/ARCHITECTURE.md "Time is rational";
// colour per Remotion issue github.com/remotion-dev/remotion/issues/3263 (BT.709 matrix, limited range, all four tags).
// Status: complete.

import CAV

/// Writes one H.264 video stream into a container file.
///
/// `path` may be a temporary name (e.g. "/x/.orbit.mp4.tmp-123"): the container format is given explicitly
/// ("mp4"/"mov"/"matroska"), never guessed from the file name. mp4 and mov get `movflags +faststart`
/// (the moov box precedes mdat). Frame *i* has pts *i* in time base 1/fps, so it is shown at *i*·den/num seconds.
///
/// Colour: premultiplied sRGB RGBA8 is taken as full-range R′G′B′ (alpha ignored), converted with the BT.709
/// matrix to limited-range (tv) yuv420p, and tagged bt709 primaries/transfer/matrix and tv range in both the
/// codec (H.264 VUI) and the container.
public final class VideoEncoder {
    /// Frames accepted by `send`. Encoder delay holds some back; all are in the file once `finish()` returns.
    public private(set) var framesWritten: Int = 0
    /// The settings the file was opened with.
    public let settings: VideoSettings

    private let muxer: Muxer
    private let stream: UnsafeMutablePointer<AVStream>  // owned by `muxer`
    private let codec: CodecContext
    private let frame: Frame
    private let packet: Packet
    private let converter: PixelConverter
    private var finished = false

    /// Validates `settings` (odd sizes, unknown presets … throw `.unsupported` before any file exists), opens
    /// libx264, creates the file at `path` and writes the container header.
    public init(path: String, format: String = "mp4", settings: VideoSettings) throws(EncodeError) {
        try settings.validate()
        LibAVLog.configure()
        guard let encoder = avcodec_find_encoder_by_name("libx264") else {
            throw .unsupported("this libavcodec has no libx264 encoder (avcodec_find_encoder_by_name)")
        }
        let muxer = try Muxer(path: path, format: format)
        let stream = try muxer.addStream()
        let codec = try CodecContext(codec: encoder)
        try Self.configure(codec, settings, globalHeader: muxer.needsGlobalHeader)
        try codec.open()

        try AVError.check(
            avcodec_parameters_from_context(stream.pointee.codecpar, codec.raw), "avcodec_parameters_from_context")
        let rate = AVRational(num: Int32(settings.frameRateNumerator), den: Int32(settings.frameRateDenominator))
        stream.pointee.time_base = codec.raw.pointee.time_base  // a hint; the muxer may pick a finer one
        stream.pointee.avg_frame_rate = rate
        stream.pointee.r_frame_rate = rate
        stream.pointee.sample_aspect_ratio = codec.raw.pointee.sample_aspect_ratio

        let frame = try Frame(format: AV_PIX_FMT_YUV420P, width: settings.width, height: settings.height)
        Self.tagColour(frame.raw)
        let converter = try PixelConverter(
            width: settings.width, height: settings.height, source: AV_PIX_FMT_RGBA, destination: AV_PIX_FMT_YUV420P,
            flags: SWS_BILINEAR | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP)
        try converter.setColorspace(
            source: SWS_CS_ITU709, sourceFullRange: true, destination: SWS_CS_ITU709, destinationFullRange: false)
        let packet = try Packet()

        let faststart = ["mp4", "mov"].contains(format)
        try muxer.open(options: faststart ? [("movflags", "+faststart")] : [])

        self.settings = settings
        self.muxer = muxer
        self.stream = stream
        self.codec = codec
        self.frame = frame
        self.packet = packet
        self.converter = converter
    }

    /// Encodes one frame of premultiplied sRGB RGBA8 (opaque frames expected; alpha is ignored), rows top to
    /// bottom, `bytesPerRow` ≥ width·4 bytes apart (a translucent pixel therefore shows as if over black).
    /// Packets that come out are written to the file.
    public func send(rgba: UnsafePointer<UInt8>, bytesPerRow: Int) throws(EncodeError) {
        precondition(!finished, "VideoEncoder.send after finish()")
        precondition(bytesPerRow >= settings.width * 4, "bytesPerRow \(bytesPerRow) < width·4")
        try frame.makeWritable()
        try converter.convert(
            source: [rgba, nil, nil, nil], sourceStrides: [Int32(bytesPerRow), 0, 0, 0],
            destination: frame.planes, destinationStrides: frame.lineSizes)
        frame.raw.pointee.pts = Int64(framesWritten)
        try encode(frame)
        framesWritten += 1
    }

    /// Flushes the encoder (a NULL frame), writes the remaining packets and the trailer, and closes the file.
    /// Must be called exactly once; `deinit` only frees.
    public func finish() throws(EncodeError) {
        precondition(!finished, "VideoEncoder.finish called twice")
        finished = true
        try encode(nil)
        try muxer.finish()
    }
}

// MARK: - Encoding

extension VideoEncoder {
    /// encode_video.c `encode()`: send `frame` (nil flushes), then drain packets until EAGAIN (wants more input)
    /// or EOF (fully flushed) — neither is an error. Each packet is rescaled once, from the codec time base
    /// (1/fps) to the one the muxer chose, and handed to the muxer, which takes its reference.
    private func encode(_ frame: Frame?) throws(EncodeError) {
        let at = frame == nil ? "flush" : "frame \(framesWritten)"
        try AVError.check(avcodec_send_frame(codec.raw, frame?.raw), "avcodec_send_frame (\(at))")
        while true {
            let code = avcodec_receive_packet(codec.raw, packet.raw)
            if code == AVError.again || code == AVError.endOfFile { return }
            try AVError.check(code, "avcodec_receive_packet (\(at))")
            // One frame; without it the muxer cannot know the last sample's length (3.000 s, not 2.958 s).
            if packet.raw.pointee.duration == 0 { packet.raw.pointee.duration = 1 }
            av_packet_rescale_ts(packet.raw, codec.raw.pointee.time_base, stream.pointee.time_base)
            packet.raw.pointee.stream_index = stream.pointee.index
            try muxer.write(packet)
        }
    }

    /// Size, time base = 1/fps (den/num of the rate), yuv420p, colour tags, threads, and libx264's private
    /// `crf`/`preset` options (set on `priv_data`, as `x264 --crf --preset` would).
    private static func configure(
        _ codec: CodecContext, _ settings: VideoSettings, globalHeader: Bool
    ) throws(EncodeError) {
        let c = codec.raw
        c.pointee.width = Int32(settings.width)
        c.pointee.height = Int32(settings.height)
        c.pointee.time_base = AVRational(
            num: Int32(settings.frameRateDenominator), den: Int32(settings.frameRateNumerator))
        c.pointee.framerate = AVRational(
            num: Int32(settings.frameRateNumerator), den: Int32(settings.frameRateDenominator))
        c.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        c.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        c.pointee.color_primaries = AVCOL_PRI_BT709
        c.pointee.color_trc = AVCOL_TRC_BT709
        c.pointee.colorspace = AVCOL_SPC_BT709
        c.pointee.color_range = AVCOL_RANGE_MPEG
        c.pointee.thread_count = Int32(settings.threads)
        if globalHeader { c.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
        try codec.setPrivateOption("preset", settings.preset)
        try codec.setPrivateOption("crf", String(settings.crf))
    }

    /// The same four colour tags on each frame, so nothing downstream falls back to defaults.
    private static func tagColour(_ f: UnsafeMutablePointer<AVFrame>) {
        f.pointee.color_primaries = AVCOL_PRI_BT709
        f.pointee.color_trc = AVCOL_TRC_BT709
        f.pointee.colorspace = AVCOL_SPC_BT709
        f.pointee.color_range = AVCOL_RANGE_MPEG
    }
}
