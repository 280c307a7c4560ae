// VideoSettings.swift: what a video file is asked to be: codec (H.264, HEVC, FFV1, ProRes, VP9), size, rational
// frame rate, alpha and the encoder's quality knobs.
// Rule: docs/ARCHITECTURE.md "Time is rational" (the rate stays num/den, e.g. 30000/1001); a subsampled pixel
// format needs whole chroma blocks (yuv420p: both sides even, yuv422p: an even width); RGB and 4:4:4 take any size. Status: complete.

/// Codec, size, frame rate and encoder options for a `VideoEncoder`. Validated by `validate()` before any file is
/// opened.
public struct VideoSettings: Sendable {
    /// The video codecs a `VideoEncoder` writes, each through one libavcodec encoder.
    public enum Codec: String, Sendable, CaseIterable {
        /// libx264, yuv420p (BT.709 limited range).
        case h264
        /// libx265, yuv420p (BT.709 limited range), tagged `hvc1` in MP4/MOV.
        case hevc
        /// FFV1 (lossless), packed bgra: RGB is copied bit-exactly, never through YUV.
        case ffv1
        /// prores_ks: 4444/4444xq as yuv444p10le (yuva444p10le with alpha), the others yuv422p10le.
        case prores
        /// libvpx-vp9, yuv420p (yuva420p with alpha), constant quality (`crf`, bit rate 0).
        case vp9
        /// Animated PNG (apng encoder and muxer): rgb24, or rgba with straight alpha; lossless.
        case apng
    }

    /// prores_ks profile names (libavcodec/proresenc_kostya.c `profile` option), smallest first.
    public static let proresProfiles = ["proxy", "lt", "standard", "hq", "4444", "4444xq"]

    /// The codec; `.h264` unless asked.
    public var codec: Codec
    /// Keep the frames' alpha (ProRes 4444/4444xq, VP9, FFV1); otherwise frames are shown as if over black.
    public var alpha: Bool
    /// prores_ks profile, one of `proresProfiles`; only for `.prores`. Default `4444`.
    public var proresProfile: String
    /// How many times an animated image plays, 0 forever (APNG `plays`); ignored by videos.
    public var plays: Int
    /// Frame width in pixels; even for 4:2:0 and 4:2:2 pixel formats.
    public var width: Int
    /// Frame height in pixels; even for 4:2:0 pixel formats.
    public var height: Int
    /// Frames per second as a rational `frameRateNumerator / frameRateDenominator` (24/1, 30000/1001 …).
    /// The codec time base is its inverse, so frame *i* has pts *i* exactly.
    public var frameRateNumerator: Int
    /// See `frameRateNumerator`.
    public var frameRateDenominator: Int
    /// libx264 constant rate factor, 0 (lossless) … 51; lower is better. Default 18 (visually transparent).
    public var crf: Int
    /// libx264 preset name (`ultrafast` … `placebo`); trades encode time for size. Default `medium`.
    public var preset: String
    /// libx264 threads; 0 lets x264 choose from the core count.
    public var threads: Int
    /// Frames x264/x265 look ahead for frame types and rate control (`rc-lookahead`); nil keeps the preset's
    /// (x264 common/base.c: 0 ultrafast/superfast, 10 veryfast, 20 faster, 30 fast, 40 medium, 50 slow, 60 slower
    /// and veryslow). The lookahead's frames are most of the encoder's memory (README "Memory").
    public var lookahead: Int? = nil
    /// `--pix-fmt`: an FFmpeg pixel format name the encoder takes (`yuv444p`, `yuv420p10le` …); nil is the
    /// codec's default (yuv420p for H.264/HEVC/VP9).
    public var pixelFormat: String?
    /// `--lossless`: decoded frames equal the input exactly (libx264rgb qp 0, libx265/libvpx-vp9 lossless GBR,
    /// FFV1 and APNG always); ProRes cannot.
    public var lossless: Bool
    /// For a segment of a longer clip (`render --shard`), the clip's frame number of the first frame sent: the
    /// segment keeps the clip's timestamps, so `anim concat` can check that segments follow one another and copy
    /// them unchanged. nil for a whole clip (pts from 0).
    public var segmentStart: Int? = nil

