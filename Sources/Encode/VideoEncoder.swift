// VideoEncoder.swift: RGBA8 frames in; H.264/HEVC (yuv420p, BT.709 limited range), FFV1 (bgra, lossless), ProRes
// (prores_ks, 4:4:4(:4) or 4:2:2 10-bit) or VP9 (libvpx-vp9, yuv420p/yuva420p) in MP4/MOV/MKV/WebM out.
// Options: libavcodec doc/encoders.texi (libx265 `x265-params`, libvpx-vp9 `crf`/`deadline`/`cpu-used`, prores_ks
// `profile`/`vendor`); alpha in WebM: libavformat/matroskaenc.c writes AlphaMode for yuva420p / `alpha_mode` metadata.
// Rule: encode_video.c (send a frame, drain packets until EAGAIN/EOF, NULL flushes) and mux.c (time base
// 1/framerate, pts +1 per frame, one `av_packet_rescale_ts` at the mux); docs/ARCHITECTURE.md "Time is rational";
// colour per Remotion issue github.com/remotion-dev/remotion/issues/3263 (BT.709 matrix, limited range, all four tags).
// Status: complete.

import CAV

/// Writes one video stream into a container file.
///
/// `path` may be a temporary name (e.g. "/x/.orbit.mp4.tmp-123"): the container format is given explicitly
/// ("mp4"/"mov"/"matroska"), never guessed from the file name. mp4 and mov get `movflags +faststart`
/// (the moov box precedes mdat). Frame *i* has pts *i* in time base 1/fps, so it is shown at *i*·den/num seconds.
///
/// Colour: premultiplied sRGB RGBA8 is taken as full-range R′G′B′ (alpha ignored), converted with the BT.709
/// matrix to limited-range (tv) Y′CbCr, and tagged bt709 primaries/transfer/matrix and tv range in both the
/// codec (H.264 VUI) and the container; RGB outputs (FFV1, APNG, lossless) are tagged sRGB (`ColourTags`).
public final class VideoEncoder {
    /// Frames accepted by `send`. Encoder delay holds some back; all are in the file once `finish()` returns.
    public private(set) var framesWritten: Int = 0
    /// The settings the file was opened with.
    public let settings: VideoSettings
    /// The libavcodec encoder writing the stream (`libx264`, `libx264rgb`, `prores_ks` …).
    public var encoderName: String { plan.encoder }
    /// The stored pixel format's name (`yuv420p`, `rgb24`, `yuv420p10le` …).
    public var pixelFormatName: String { PixelConverter.name(plan.pixelFormat) }
    /// Whether the stream stores the frames' alpha.
    public var storesAlpha: Bool { plan.keepsAlpha }

    private let muxer: Muxer
    private let stream: UnsafeMutablePointer<AVStream>  // owned by `muxer`
    private let codec: CodecContext
    private let frame: Frame
    private let packet: Packet
    let conversion: Conversion
    let plan: CodecPlan
    private var finished = false

