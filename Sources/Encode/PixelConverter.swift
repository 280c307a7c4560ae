// PixelConverter.swift: owns one libswscale `SwsContext` (RGBA → yuv420p for encoding, YUV → RGBA for decoding).
// Rule: swscale defaults to BT.601 whatever the size, so the colour matrix and ranges are always set explicitly
// with `sws_setColorspaceDetails` (Remotion issue github.com/remotion-dev/remotion/issues/3263: "#008800 renders as
// #007300"). Flags SWS_BILINEAR|SWS_ACCURATE_RND|SWS_FULL_CHR_H_INP were the fastest accurate choice (measured on the
// build machine, FFmpeg 5.1 libswscale). Status: complete.

import CAV

/// One `SwsContext`, freed with `sws_freeContext`. Sizes are equal on both sides: it converts, never resizes.
final class PixelConverter {
    let raw: OpaquePointer
    let width: Int
    let height: Int

    /// `sws_getContext` for `width`×`height` from `source` to `destination` pixel format.
    init(width: Int, height: Int, source: AVPixelFormat, destination: AVPixelFormat, flags: Int32) throws(EncodeError) {
        guard
            let p = sws_getContext(
                Int32(width), Int32(height), source, Int32(width), Int32(height), destination, flags, nil, nil, nil)
        else {
            throw .unsupported(
                "sws_getContext: no conversion from \(PixelConverter.name(source)) to \(PixelConverter.name(destination)) at \(width)×\(height)"
            )
        }
        raw = p
        self.width = width
        self.height = height
    }

    deinit { sws_freeContext(raw) }

    /// `sws_setColorspaceDetails`: the YUV matrix (`SWS_CS_ITU709`, `SWS_CS_ITU601` …) of the source and of the
    /// destination, and whether each side is full range (0…255) rather than limited/MPEG range (Y 16…235,
    /// C 16…240). For an RGB side the matrix and range are ignored. Brightness 0, contrast and saturation 1.0
    /// (16.16 fixed point).
    func setColorspace(
        source: Int32, sourceFullRange: Bool, destination: Int32, destinationFullRange: Bool
    ) throws(EncodeError) {
        let code = sws_setColorspaceDetails(
            raw, sws_getCoefficients(source), sourceFullRange ? 1 : 0, sws_getCoefficients(destination),
            destinationFullRange ? 1 : 0, 0, 1 << 16, 1 << 16)
        guard code >= 0 else {
            throw .unsupported("sws_setColorspaceDetails: colour details not supported for this conversion")
        }
    }

    /// `sws_scale` of the whole picture. Plane pointers and strides (bytes) as in `AVFrame.data`/`linesize`.
    func convert(
        source: [UnsafePointer<UInt8>?], sourceStrides: [Int32],
        destination: [UnsafeMutablePointer<UInt8>?], destinationStrides: [Int32]
    ) throws(EncodeError) {
        let rows = sws_scale(raw, source, sourceStrides, 0, Int32(height), destination, destinationStrides)
        guard rows > 0 else { throw AVError.error("sws_scale", rows < 0 ? rows : AVError.code(errno: EINVAL)) }
    }

    /// `av_get_pix_fmt_name`, for messages.
    static func name(_ format: AVPixelFormat) -> String {
        av_get_pix_fmt_name(format).map { String(cString: $0) } ?? "pixel format \(format.rawValue)"
    }
}
