// SegmentConcat.swift: joins video segments (`anim render --shard K/N` parts) into one file by stream copy: packets
// are read with libavformat and written unchanged (timestamps only rescaled to the output stream's time base), so
// nothing is decoded or encoded again.
// Rule: FFmpeg's concat demuxer (libavformat/concatdec.c, "all files must have the same streams … same codecs") and
// doc/examples/remux.c (avcodec_parameters_copy, codec_tag, av_packet_rescale_ts, av_interleaved_write_frame).
// Checks before any output: every part has a video stream whose codec parameters equal the first part's (codec,
// profile, level, size, pixel format, colour tags, extradata = SPS/PPS, time base); each part starts where the one
// before it ends (first pts = previous last pts + its duration) and begins with a key frame (closed GOP); decode
// timestamps rise across the joins. Any failure is `.invalidInput` naming the part and the field. Status: complete.

import CAV

/// Stream-copy concatenation of video segments.
public enum SegmentConcat {
    /// What was written: frames, the first frame's and the end time in seconds.
    public struct Result: Sendable {
        public var frames: Int
        public var start: Double
        public var end: Double
        public var codec: String
    }

    /// One part's video stream, scanned.
    private struct Part {
        let path: String
        let codecpar: UnsafeMutablePointer<AVCodecParameters>
        let timeBase: AVRational
        let frameRate: AVRational
        var firstPTS: Int64 = .max
        var endPTS: Int64 = .min
        var packets = 0
        var startsWithKey = false
    }

    /// Joins `inputs` in order into `output` (a new file; `format` is the FFmpeg muxer name: mp4, mov, matroska,
    /// webm). Checks everything first (file header) and writes nothing if a check fails.
    public static func join(_ inputs: [String], to output: String, format: String) throws(EncodeError) -> Result {
        precondition(!inputs.isEmpty, "SegmentConcat.join: no inputs")
        LibAVLog.configure()
        var parts: [Part] = []
        defer {
            for p in parts {
                var c: UnsafeMutablePointer<AVCodecParameters>? = p.codecpar
                avcodec_parameters_free(&c)
            }
        }
        for path in inputs {
            try InputFile.check(path, maximumBytes: InputFile.maximumVideoBytes)
            let demuxer = try Demuxer(path: path)
            let (stream, _) = try demuxer.bestVideoStream()
            guard let par = avcodec_parameters_alloc() else { throw .allocation("avcodec_parameters_alloc") }
            try AVError.check(avcodec_parameters_copy(par, stream.pointee.codecpar), "avcodec_parameters_copy")
            var part = Part(
                path: path, codecpar: par, timeBase: stream.pointee.time_base, frameRate: stream.pointee.avg_frame_rate)
            let packet = try Packet()
            let index = stream.pointee.index
            while try demuxer.read(into: packet) {
                defer { packet.unref() }
                guard packet.raw.pointee.stream_index == index else { continue }
                let pts = packet.raw.pointee.pts
                guard pts != Int64.min else { throw .invalidInput("\(path): a packet has no timestamp") }
                if part.packets == 0 { part.startsWithKey = packet.raw.pointee.flags & AV_PKT_FLAG_KEY != 0 }
                part.firstPTS = min(part.firstPTS, pts)
                part.endPTS = max(part.endPTS, pts + max(1, packet.raw.pointee.duration))
                part.packets += 1
            }
            guard part.packets > 0 else { throw .invalidInput("\(path): no video frames") }
            parts.append(part)
        }
        try checkCompatible(parts)
        return try write(parts, to: output, format: format)
    }