    /// Validates `settings` (odd sizes, unknown presets … throw `.unsupported` before any file exists), opens
    /// libx264, creates the file at `path` and writes the container header.
    public init(path: String, format: String = "mp4", settings: VideoSettings) throws(EncodeError) {
        try settings.validate()
        LibAVLog.configure()
        let plan = try CodecPlan(settings)
        guard let encoder = avcodec_find_encoder_by_name(plan.encoder) else {
            throw .unsupported("this libavcodec has no \(plan.encoder) encoder (avcodec_find_encoder_by_name)")
        }
        let muxer = try Muxer(path: path, format: format)
        let stream = try muxer.addStream()
        let codec = try CodecContext(codec: encoder)
        try Self.configure(codec, settings, plan, globalHeader: muxer.needsGlobalHeader)
        try codec.open()

        try AVError.check(
            avcodec_parameters_from_context(stream.pointee.codecpar, codec.raw), "avcodec_parameters_from_context")
        let rate = AVRational(num: Int32(settings.frameRateNumerator), den: Int32(settings.frameRateDenominator))
        stream.pointee.time_base = codec.raw.pointee.time_base  // a hint; the muxer may pick a finer one
        stream.pointee.avg_frame_rate = rate
        stream.pointee.r_frame_rate = rate
        stream.pointee.sample_aspect_ratio = codec.raw.pointee.sample_aspect_ratio
        if let tag = plan.codecTag, format == "mp4" || format == "mov" {
            stream.pointee.codecpar.pointee.codec_tag = tag
        }
        if plan.alphaMode { av_dict_set(&stream.pointee.metadata, "alpha_mode", "1", 0) }

        let frame = try Self.picture(plan, settings)
        let conversion: Conversion
        if let filter = plan.ycbcr420Filter(width: settings.width, height: settings.height) {
            conversion = .ycbcr420(YCbCr420Converter(width: settings.width, height: settings.height, filter: filter))
        } else {
            let converter = try PixelConverter(
                width: settings.width, height: settings.height, source: AV_PIX_FMT_RGBA, destination: plan.pixelFormat,
                flags: plan.scaleFlags)
            if plan.isYUV {
                try converter.setColorspace(
                    source: SWS_CS_ITU709, sourceFullRange: true, destination: SWS_CS_ITU709,
                    destinationFullRange: false)
            }
            conversion = .swscale(converter)
        }
        let packet = try Packet()

        let faststart = ["mp4", "mov"].contains(format)
        let timescale =
            faststart && settings.segmentStart != nil
            ? [
                ("movie_timescale", "\(settings.segmentTimescale)"),
                ("video_track_timescale", "\(settings.segmentTimescale)"),
            ]
            : []
        try muxer.open(options: (faststart ? [("movflags", "+faststart")] : []) + timescale + plan.muxerOptions)

        self.settings = settings
        self.muxer = muxer
        self.stream = stream
        self.codec = codec
        self.packet = packet
        self.conversion = conversion
        self.frame = frame
        self.plan = plan
    }

    /// Encodes one frame of premultiplied sRGB RGBA8, rows top to bottom, `bytesPerRow` ≥ width·4 bytes apart.
    /// Without `settings.alpha` alpha is ignored, so a translucent pixel shows as if over black (premultiplied
    /// colour *is* the colour over black); with it the frame is un-premultiplied first (the codecs store straight
    /// alpha). Packets that come out are written to the file.
    public func send(rgba: UnsafePointer<UInt8>, bytesPerRow: Int) throws(EncodeError) {
        try frame.makeWritable()
        try convert(rgba: rgba, bytesPerRow: bytesPerRow, into: frame)
        try encodeConverted(frame)
    }

    /// `rgba` converted into `picture` (a frame of the stored format): un-premultiplied first when the stream keeps
    /// alpha. Uses the encoder's one converter and its scratch memory, so calls must not overlap one another.
    func convert(rgba: UnsafePointer<UInt8>, bytesPerRow: Int, into picture: Frame) throws(EncodeError) {
        precondition(bytesPerRow >= settings.width * 4, "bytesPerRow \(bytesPerRow) < width·4")
        let converter: PixelConverter
        switch conversion {
        case .ycbcr420(let own):
            own.convert(rgba: rgba, bytesPerRow: bytesPerRow, into: picture)
            return
        case .swscale(let swscale): converter = swscale
        }
        if plan.keepsAlpha {
            let (w, h) = (settings.width, settings.height)
            let straight = PNGWriter.unpremultiplied(rgba: rgba, width: w, height: h, bytesPerRow: bytesPerRow)
            try straight.withUnsafeBufferPointer { (buffer) throws(EncodeError) in
                try converter.convert(
                    source: [buffer.baseAddress!, nil, nil, nil], sourceStrides: [Int32(w * 4), 0, 0, 0],
                    destination: picture.planes, destinationStrides: picture.lineSizes)
            }
        } else {
            try converter.convert(
                source: [rgba, nil, nil, nil], sourceStrides: [Int32(bytesPerRow), 0, 0, 0],
                destination: picture.planes, destinationStrides: picture.lineSizes)
        }
    }

