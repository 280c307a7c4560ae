// EncoderMemory.swift: how much memory an x264/x265 encode will take, from the frame size, the preset's lookahead
// and the threads, so `anim render` can warn before a 4K encode needs gigabytes.
// Rule: issue #21 (1080p RSS 510 MB and 4K 1.75 GB came from libx264's `medium` lookahead, not from anim; users
// were not told); x264 common/base.c (`x264_param_default_preset`: rc-lookahead per preset) and encoder/encoder.c
// (frames held: lookahead + B-frames + threads × frame threads). Status: complete.
//
// Model, fitted to whole `anim render` runs of scenes/orbit.scene at 1280×720, 1920×1080 and 3840×2160 with presets
// ultrafast, veryfast, medium and slow on the 2-vCPU build machine (peak RSS by `/usr/bin/time`; table in README
// "Memory"; within 3 % of every point):
//     bytes ≈ base + pixels × (b + 3.2 × lookahead),  base = 80 MiB and b = 40 for ultrafast and superfast (no
//     B-frames, one reference, no lookahead thread), else base = 105 MiB and b = 80.
// Each lookahead frame costs ~3.2 bytes per pixel (its 4:2:0 picture and half-resolution copy); the rest is the
// reference and B-frames, x264's frame threads and anim's own frames in flight. More cores run more x264 frame
// threads, so the estimate is a lower bound there.

/// The memory model of the x264/x265 encoders (see the file header).
public enum EncoderMemory {
    /// Above this the render warns (1 GiB).
    public static let warningBytes = 1 << 30
    /// Whether `preset` is one of x264's two without B-frames, lookahead or a second reference.
    static func isBare(_ preset: String) -> Bool { preset == "ultrafast" || preset == "superfast" }

    /// Process memory that does not grow with the frame (libraries, fonts, code, x264's threads).
    static func baseBytes(preset: String) -> Double { (isBare(preset) ? 80 : 105) * 1_048_576 }

    /// Bytes per pixel the encode holds with `preset` and `lookahead` frames of lookahead.
    static func perPixel(preset: String, lookahead: Int) -> Double {
        (isBare(preset) ? 40 : 80) + lookaheadBytesPerPixel * Double(lookahead)
    }

    /// Bytes a pixel each frame of x264's lookahead holds (the model's slope in rc-lookahead).
    static let lookaheadBytesPerPixel = 3.2

    /// x264's rc-lookahead per preset (x264 common/base.c).
    public static func presetLookahead(_ preset: String) -> Int {
        switch preset {
        case "ultrafast", "superfast": 0
        case "veryfast": 10
        case "faster": 20
        case "fast": 30
        case "medium": 40
        case "slow": 50
        default: 60
        }
    }

    /// Estimated peak bytes of a whole `anim render` with `settings`; nil for codecs without a
    /// lookahead (ProRes, FFV1, VP9, APNG, GIF).
    public static func estimate(_ settings: VideoSettings) -> Int? {
        guard settings.codec == .h264 || settings.codec == .hevc else { return nil }
        let lookahead = settings.lookahead ?? presetLookahead(settings.preset)
        let pixels = Double(settings.width * settings.height)
        let preset = settings.preset
        return Int(baseBytes(preset: preset) + pixels * perPixel(preset: preset, lookahead: lookahead))
    }

    /// The bytes libx264 allocates for its lookahead frames (`3.2 × lookahead` bytes per pixel, the model above) as
    /// the first frames arrive; 0 for other codecs and for presets without a lookahead. What anim faults in ahead of
    /// them (AnimKit EncoderHeapWarmup.swift).
    public static func lookaheadBytes(_ settings: VideoSettings) -> Int {
        guard settings.codec == .h264 else { return 0 }
        let lookahead = settings.lookahead ?? presetLookahead(settings.preset)
        return Int(Double(settings.width * settings.height) * lookaheadBytesPerPixel * Double(lookahead))
    }

    /// The warning for an estimate over `warningBytes`, with what would bring it down.
    public static func warning(_ settings: VideoSettings, bytes: Int) -> String {
        func gb(_ b: Int) -> String { "\((Double(b) / 1e8).rounded() / 10) GB" }
        var shorter = settings
        shorter.lookahead = 10
        var fastest = settings
        (fastest.preset, fastest.lookahead) = ("ultrafast", nil)
        return "x264 preset \(settings.preset) at \(settings.width)×\(settings.height) will need about \(gb(bytes)) "
            + "of memory, mostly its lookahead of \(settings.lookahead ?? presetLookahead(settings.preset)) frames; "
            + "--lookahead 10 needs about \(gb(estimate(shorter) ?? bytes)), --preset ultrafast about "
            + "\(gb(estimate(fastest) ?? bytes))"
    }
}
