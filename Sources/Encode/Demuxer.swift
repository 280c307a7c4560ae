// Demuxer.swift: owns one input `AVFormatContext` (an opened container file).
// Rule: docs/ARCHITECTURE.md "C handles"; demux_decode.c order: `avformat_open_input` → `avformat_find_stream_info` →
// `av_find_best_stream` → `av_read_frame`… → `avformat_close_input`. Status: complete.

import CAV

/// One opened input file, closed with `avformat_close_input`.
final class Demuxer {
    let raw: UnsafeMutablePointer<AVFormatContext>
    let path: String

    /// Opens `path`, probing the container from its bytes, and reads stream parameters. A missing file throws
    /// `.io`; an unrecognisable or damaged one `.invalidInput`.
    init(path: String) throws(EncodeError) {
        var p: UnsafeMutablePointer<AVFormatContext>?
        let opened = avformat_open_input(&p, path, nil, nil)
        guard opened >= 0, let context = p else { throw AVError.inputError("avformat_open_input", opened, path: path) }
        let probed = avformat_find_stream_info(context, nil)
        guard probed >= 0 else {
            avformat_close_input(&p)
            throw AVError.inputError("avformat_find_stream_info", probed, path: path)
        }
        raw = context
        self.path = path
    }

    deinit {
        var p: UnsafeMutablePointer<AVFormatContext>? = raw
        avformat_close_input(&p)
    }

    /// `av_find_best_stream` for video: the stream and a decoder for it. Other streams are set to be discarded,
    /// so `read` skips their payloads.
    func bestVideoStream() throws(EncodeError) -> (
        stream: UnsafeMutablePointer<AVStream>, decoder: UnsafePointer<AVCodec>
    ) {
        var decoder: UnsafePointer<AVCodec>?
        let index = av_find_best_stream(raw, AVMEDIA_TYPE_VIDEO, -1, -1, &decoder, 0)
        guard index >= 0 else { throw AVError.inputError("av_find_best_stream(video)", index, path: path) }
        guard let decoder, let stream = raw.pointee.streams[Int(index)] else {
            throw .unsupported("\(path): no decoder for its video stream (av_find_best_stream)")
        }
        for i in 0..<Int(raw.pointee.nb_streams) where i != Int(index) {
            raw.pointee.streams[i]?.pointee.discard = AVDISCARD_ALL
        }
        return (stream, decoder)
    }

    /// `av_read_frame`: the next packet of any stream into `packet` (the caller unrefs it). Returns false at
    /// the end of the file; a read or parse failure throws.
    func read(into packet: Packet) throws(EncodeError) -> Bool {
        let code = av_read_frame(raw, packet.raw)
        if code == AVError.endOfFile { return false }
        guard code >= 0 else { throw AVError.inputError("av_read_frame", code, path: path) }
        return true
    }
}
