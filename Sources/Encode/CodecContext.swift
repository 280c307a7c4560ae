// CodecContext.swift: owns one `AVCodecContext`, for the libx264 encoder or any video decoder.
// Rule: docs/ARCHITECTURE.md "C handles"; encode_video.c/mux.c order: alloc context → set fields and private options →
// `avcodec_open2`. Status: complete.

import CAV

/// One `AVCodecContext`, freed with `avcodec_free_context`.
final class CodecContext {
    let raw: UnsafeMutablePointer<AVCodecContext>
    let codec: UnsafePointer<AVCodec>

    init(codec: UnsafePointer<AVCodec>) throws(EncodeError) {
        guard let p = avcodec_alloc_context3(codec) else { throw .allocation("avcodec_alloc_context3") }
        raw = p
        self.codec = codec
    }

    deinit {
        var p: UnsafeMutablePointer<AVCodecContext>? = raw
        avcodec_free_context(&p)
    }

    /// `av_opt_set(priv_data, name, value, 0)`: a codec-private option such as libx264's `crf` or `preset`.
    /// Must precede `open()`.
    func setPrivateOption(_ name: String, _ value: String) throws(EncodeError) {
        try AVError.check(av_opt_set(raw.pointee.priv_data, name, value, 0), "av_opt_set(\(name)=\(value))")
    }

    /// encode_video.c `encode()`: send `frame` (nil flushes), then drain packets until EAGAIN (wants more input)
    /// or EOF (fully flushed) — neither is an error. Each packet is given a one-frame duration when the encoder left
    /// none (without it the muxer cannot know the last sample's length: 3.000 s, not 2.958 s), rescaled once from the
    /// codec time base to `stream`'s, and handed to `muxer`, which takes its reference. `at` names the call in errors.
    func encode(
        _ frame: Frame?, into stream: UnsafeMutablePointer<AVStream>, of muxer: Muxer, using packet: Packet,
        at: String
    ) throws(EncodeError) {
        try AVError.check(avcodec_send_frame(raw, frame?.raw), "avcodec_send_frame (\(at))")
        while true {
            let code = avcodec_receive_packet(raw, packet.raw)
            if code == AVError.again || code == AVError.endOfFile { return }
            try AVError.check(code, "avcodec_receive_packet (\(at))")
            if packet.raw.pointee.duration == 0 { packet.raw.pointee.duration = 1 }
            av_packet_rescale_ts(packet.raw, raw.pointee.time_base, stream.pointee.time_base)
            packet.raw.pointee.stream_index = stream.pointee.index
            try muxer.write(packet)
        }
    }

    /// `avcodec_open2` with no extra options.
    func open() throws(EncodeError) {
        try AVError.check(avcodec_open2(raw, codec, nil), "avcodec_open2(\(String(cString: codec.pointee.name)))")
    }
}
