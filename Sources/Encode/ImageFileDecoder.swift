// ImageFileDecoder.swift: one picture file (PNG, JPEG, WebP) to premultiplied sRGB RGBA8, for `Image("name")`.
// Rule: PNG through libpng's simplified API (PNGReader.swift: any colour type and bit depth, alpha kept); JPEG and
// WebP through libavformat/libavcodec's image decoders (the `image2`/`webp_pipe` demuxers, as `ffmpeg -i x.jpg`),
// converted with the stream's tagged matrix (JPEG is full-range BT.601). A WebP with alpha decodes to `argb`
// (lossless, FFmpeg libavcodec/webp.c) or `yuva420p` (lossy with an ALPH chunk); VideoDecoder.swift converts either
// to RGBA with its alpha and premultiplies it. No new dependency. Status: complete for issue #15.

/// Decodes picture files for the scene's image catalog.
public enum ImageFileDecoder {
    /// The picture at `path`, premultiplied RGBA8; a missing, unreadable or corrupt file throws.
    public static func decode(path: String) throws(EncodeError) -> RGBAImage {
        if path.lowercased().hasSuffix(".png") { return try PNGReader.read(path: path) }
        let decoder = try VideoDecoder(path: path)
        guard let (image, _) = try decoder.nextFrame() else {
            throw .invalidInput("\(path): no picture in the file")
        }
        return image
    }
}
