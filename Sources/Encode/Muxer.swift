// Muxer.swift: owns one output `AVFormatContext` and the file it writes (its `pb`).
// Rule: mux.c order: `avformat_alloc_output_context2` → `avformat_new_stream` → (open the codec) →
// `avio_open` → `avformat_write_header` → `av_interleaved_write_frame`… → `av_write_trailer` → close → free.
// The container is named explicitly, never guessed from the path (which may be a temporary name). Status: complete.

import CAV
import Glibc

/// One output container. `finish()` writes the trailer and closes the file; `deinit` only frees.
final class Muxer {
    let raw: UnsafeMutablePointer<AVFormatContext>
    let path: String
    private(set) var isOpen = false

    /// Allocates the context for container `format` ("mp4", "mov", "matroska" …). Creates no file.
    init(path: String, format: String) throws(EncodeError) {
        guard av_guess_format(format, nil, nil) != nil else {
            throw .unsupported("unknown container format \"\(format)\" (FFmpeg muxer names: mp4, mov, matroska …)")
        }
        var p: UnsafeMutablePointer<AVFormatContext>?
        let code = avformat_alloc_output_context2(&p, nil, format, path)
        guard code >= 0 else { throw AVError.error("avformat_alloc_output_context2(\(format))", code) }
        guard let p else { throw .allocation("avformat_alloc_output_context2") }
        raw = p
        self.path = path
    }

    deinit {
        if isOpen { avio_closep(&raw.pointee.pb) }
        avformat_free_context(raw)
    }

    /// Whether codecs must put SPS/PPS in extradata (`AV_CODEC_FLAG_GLOBAL_HEADER`), as mp4/mov/matroska require.
    var needsGlobalHeader: Bool { raw.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 }

    private var needsFile: Bool { raw.pointee.oformat.pointee.flags & AVFMT_NOFILE == 0 }

    /// `avformat_new_stream`; the stream is owned by the context.
    func addStream() throws(EncodeError) -> UnsafeMutablePointer<AVStream> {
        guard let stream = avformat_new_stream(raw, nil) else { throw .allocation("avformat_new_stream") }
        return stream
    }

    /// Creates the file (`avio_open`) and writes the header with muxer `options` (e.g. `movflags=+faststart`).
    /// After this, each stream's `time_base` is the one the muxer chose; packets must be rescaled to it.
    /// On failure the half-written file is closed and removed.
    func open(options: [(String, String)]) throws(EncodeError) {
        if needsFile {
            let code = avio_open(&raw.pointee.pb, path, AVIO_FLAG_WRITE)
            guard code >= 0 else { throw .io("cannot create \(path): \(AVError.message(code)) (avio_open)") }
            isOpen = true
        }
        var dictionary: OpaquePointer?
        defer { av_dict_free(&dictionary) }
        for (key, value) in options {
            try AVError.check(av_dict_set(&dictionary, key, value, 0), "av_dict_set(\(key))")
        }
        let code = avformat_write_header(raw, &dictionary)
        guard code >= 0 else {
            closeFile()
            unlink(path)
            throw AVError.error("avformat_write_header", code)
        }
    }

    /// `av_interleaved_write_frame`: takes ownership of the packet's reference and resets `packet`.
    func write(_ packet: Packet) throws(EncodeError) {
        try AVError.check(av_interleaved_write_frame(raw, packet.raw), "av_interleaved_write_frame")
    }

    /// `av_write_trailer` (for mp4 with faststart this rewrites the file with moov first), then closes the file.
    func finish() throws(EncodeError) {
        try AVError.check(av_write_trailer(raw), "av_write_trailer")
        if isOpen {
            isOpen = false
            try AVError.check(avio_closep(&raw.pointee.pb), "avio_closep")
        }
    }

    private func closeFile() {
        if isOpen {
            isOpen = false
            avio_closep(&raw.pointee.pb)
        }
    }
}
