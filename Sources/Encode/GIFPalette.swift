// GIFPalette.swift: the first pass of a two-pass GIF: every frame through libavfilter's palettegen, which keeps only
// colour statistics, so the palette of a clip of any length is made in memory independent of its frame count.
// Rule: doc/filters.texi "palettegen" (`stats_mode=full`: one palette from all frames; the palette, a 16×16 image,
// is emitted at end of stream); the second pass feeds it to paletteuse (GIFEncoder.swift). Status: complete.

import CAV

/// Collects the colour statistics of a clip's frames; `palette()` ends the pass and returns the palette.
public final class GIFPalette {
    private let width: Int
    private let height: Int
    private let graph: FilterGraph
    private let input: Frame
    private var made: Frame?
    private var count = 0

    public init(width: Int, height: Int, frameRateNumerator: Int, frameRateDenominator: Int = 1) throws(EncodeError) {
        guard width > 0, height > 0, width <= 65535, height <= 65535, frameRateNumerator > 0, frameRateDenominator > 0
        else { throw .unsupported("GIF size must be 1…65535 pixels per side and the rate positive") }
        LibAVLog.configure()
        self.width = width
        self.height = height
        let timeBase = AVRational(num: Int32(frameRateDenominator), den: Int32(frameRateNumerator))
        graph = try FilterGraph(
            sources: [("in", Self.bufferArguments(width: width, height: height, timeBase: timeBase))],
            filters: "[in]palettegen=stats_mode=full")
        input = try Frame(format: AV_PIX_FMT_RGBA, width: width, height: height)
    }

    /// Adds one premultiplied sRGB RGBA8 frame to the statistics (un-premultiplied, as GIFEncoder sends it).
    public func add(rgba: UnsafePointer<UInt8>, bytesPerRow: Int) throws(EncodeError) {
        precondition(made == nil, "GIFPalette.add after palette()")
        try input.fillStraight(rgba: rgba, bytesPerRow: bytesPerRow)
        input.raw.pointee.pts = Int64(count)
        count += 1
        try graph.push(input)
    }

    /// Ends the pass (once) and returns the palette frame.
    func palette() throws(EncodeError) -> Frame {
        if let made { return made }
        try graph.push(nil)
        let frame = try Frame()
        guard try graph.pull(into: frame) else { throw .unsupported("palettegen made no palette (no frames?)") }
        made = frame
        return frame
    }

    /// `buffer` source arguments for straight RGBA frames of the clip.
    static func bufferArguments(width: Int, height: Int, timeBase: AVRational) -> String {
        "video_size=\(width)x\(height):pix_fmt=rgba:time_base=\(timeBase.num)/\(timeBase.den):pixel_aspect=1/1"
    }

    /// `buffer` source arguments for the palette frame palettegen made.
    static func bufferArguments(of palette: Frame, timeBase: AVRational) -> String {
        let p = palette.raw.pointee
        let format = PixelConverter.name(AVPixelFormat(rawValue: p.format))
        return
            "video_size=\(p.width)x\(p.height):pix_fmt=\(format):time_base=\(timeBase.num)/\(timeBase.den):pixel_aspect=1/1"
    }
}
