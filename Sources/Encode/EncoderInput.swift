// EncoderInput.swift: one frame converted from RGBA8 to the encoder's stored pixel format before it is sent, so the
// conversion can run on the thread that rendered the frame instead of the one thread that feeds the encoder.
// Rule: libswscale's `SwsContext` is not shared between threads (swscale.h: one context per concurrent scaler), so
// each input owns one, configured exactly as VideoEncoder's own (same flags and colour details: the same bytes).
// x264 keeps no reference to a sent frame (libavcodec/libx264.c copies the picture in `x264_encoder_encode`); for
// encoders that do, `av_frame_make_writable` before each reuse copies (mux.c). Why: libx264's lookahead starts only
// when it holds `rc-lookahead` (40) frames, and until then the feeding thread's RGBA → Y′CbCr conversion is the one
// thing running (bench/README.md "Where a whole render's time goes"). Status: complete.

import CAV

/// A picture in a `VideoSettings`' stored pixel format, filled from premultiplied RGBA8 and then handed to
/// `VideoEncoder.send(_:)`. Used by one thread at a time (a frame pipeline's buffer is).
public final class EncoderInput: @unchecked Sendable {
    let frame: Frame
    private let converter: PixelConverter
    private let keepsAlpha: Bool
    private let width: Int
    private let height: Int

    /// A picture for `settings` (validated by the caller, as `VideoEncoder.init` does).
    public convenience init(settings: VideoSettings) throws(EncodeError) {
        try self.init(settings: settings, plan: try CodecPlan(settings))
    }

    init(settings: VideoSettings, plan: CodecPlan) throws(EncodeError) {
        let frame = try Frame(format: plan.pixelFormat, width: settings.width, height: settings.height)
        let tags = ColourTags(yuv: plan.isYUV)
        frame.raw.pointee.color_primaries = tags.primaries
        frame.raw.pointee.color_trc = tags.transfer
        frame.raw.pointee.colorspace = tags.matrix
        frame.raw.pointee.color_range = tags.range
        let converter = try PixelConverter(
            width: settings.width, height: settings.height, source: AV_PIX_FMT_RGBA, destination: plan.pixelFormat,
            flags: plan.scaleFlags)
        if plan.isYUV {
            try converter.setColorspace(
                source: SWS_CS_ITU709, sourceFullRange: true, destination: SWS_CS_ITU709, destinationFullRange: false)
        }
        self.frame = frame
        self.converter = converter
        self.keepsAlpha = plan.keepsAlpha
        self.width = settings.width
        self.height = settings.height
    }

    /// Converts one frame of premultiplied sRGB RGBA8, rows top to bottom, `bytesPerRow` ≥ width·4 bytes apart.
    /// Without alpha in the stored format alpha is ignored (premultiplied colour is the colour over black); with it
    /// the pixels are un-premultiplied first (the codecs store straight alpha).
    public func load(rgba: UnsafePointer<UInt8>, bytesPerRow: Int) throws(EncodeError) {
        precondition(bytesPerRow >= width * 4, "bytesPerRow \(bytesPerRow) < width·4")
        try frame.makeWritable()
        if keepsAlpha {
            let straight = PNGWriter.unpremultiplied(rgba: rgba, width: width, height: height, bytesPerRow: bytesPerRow)
            try straight.withUnsafeBufferPointer { (buffer) throws(EncodeError) in
                try converter.convert(
                    source: [buffer.baseAddress!, nil, nil, nil], sourceStrides: [Int32(width * 4), 0, 0, 0],
                    destination: frame.planes, destinationStrides: frame.lineSizes)
            }
        } else {
            try converter.convert(
                source: [rgba, nil, nil, nil], sourceStrides: [Int32(bytesPerRow), 0, 0, 0],
                destination: frame.planes, destinationStrides: frame.lineSizes)
        }
    }
}
