// FilterGraph.swift: owns one libavfilter graph fed by `buffer` sources and drained through one `buffersink`.
// Rule: FFmpeg doc/examples/filtering_video.c `init_filters` (sources and sink created first, the graph text parsed
// between their labels with `avfilter_graph_parse_ptr`, then `avfilter_graph_config`); libavfilter is loaded on first
// use (LibAVFilter.swift). Status: complete.

import CAV

/// One `AVFilterGraph` with `buffer` sources and a `buffersink`, freed with `avfilter_graph_free`.
final class FilterGraph {
    private var raw: UnsafeMutablePointer<AVFilterGraph>?
    private var sources: [UnsafeMutablePointer<AVFilterContext>] = []
    private var sink: UnsafeMutablePointer<AVFilterContext>?
    private let av: LibAVFilter

    /// `sources`: each a label the graph text opens with (`[in]`, `[pal]`) and its `buffer` arguments
    /// (`video_size=…:pix_fmt=…:time_base=…`). The graph text ends in its one open output, which goes to the sink.
    init(sources: [(label: String, arguments: String)], filters: String) throws(EncodeError) {
        let av = try LibAVFilter.shared()
        self.av = av
        guard let graph = av.graphAlloc() else { throw .allocation("avfilter_graph_alloc") }
        raw = graph
        guard let buffer = av.getByName("buffer"), let buffersink = av.getByName("buffersink") else {
            throw .unsupported("this libavfilter has no buffer/buffersink")
        }
        var outputs: UnsafeMutablePointer<AVFilterInOut>? = nil
        var inputs = av.inoutAlloc()
        defer {
            av.inoutFree(&inputs)
            av.inoutFree(&outputs)
        }
        // Each source's output is an open label the graph text reads ("outputs" of what we built, as in
        // filtering_video.c); the text's open output goes to "out", our sink.
        for (label, arguments) in sources.reversed() {
            var source: UnsafeMutablePointer<AVFilterContext>?
            try AVError.check(
                av.graphCreateFilter(&source, buffer, label, arguments, nil, graph),
                "avfilter_graph_create_filter(buffer \(label))")
            guard let source, let o = av.inoutAlloc() else { throw .allocation("avfilter_inout_alloc") }
            self.sources.insert(source, at: 0)
            o.pointee.name = av_strdup(label)
            o.pointee.filter_ctx = source
            o.pointee.pad_idx = 0
            o.pointee.next = outputs
            outputs = o
        }
        try AVError.check(
            av.graphCreateFilter(&sink, buffersink, "out", nil, nil, graph),
            "avfilter_graph_create_filter(buffersink)")
        guard let i = inputs else { throw .allocation("avfilter_inout_alloc") }
        i.pointee.name = av_strdup("out")
        i.pointee.filter_ctx = sink
        i.pointee.pad_idx = 0
        i.pointee.next = nil
        try AVError.check(
            av.graphParse(graph, filters + "[out]", &inputs, &outputs, nil), "avfilter_graph_parse_ptr")
        try AVError.check(av.graphConfig(graph, nil), "avfilter_graph_config")
    }

    deinit { av.graphFree(&raw) }

    /// `av_buffersrc_add_frame_flags` into source `index` (a reference is kept, so `frame` stays ours); nil ends
    /// that source's stream. `AV_BUFFERSRC_FLAG_PUSH` runs the filters now: without it a frame waits in the
    /// source's queue until the sink is asked, so a graph nobody pulls from (palettegen's first pass) would hold
    /// every frame of the clip (libavfilter/buffersrc.h).
    func push(_ frame: Frame?, to index: Int = 0) throws(EncodeError) {
        let flags = Int32(AV_BUFFERSRC_FLAG_KEEP_REF) | Int32(AV_BUFFERSRC_FLAG_PUSH)
        try AVError.check(
            av.sourceAddFrame(sources[index], frame?.raw, flags), "av_buffersrc_add_frame_flags")
    }

    /// `av_buffersink_get_frame`: true with a frame, false when the graph wants more input or is done.
    func pull(into frame: Frame) throws(EncodeError) -> Bool {
        let code = av.sinkGetFrame(sink, frame.raw)
        if code == AVError.again || code == AVError.endOfFile { return false }
        try AVError.check(code, "av_buffersink_get_frame")
        return true
    }
}
