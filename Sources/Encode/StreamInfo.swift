// StreamInfo.swift: what a written video file says about its video stream, read back through libavformat — the
// facts a summary line reports (codec, profile, pixel format, size, frames, duration), as a player will see them.
// Rule: demux_decode.c (`avformat_open_input` → `avformat_find_stream_info`); profile names from
// `avcodec_profile_name` (libavcodec/profiles.c), the same table ffprobe prints. Status: complete.

import CAV

/// The video stream of a finished file, as a demuxer sees it.
public struct StreamInfo: Sendable, Equatable {
    /// libavcodec's codec name (`h264`, `hevc`, `prores`, `vp9`, `ffv1`, `apng`, `gif`).
    public var codec: String
    /// The profile name (`High`, `High 4:4:4 Predictive`, `Main 10`, `4444` …), nil when the codec has none.
    public var profile: String?
    /// The stored pixel format (`yuv420p`, `gbrp`, `yuva444p10le` …).
    public var pixelFormat: String
    public var width: Int
    public var height: Int

    /// Opens `path` and reads its best video stream's parameters; a file that cannot be demuxed throws.
    public init(path: String) throws(EncodeError) {
        LibAVLog.configure()
        let demuxer = try Demuxer(path: path)
        let (stream, _) = try demuxer.bestVideoStream()
        let p = stream.pointee.codecpar.pointee
        codec = avcodec_get_name(p.codec_id).map { String(cString: $0) } ?? "unknown"
        profile =
            p.profile == FF_PROFILE_UNKNOWN
            ? nil : avcodec_profile_name(p.codec_id, p.profile).map { String(cString: $0) }
        pixelFormat = PixelConverter.name(AVPixelFormat(rawValue: p.format))
        width = Int(p.width)
        height = Int(p.height)
    }
}
