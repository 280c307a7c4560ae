// GIFEncoder.swift: RGBA8 frames in, an animated GIF out, with one palette for the whole clip.
// Rule: FFmpeg doc/examples/filtering_video.c (buffer → graph → buffersink, `avfilter_graph_parse_ptr` with the open
// in/out labels) and doc/filters.texi "palettegen"/"paletteuse". One pass
// (`split[a][b];[a]palettegen[p];[b][p]paletteuse`) must hold the whole clip inside the graph until palettegen
// emits its palette at end of stream; with a palette made beforehand (`GIFPalette`, the frames rendered twice)
// `[in][pal]paletteuse` maps each frame as it arrives, so memory stays flat in the frame count. The gif muxer's
// `loop` (doc/muxers.texi "gif"): 0 forever, -1 once, N repeats. Status: complete.

import CAV

/// Writes an animated GIF with one palette for the clip (palettegen, `stats_mode=full`), every frame mapped onto it
/// by paletteuse with `dither`. Given a finished `GIFPalette` of the same frames, each frame is encoded as it
/// arrives; without one, frames are kept inside the filter graph until `finish()` makes the palette. Alpha below
/// 128 becomes GIF's transparent index (paletteuse `alpha_threshold`).
public final class GIFEncoder {
    /// paletteuse `dither` values (doc/filters.texi "paletteuse").
    public static let dithers = ["sierra2_4a", "floyd_steinberg", "bayer", "sierra2", "heckbert", "none"]

    public private(set) var framesWritten = 0
    /// Frames that have left the filter graph for the encoder: with a palette made first it follows
    /// `framesWritten` closely (nothing piles up); in one pass it stays 0 until `finish()`.
    public private(set) var framesMapped = 0
    private let width: Int
    private let height: Int
    private let graph: FilterGraph
    private let muxer: Muxer
    private let stream: UnsafeMutablePointer<AVStream>
    private let codec: CodecContext
    private let input: Frame
    private let output: Frame
    private let packet: Packet
    private var finished = false

    /// `plays`: how many times the animation plays, 0 forever. Validates, opens the graph and the encoder, and
    /// creates the file at `path` (any name: the container is always gif).
    public init(
        path: String, width: Int, height: Int, frameRateNumerator: Int, frameRateDenominator: Int = 1,
        plays: Int = 0, dither: String = "sierra2_4a", palette: GIFPalette? = nil
    ) throws(EncodeError) {
        guard width > 0, height > 0, width <= 65535, height <= 65535 else {
            throw .unsupported("GIF size must be 1…65535 pixels per side; got \(width)×\(height)")
        }
        guard frameRateNumerator > 0, frameRateDenominator > 0 else {
            throw .unsupported("frame rate must be a positive rational")
        }
        guard Self.dithers.contains(dither) else {
            throw .unsupported("unknown dither \"\(dither)\"; known: \(Self.dithers.joined(separator: ", "))")
        }
        guard (0...65535).contains(plays) else { throw .unsupported("plays must be 0…65535; got \(plays)") }
        LibAVLog.configure()
        self.width = width
        self.height = height
        let timeBase = AVRational(num: Int32(frameRateDenominator), den: Int32(frameRateNumerator))
        let frames = GIFPalette.bufferArguments(width: width, height: height, timeBase: timeBase)
        if let palette {
            let made = try palette.palette()
            graph = try FilterGraph(
                sources: [("in", frames), ("pal", GIFPalette.bufferArguments(of: made, timeBase: timeBase))],
                filters: "[in][pal]paletteuse=dither=\(dither)")
            made.raw.pointee.pts = 0
            try graph.push(made, to: 1)
            try graph.push(nil, to: 1)
        } else {
            graph = try FilterGraph(
                sources: [("in", frames)],
                filters: "[in]split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=\(dither)")
        }
        guard let encoder = avcodec_find_encoder_by_name("gif") else {
            throw .unsupported("this libavcodec has no gif encoder")
        }
        muxer = try Muxer(path: path, format: "gif")
        stream = try muxer.addStream()
        codec = try CodecContext(codec: encoder)
        let c = codec.raw
        c.pointee.width = Int32(width)
        c.pointee.height = Int32(height)
        c.pointee.time_base = timeBase
        c.pointee.framerate = AVRational(num: Int32(frameRateNumerator), den: Int32(frameRateDenominator))
        c.pointee.pix_fmt = AV_PIX_FMT_PAL8
        c.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        try codec.open()
        try AVError.check(
            avcodec_parameters_from_context(stream.pointee.codecpar, c), "avcodec_parameters_from_context")
        stream.pointee.time_base = timeBase
        input = try Frame(format: AV_PIX_FMT_RGBA, width: width, height: height)
        output = try Frame()
        packet = try Packet()
        try muxer.open(options: [("loop", String(plays == 0 ? 0 : plays == 1 ? -1 : plays - 1))])
    }

    /// Adds one premultiplied sRGB RGBA8 frame (un-premultiplied here: paletteuse reads straight alpha).
    public func send(rgba: UnsafePointer<UInt8>, bytesPerRow: Int) throws(EncodeError) {
        precondition(!finished, "GIFEncoder.send after finish()")
        try input.fillStraight(rgba: rgba, bytesPerRow: bytesPerRow)
        input.raw.pointee.pts = Int64(framesWritten)
        try graph.push(input)
        framesWritten += 1
        try drain()
    }

    /// Ends the stream (the palette is made now), encodes every frame and writes the trailer.
    public func finish() throws(EncodeError) {
        precondition(!finished, "GIFEncoder.finish called twice")
        finished = true
        try graph.push(nil)
        try drain()
        try encode(nil)
        try muxer.finish()
    }

    private func drain() throws(EncodeError) {
        while try graph.pull(into: output) {
            framesMapped += 1
            try encode(output)
            output.unref()
        }
    }

    private func encode(_ frame: Frame?) throws(EncodeError) {
        try codec.encode(frame, into: stream, of: muxer, using: packet, at: "gif")
    }
}