    /// Encodes a converted picture as the next frame (pts = frames written so far, from the segment's start).
    func encodeConverted(_ picture: Frame) throws(EncodeError) {
        precondition(!finished, "VideoEncoder.send after finish()")
        picture.raw.pointee.pts = Int64((settings.segmentStart ?? 0) + framesWritten)
        try encode(picture)
        framesWritten += 1
    }

    /// A picture of the stored format and size, tagged with the stream's colour, for `convert(rgba:…:into:)`.
    func makePicture() throws(EncodeError) -> Frame {
        try Self.picture(plan, settings)
    }

    static func picture(_ plan: CodecPlan, _ settings: VideoSettings) throws(EncodeError) -> Frame {
        let picture = try Frame(format: plan.pixelFormat, width: settings.width, height: settings.height)
        tagColour(picture.raw, yuv: plan.isYUV)
        picture.raw.pointee.chroma_location = plan.chromaLocation
        return picture
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

// MARK: - Conversion

extension VideoEncoder {
    /// How frames reach the stored format: `YCbCr420Converter` for 8-bit 4:2:0 without alpha (the same bytes as
    /// swscale, several times faster: bench/README.md "RGBA → yuv420p conversion (stop 48)"), swscale otherwise.
    enum Conversion {
        case ycbcr420(YCbCr420Converter)
        case swscale(PixelConverter)
    }
}

extension YCbCr420Converter {
    /// Converts into the three planes of a yuv420p `picture` of this converter's size.
    func convert(rgba: UnsafePointer<UInt8>, bytesPerRow: Int, into picture: Frame) {
        let (data, size) = (picture.raw.pointee.data, picture.raw.pointee.linesize)
        convert(
            rgba: rgba, bytesPerRow: bytesPerRow, luma: data.0!, lumaStride: Int(size.0), cb: data.1!,
            cbStride: Int(size.1), cr: data.2!, crStride: Int(size.2))
    }
}

// MARK: - Encoding

extension VideoEncoder {
    /// Sends `frame` (nil flushes) and muxes what comes out (CodecContext.encode).
    private func encode(_ frame: Frame?) throws(EncodeError) {
        let at = frame == nil ? "flush" : "frame \(framesWritten)"
        try codec.encode(frame, into: stream, of: muxer, using: packet, at: at)
    }

    /// Size, time base = 1/fps (den/num of the rate), pixel format, colour tags, threads, and the encoder's
    /// private options (set on `priv_data`, as `x264 --crf --preset` would).
    private static func configure(
        _ codec: CodecContext, _ settings: VideoSettings, _ plan: CodecPlan, globalHeader: Bool
    ) throws(EncodeError) {
        let c = codec.raw
        c.pointee.width = Int32(settings.width)
        c.pointee.height = Int32(settings.height)
        c.pointee.time_base = AVRational(
            num: Int32(settings.frameRateDenominator), den: Int32(settings.frameRateNumerator))
        c.pointee.framerate = AVRational(
            num: Int32(settings.frameRateNumerator), den: Int32(settings.frameRateDenominator))
        c.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        c.pointee.pix_fmt = plan.pixelFormat
        let tags = ColourTags(yuv: plan.isYUV)
        c.pointee.color_primaries = tags.primaries
        c.pointee.color_trc = tags.transfer
        c.pointee.colorspace = tags.matrix
        c.pointee.color_range = tags.range
        c.pointee.chroma_sample_location = plan.chromaLocation
        c.pointee.thread_count = Int32(settings.threads)
        if globalHeader { c.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
        if settings.codec == .vp9 { c.pointee.bit_rate = 0 }  // constant quality: crf with no bit-rate cap
        for (name, value) in plan.options { try codec.setPrivateOption(name, value) }
    }

    /// The same four colour tags on each frame, so nothing downstream falls back to defaults.
    private static func tagColour(_ f: UnsafeMutablePointer<AVFrame>, yuv: Bool) {
        let tags = ColourTags(yuv: yuv)
        f.pointee.color_primaries = tags.primaries
        f.pointee.color_trc = tags.transfer
        f.pointee.colorspace = tags.matrix
        f.pointee.color_range = tags.range
    }
}
