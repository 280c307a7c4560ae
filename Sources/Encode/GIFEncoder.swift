// GIFEncoder.swift: RGBA8 frames in, an animated GIF out, with one palette for the whole clip.
// Rule: FFmpeg doc/examples/filtering_video.c (buffer → graph → buffersink, `avfilter_graph_parse_ptr` with the open
// in/out labels) and doc/filters.texi "palettegen"/"paletteuse": `split[a][b];[a]palettegen[p];[b][p]paletteuse`
// is one pass — palettegen emits its palette at end of stream and paletteuse holds the frames until then, so the
// clip is buffered inside the graph. The gif muxer's `loop` (doc/muxers.texi "gif"): 0 forever, -1 once, N repeats.
// Status: complete.

import CAV

/// Writes an animated GIF: frames are kept (inside the filter graph) until `finish()`, which builds one palette
/// from all of them (palettegen, `stats_mode=full`), maps every frame onto it (paletteuse with `dither`) and
/// encodes. Alpha below 128 becomes GIF's transparent index (paletteuse `alpha_threshold`).
public final class GIFEncoder {
    /// paletteuse `dither` values (doc/filters.texi "paletteuse").
    public static let dithers = ["sierra2_4a", "floyd_steinberg", "bayer", "sierra2", "heckbert", "none"]

    public private(set) var framesWritten = 0
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
        plays: Int = 0, dither: String = "sierra2_4a"
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
        graph = try FilterGraph(
            source:
                "video_size=\(width)x\(height):pix_fmt=rgba:time_base=\(timeBase.num)/\(timeBase.den):pixel_aspect=1/1",
            filters: "split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=\(dither)")
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
        try input.makeWritable()
        let straight = PNGWriter.unpremultiplied(rgba: rgba, width: width, height: height, bytesPerRow: bytesPerRow)
        let stride = Int(input.raw.pointee.linesize.0)
        let base = input.raw.pointee.data.0!
        straight.withUnsafeBufferPointer { s in
            for y in 0..<height { (base + y * stride).update(from: s.baseAddress! + y * width * 4, count: width * 4) }
        }
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
            try encode(output)
            output.unref()
        }
    }

    private func encode(_ frame: Frame?) throws(EncodeError) {
        try codec.encode(frame, into: stream, of: muxer, using: packet, at: "gif")
    }
}

/// One `AVFilterGraph` with a `buffer` source and a `buffersink`, freed with `avfilter_graph_free`
/// (filtering_video.c `init_filters`).
final class FilterGraph {
    private var raw: UnsafeMutablePointer<AVFilterGraph>?
    private var source: UnsafeMutablePointer<AVFilterContext>?
    private var sink: UnsafeMutablePointer<AVFilterContext>?

    init(source arguments: String, filters: String) throws(EncodeError) {
        guard let graph = avfilter_graph_alloc() else { throw .allocation("avfilter_graph_alloc") }
        raw = graph
        guard let buffer = avfilter_get_by_name("buffer"), let buffersink = avfilter_get_by_name("buffersink") else {
            throw .unsupported("this libavfilter has no buffer/buffersink")
        }
        try AVError.check(
            avfilter_graph_create_filter(&source, buffer, "in", arguments, nil, graph),
            "avfilter_graph_create_filter(buffer)")
        try AVError.check(
            avfilter_graph_create_filter(&sink, buffersink, "out", nil, nil, graph),
            "avfilter_graph_create_filter(buffersink)")
        var outputs = avfilter_inout_alloc()
        var inputs = avfilter_inout_alloc()
        defer {
            avfilter_inout_free(&inputs)
            avfilter_inout_free(&outputs)
        }
        guard let o = outputs, let i = inputs else { throw .allocation("avfilter_inout_alloc") }
        // The graph text's open input is fed by "in" (our source); its open output goes to "out" (our sink).
        o.pointee.name = av_strdup("in")
        o.pointee.filter_ctx = source
        o.pointee.pad_idx = 0
        o.pointee.next = nil
        i.pointee.name = av_strdup("out")
        i.pointee.filter_ctx = sink
        i.pointee.pad_idx = 0
        i.pointee.next = nil
        let text = "[in]" + filters + "[out]"
        try AVError.check(avfilter_graph_parse_ptr(graph, text, &inputs, &outputs, nil), "avfilter_graph_parse_ptr")
        try AVError.check(avfilter_graph_config(graph, nil), "avfilter_graph_config")
    }

    deinit { avfilter_graph_free(&raw) }

    /// `av_buffersrc_add_frame_flags` (a reference is kept, so `frame` stays ours); nil ends the stream.
    func push(_ frame: Frame?) throws(EncodeError) {
        try AVError.check(
            av_buffersrc_add_frame_flags(source, frame?.raw, Int32(AV_BUFFERSRC_FLAG_KEEP_REF)),
            "av_buffersrc_add_frame_flags")
    }

    /// `av_buffersink_get_frame`: true with a frame, false when the graph wants more input or is done.
    func pull(into frame: Frame) throws(EncodeError) -> Bool {
        let code = av_buffersink_get_frame(sink, frame.raw)
        if code == AVError.again || code == AVError.endOfFile { return false }
        try AVError.check(code, "av_buffersink_get_frame")
        return true
    }
}
