// SwscaleYCbCr420.swift: libswscale's RGBA → yuv420p conversion (BT.709, limited range) behind the interface of
// `YCbCr420Converter`, with the flags and colour details `VideoEncoder` used for it, so benchmarks and tests can
// compare the two on the same pictures.
// Rule: flags per CodecPlan.swift (SWS_BILINEAR, or SWS_AREA for VP9, with SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP);
// colour per PixelConverter.swift (the matrix and ranges always set explicitly). Status: complete.

import CAV

/// swscale converting premultiplied RGBA8 to yuv420p as the encoder did before `YCbCr420Converter`.
public final class SwscaleYCbCr420 {
    private let converter: PixelConverter

    /// An `SwsContext` for `width`×`height`, chroma reduced as `filter` names (SWS_BILINEAR or SWS_AREA).
    public init(width: Int, height: Int, filter: YCbCr420Converter.ChromaFilter = .bilinear) throws(EncodeError) {
        let reduction = filter == .bilinear ? SWS_BILINEAR : SWS_AREA
        converter = try PixelConverter(
            width: width, height: height, source: AV_PIX_FMT_RGBA, destination: AV_PIX_FMT_YUV420P,
            flags: reduction | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP)
        try converter.setColorspace(
            source: SWS_CS_ITU709, sourceFullRange: true, destination: SWS_CS_ITU709, destinationFullRange: false)
    }

    /// `sws_scale` of one picture, with `YCbCr420Converter.convert`'s arguments.
    public func convert(
        rgba: UnsafePointer<UInt8>, bytesPerRow: Int,
        luma: UnsafeMutablePointer<UInt8>, lumaStride: Int,
        cb: UnsafeMutablePointer<UInt8>, cbStride: Int,
        cr: UnsafeMutablePointer<UInt8>, crStride: Int
    ) throws(EncodeError) {
        try converter.convert(
            source: [rgba, nil, nil, nil], sourceStrides: [Int32(bytesPerRow), 0, 0, 0],
            destination: [luma, cb, cr, nil],
            destinationStrides: [Int32(lumaStride), Int32(cbStride), Int32(crStride), 0])
    }
}