    /// Codec parameters equal and frames contiguous (see the file header).
    private static func checkCompatible(_ parts: [Part]) throws(EncodeError) {
        let a = parts[0]
        for (k, b) in parts.enumerated() {
            guard b.startsWithKey else {
                throw .invalidInput("\(b.path) does not start with a key frame: a segment must be a closed GOP")
            }
            guard k > 0 else { continue }
            let (p, q) = (a.codecpar.pointee, b.codecpar.pointee)
            var differences: [String] = []
            func differ<T: Equatable>(_ name: String, _ x: T, _ y: T) {
                if x != y { differences.append("\(name) \(x) ≠ \(y)") }
            }
            differ(
                "codec", String(cString: avcodec_get_name(p.codec_id)), String(cString: avcodec_get_name(q.codec_id)))
            differ("size", "\(p.width)x\(p.height)", "\(q.width)x\(q.height)")
            differ("pixel format", pixelFormatName(p.format), pixelFormatName(q.format))
            differ("profile", p.profile, q.profile)
            differ("level", p.level, q.level)
            differ(
                "colour",
                "\(p.color_primaries.rawValue)/\(p.color_trc.rawValue)/\(p.color_space.rawValue)/\(p.color_range.rawValue)",
                "\(q.color_primaries.rawValue)/\(q.color_trc.rawValue)/\(q.color_space.rawValue)/\(q.color_range.rawValue)"
            )
            differ("time base", "\(a.timeBase.num)/\(a.timeBase.den)", "\(b.timeBase.num)/\(b.timeBase.den)")
            differ("frame rate", "\(a.frameRate.num)/\(a.frameRate.den)", "\(b.frameRate.num)/\(b.frameRate.den)")
            let ea = UnsafeBufferPointer(start: p.extradata, count: Int(p.extradata_size))
            let eb = UnsafeBufferPointer(start: q.extradata, count: Int(q.extradata_size))
            if !ea.elementsEqual(eb) { differences.append("codec headers (extradata: SPS/PPS) differ") }
            guard differences.isEmpty else {
                throw .invalidInput(
                    "\(b.path) cannot follow \(a.path) by stream copy: " + differences.joined(separator: ", ")
                        + " (render every part with the same options)")
            }
            let previous = parts[k - 1]
            guard b.firstPTS == previous.endPTS else {
                let tb = Double(a.timeBase.num) / Double(a.timeBase.den)
                throw .invalidInput(
                    "\(b.path) starts at \(Double(b.firstPTS) * tb) s but \(previous.path) ends at \(Double(previous.endPTS) * tb) s: "
                        + (b.firstPTS < previous.endPTS ? "they overlap" : "frames are missing between them")
                        + " (give the parts in order, all K of N)")
            }
        }
    }

    private static func pixelFormatName(_ format: Int32) -> String {
        av_get_pix_fmt_name(AVPixelFormat(rawValue: format)).map { String(cString: $0) } ?? "\(format)"
    }

    private static func write(_ parts: [Part], to output: String, format: String) throws(EncodeError) -> Result {
        let muxer = try Muxer(path: output, format: format)
        let out = try muxer.addStream()
        let first = parts[0]
        try AVError.check(avcodec_parameters_copy(out.pointee.codecpar, first.codecpar), "avcodec_parameters_copy")
        out.pointee.time_base = first.timeBase
        out.pointee.avg_frame_rate = first.frameRate
        out.pointee.r_frame_rate = first.frameRate
        // The parts' time scale also for the movie-level edit list (VideoSettings.segmentTimescale).
        let mov = ["mp4", "mov"].contains(format) && first.timeBase.num == 1
        try muxer.open(
            options: mov
                ? [
                    ("movflags", "+faststart"), ("movie_timescale", "\(first.timeBase.den)"),
                    ("video_track_timescale", "\(first.timeBase.den)"),
                ] : [])
        let packet = try Packet()
        var lastDTS = Int64.min
        var frames = 0
        // On a failure the half-written file is left to the caller (AtomicOutput removes its temporary).
        for part in parts {
            let demuxer = try Demuxer(path: part.path)
            let (stream, _) = try demuxer.bestVideoStream()
            while try demuxer.read(into: packet) {
                guard packet.raw.pointee.stream_index == stream.pointee.index else {
                    packet.unref()
                    continue
                }
                let dts = packet.raw.pointee.dts
                if dts != Int64.min {
                    guard dts > lastDTS else {
                        packet.unref()
                        throw EncodeError.invalidInput(
                            "\(part.path): decode timestamps go back at the join (\(dts) after \(lastDTS)); the parts were not made by one `render --shard` run"
                        )
                    }
                    lastDTS = dts
                }
                packet.raw.pointee.stream_index = 0
                packet.raw.pointee.pos = -1
                av_packet_rescale_ts(packet.raw, part.timeBase, out.pointee.time_base)
                frames += 1
                try muxer.write(packet)
            }
        }
        try muxer.finish()
        let tb = Double(first.timeBase.num) / Double(first.timeBase.den)
        return Result(
            frames: frames, start: Double(first.firstPTS) * tb, end: Double(parts[parts.count - 1].endPTS) * tb,
            codec: String(cString: avcodec_get_name(first.codecpar.pointee.codec_id)))
    }
}
