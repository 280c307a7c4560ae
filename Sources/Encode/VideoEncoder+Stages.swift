// VideoEncoder+Stages.swift: a video frame's two steps — conversion (RGBA → the stored format: YCbCr420Converter or
// swscale) and encoding (libx264's copy of the picture and its lookahead analysis, then muxing) — as two calls that
// two threads can make, so one frame converts while the one before it is encoded.
// Rule: libavcodec's send/receive API (doc/examples/encode_video.c): `avcodec_send_frame` references the picture's
// buffers only until the encoder has taken the frame, so a picture may be filled again once `send` has returned (and
// `av_frame_make_writable` copies if it is still referenced, as in `send(rgba:bytesPerRow:)`). The conversion runs
// through the encoder's one converter, in frame order, so the stream's bytes are those of `send(rgba:bytesPerRow:)`.
// Why: before x264's lookahead fills, the thread feeding it is the run's critical path (bench/README.md "Where a whole
// render's time goes"). Status: complete for issue #21.

/// A frame converted to the stream's stored format (`VideoEncoder.convert`), waiting for `VideoEncoder.send(_:)`.
public final class StoredPicture: @unchecked Sendable {
    let frame: Frame

    init(_ frame: Frame) { self.frame = frame }
}

extension VideoEncoder {
    /// Converts one frame of premultiplied sRGB RGBA8 (as `send(rgba:bytesPerRow:)` takes it) into `picture`, or
    /// into a new picture when it is nil. Calls come in frame order and do not overlap one another; they may overlap
    /// `send(_:)` on another thread.
    public func convert(
        rgba: UnsafePointer<UInt8>, bytesPerRow: Int, reusing picture: StoredPicture?
    ) throws(EncodeError) -> StoredPicture {
        let target: StoredPicture
        if let picture { target = picture } else { target = StoredPicture(try makePicture()) }
        try target.frame.makeWritable()
        try convert(rgba: rgba, bytesPerRow: bytesPerRow, into: target.frame)
        return target
    }

    /// Encodes a converted picture as the next frame; packets that come out are written to the file. Calls come in
    /// frame order, one at a time; the picture may be reused once this returns.
    public func send(_ picture: StoredPicture) throws(EncodeError) {
        try encodeConverted(picture.frame)
    }
}