    /// A MOV/MP4 time scale that holds every frame time of a segment exactly, also in the movie-level edit list
    /// (whose default scale, 1000, would round a start of 16/24 s to 0.666): a multiple of the rate's numerator
    /// near 12,000 (24 fps → 12000, 30000/1001 → 30000).
    public var segmentTimescale: Int { frameRateNumerator * max(1, 12000 / frameRateNumerator) }

    /// Settings with libx264 defaults suitable for rendered motion graphics (crf 18, preset medium, auto threads).
    public init(
        width: Int, height: Int, frameRateNumerator: Int, frameRateDenominator: Int = 1, crf: Int = 18,
        preset: String = "medium", threads: Int = 0, codec: Codec = .h264, alpha: Bool = false,
        proresProfile: String = "4444", plays: Int = 0, pixelFormat: String? = nil, lossless: Bool = false
    ) {
        self.pixelFormat = pixelFormat
        self.lossless = lossless
        self.plays = plays
        self.codec = codec
        self.alpha = alpha
        self.proresProfile = proresProfile
        self.width = width
        self.height = height
        self.frameRateNumerator = frameRateNumerator
        self.frameRateDenominator = frameRateDenominator
        self.crf = crf
        self.preset = preset
        self.threads = threads
    }

    /// Whether frames would keep their alpha if `alpha` were asked: ProRes 4444/4444xq, VP9 yuva420p, FFV1, APNG,
    /// or a `pixelFormat` with an alpha plane.
    public var canStoreAlpha: Bool {
        var probe = self
        probe.alpha = true
        return (try? CodecPlan(probe).keepsAlpha) ?? false
    }

    /// The chroma block of the stored pixel format (2×2 for yuv420p, 2×1 for yuv422p, 1×1 for 4:4:4 and RGB): the
    /// frame's sides must be multiples of it. 1×1 when the settings name no known format.
    public var chromaBlock: (width: Int, height: Int) { (try? CodecPlan(self).chromaBlock) ?? (1, 1) }

    /// x264's preset names (x264.h `x264_preset_names`), fastest first.
    public static let presets = [
        "ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo",
    ]

    /// Throws `.unsupported` naming the first setting libx264/yuv420p cannot take. Touches no file.
    public func validate() throws(EncodeError) {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw .unsupported("frame size must be 1…16384 pixels per side; got \(width)×\(height)")
        }
        let plan = try CodecPlan(self)
        let block = plan.chromaBlock
        guard width % block.width == 0, height % block.height == 0 else {
            let (w, h) = (
                (width + block.width - 1) / block.width * block.width,
                (height + block.height - 1) / block.height * block.height
            )
            throw .unsupported(
                "\(PixelConverter.name(plan.pixelFormat)) (\(plan.chroma)) needs \(block.height == 1 ? "an even width" : "even dimensions"); got \(width)×\(height) (try \(w)×\(h))"
            )
        }
        guard frameRateNumerator > 0, frameRateDenominator > 0,
            frameRateNumerator <= Int(Int32.max), frameRateDenominator <= Int(Int32.max)
        else {
            throw .unsupported(
                "frame rate must be a positive rational; got \(frameRateNumerator)/\(frameRateDenominator)")
        }
        let crfRange = codec == .vp9 ? 0...63 : 0...51
        guard crfRange.contains(crf) else {
            throw .unsupported("crf must be \(crfRange.lowerBound)…\(crfRange.upperBound); got \(crf)")
        }
        guard Self.proresProfiles.contains(proresProfile) else {
            throw .unsupported(
                "unknown ProRes profile \"\(proresProfile)\"; known: \(Self.proresProfiles.joined(separator: ", "))")
        }
        if alpha, !plan.keepsAlpha {
            throw .unsupported(
                "\(codec.rawValue) \(codec == .prores ? proresProfile + " " : "")\(PixelConverter.name(plan.pixelFormat)) cannot store alpha"
            )
        }
        guard (0...65535).contains(plays) else { throw .unsupported("plays must be 0…65535; got \(plays)") }
        guard Self.presets.contains(preset) else {
            throw .unsupported("unknown x264 preset \"\(preset)\"; known: \(Self.presets.joined(separator: ", "))")
        }
        guard (0...64).contains(threads) else { throw .unsupported("threads must be 0…64; got \(threads)") }
        if let lookahead, !(0...250).contains(lookahead) {
            throw .unsupported("lookahead must be 0…250 frames; got \(lookahead)")
        }
    }
}
