// Packet.swift: owns one `AVPacket` (compressed data between codec and container).
// Rule: docs/ARCHITECTURE.md "C handles"; encode_video.c/mux.c reuse one packet: `av_interleaved_write_frame` takes
// ownership of its reference and resets it, and a reader unrefs it after `avcodec_send_packet`. Status: complete.

import CAV

/// One `AVPacket`, freed with `av_packet_free`.
final class Packet {
    let raw: UnsafeMutablePointer<AVPacket>

    init() throws(EncodeError) {
        guard let p = av_packet_alloc() else { throw .allocation("av_packet_alloc") }
        raw = p
    }

    deinit {
        var p: UnsafeMutablePointer<AVPacket>? = raw
        av_packet_free(&p)
    }

    /// `av_packet_unref`: drops the payload, keeping the packet for reuse.
    func unref() { av_packet_unref(raw) }
}
