// VideoEncoder+Stages.swift: a video frame's two steps — conversion (RGBA → the stored format: YCbCr420Converter or
// swscale) and encoding (libx264's copy of the picture and its lookahead analysis, then muxing) — as two calls that
// two threads can make, so one frame converts while the one before it is encoded.
// Rule: libavcodec's send/receive API (doc/examples/encode_video.c): `avcodec_send_frame` references the picture's
// buffers only until the encoder has taken the frame, so a picture may be filled again once `send` has returned (and
// `av_frame_make_writable` copies if it is still referenced, as in `send(rgba:bytesPerRow:)`). The conversion runs
// through the encoder's one converter, in frame order, so the stream's bytes are those of `send(rgba:bytesPerRow:)`.
// Why: before x264's lookahead fills, the thread feeding it is the run's critical path (bench/README.md "Where a whole
// render's time goes"). Status: complete for issue #21.
// A `WorkerConversion` (8-bit 4:2:0 without alpha only) converts on the thread that rendered the frame, while its
// pixels are still in that core's cache: YCbCr420Converter is a pure function of the pixels (its scratch rows are
// written before they are read), so one converter per worker gives the bytes of the encoder's own; swscale stays on
// one thread (bench/README.md "RGBA → stored format on the render threads").

/// A frame converted to the stream's stored format (`VideoEncoder.convert`), waiting for `VideoEncoder.send(_:)`.
public final class StoredPicture: @unchecked Sendable {
    let frame: Frame

    init(_ frame: Frame) { self.frame = frame }

    /// `picture`, made writable (a copy if the encoder still references its buffers), or a new one from `make`.
    static func writable(_ picture: StoredPicture?, else make: () throws(EncodeError) -> Frame) throws(EncodeError)
        -> StoredPicture
    {
        let target: StoredPicture
        if let picture { target = picture } else { target = StoredPicture(try make()) }
        try target.frame.makeWritable()
        return target
    }
}

extension VideoEncoder {
    /// Converts one frame of premultiplied sRGB RGBA8 (as `send(rgba:bytesPerRow:)` takes it) into `picture`, or
    /// into a new picture when it is nil. Calls come in frame order and do not overlap one another; they may overlap
    /// `send(_:)` on another thread.
    public func convert(
        rgba: UnsafePointer<UInt8>, bytesPerRow: Int, reusing picture: StoredPicture?
    ) throws(EncodeError) -> StoredPicture {
        let target = try StoredPicture.writable(picture, else: makePicture)
        try convert(rgba: rgba, bytesPerRow: bytesPerRow, into: target.frame)
        return target
    }

    /// Encodes a converted picture as the next frame; packets that come out are written to the file. Calls come in
    /// frame order, one at a time; the picture may be reused once this returns.
    public func send(_ picture: StoredPicture) throws(EncodeError) {
        try encodeConverted(picture.frame)
    }
}

/// A converter of its own for one render worker (`VideoEncoder.workerConversion()`): the frame it rendered is
/// converted there, and only the stored picture — 1.5 bytes a pixel instead of RGBA's 4 — waits for the encoder.
/// It may move between threads, but its calls must not overlap (its converter's scratch rows): hence
/// `@unchecked Sendable`.
public final class WorkerConversion: @unchecked Sendable {
    private let converter: YCbCr420Converter
    private let makePicture: () throws(EncodeError) -> Frame

    fileprivate init(_ converter: YCbCr420Converter, makePicture: @escaping () throws(EncodeError) -> Frame) {
        self.converter = converter
        self.makePicture = makePicture
    }

    /// `VideoEncoder.convert(rgba:bytesPerRow:reusing:)` with this worker's converter: the same bytes.
    public func convert(
        rgba: UnsafePointer<UInt8>, bytesPerRow: Int, reusing picture: StoredPicture?
    ) throws(EncodeError) -> StoredPicture {
        precondition(bytesPerRow >= converter.width * 4, "bytesPerRow \(bytesPerRow) < width·4")
        let target = try StoredPicture.writable(picture, else: makePicture)
        converter.convert(rgba: rgba, bytesPerRow: bytesPerRow, into: target.frame)
        return target
    }
}

extension VideoEncoder {
    /// Whether the stored format is converted by YCbCr420Converter (8-bit 4:2:0 without alpha), so render workers
    /// may convert with converters of their own (`workerConversion()`).
    public var convertsOnWorkers: Bool {
        if case .ycbcr420 = conversion { true } else { false }
    }

    /// A converter for one more thread when `convertsOnWorkers`; nil when swscale converts, which stays on the
    /// thread that calls `convert`.
    public func workerConversion() -> WorkerConversion? {
        guard case .ycbcr420(let own) = conversion else { return nil }
        let (plan, settings) = (self.plan, self.settings)
        return WorkerConversion(
            YCbCr420Converter(width: own.width, height: own.height, filter: own.filter),
            makePicture: { () throws(EncodeError) in try Self.picture(plan, settings) })
    }

    /// The bytes of one frame waiting for the encoder, for sizing how many may wait: a stored picture's planes when
    /// `convertsOnWorkers`, else the RGBA frame (which waits unconverted on that path).
    public var storedPictureBytes: Int {
        let (w, h) = (settings.width, settings.height)
        guard case .ycbcr420 = conversion else { return w * h * 4 }
        return w * h + 2 * ((w + 1) / 2) * ((h + 1) / 2)
    }
}
