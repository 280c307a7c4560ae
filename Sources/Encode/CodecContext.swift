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

    /// `avcodec_open2` with no extra options.
    func open() throws(EncodeError) {
        try AVError.check(avcodec_open2(raw, codec, nil), "avcodec_open2(\(String(cString: codec.pointee.name)))")
    }
}
