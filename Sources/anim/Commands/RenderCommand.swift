// RenderCommand.swift: `anim render`: the table and the call into AnimKit's RenderRun.

import AnimKit
import Geometry
import Timeline

enum RenderCommand {
    static let table = CommandTable(
        name: "render", abstract: "Render a scene to a video (MP4, MOV, MKV, WebM) or a numbered PNG sequence.",
        positionals: [Positional(name: "SCENE", help: "the .scene file")],
        options: [
            Option(
                name: "--output", short: "-o", kind: .text("OUT"), required: true,
                help: "a .mp4 (H.264), .mov (ProRes 4444), .mkv (FFV1 lossless), .webm (VP9), .apng or .gif file,\n"
                    + "or a directory (DIR/) for --format png"),
            Option(
                name: "--format",
                kind: .choice(RenderRun.Format.allCases.map(\.rawValue)) { RenderRun.Format(rawValue: $0) },
                defaultValue: .described("from OUT"),
                help: "mp4, mov, mkv, webm, apng, gif, or png (numbered RGBA PNGs: DIR/frame_00000.png …)"),
            Option(
                name: "--codec",
                kind: .choice(RenderRun.codecNames, placeholder: "C") { RenderRun.Codec(rawValue: $0) },
                defaultValue: .described("from OUT"),
                help: "h264 or hevc (.mp4); prores, h264 or hevc (.mov); ffv1, h264, hevc or vp9 (.mkv);\n"
                    + "vp9 (.webm)"),
            Option(
                name: "--prores-profile", kind: .choice(RenderRun.proresProfiles, placeholder: "P") { $0 },
                defaultValue: .value("4444"), help: "ProRes profile: proxy, lt, standard, hq, 4444 (alpha), 4444xq"),
            Option(
                name: "--loop", kind: .integer("N", 0...65535, expected: "an integer 0…65535"),
                defaultValue: .value("0"), help: "animated images (.apng, .gif): play N times; 0 loops forever"),
            Option(
                name: "--dither", kind: .choice(RenderRun.dithers, placeholder: "D") { $0 },
                defaultValue: .value("sierra2_4a"),
                help: "GIF dithering (paletteuse): sierra2_4a, floyd_steinberg, bayer, sierra2, heckbert, none"),
            Option(
                name: "--pix-fmt", kind: .text("F"),
                defaultValue: .described("the codec's: yuv420p, ProRes by profile"),
                help: "stored pixel format, one the encoder takes: yuv420p, yuv422p, yuv444p, yuv420p10le …\n"
                    + "(anything beyond 4:2:0 8-bit limits where the file plays: the summary says so)"),
            Option(
                name: "--lossless", kind: .flag,
                help: "decoded frames equal the rendered ones exactly: libx264rgb (.mp4/.mov), FFV1 (.mkv),\n"
                    + "VP9 RGB (.webm), APNG; RGB H.264 plays only in FFmpeg-based players"),
            Option(
                name: "--matte", kind: .text("COLOR"), defaultValue: .described("black where alpha is not stored"),
                help: "composite transparent parts over COLOR (#RRGGBB or a name: white, blue …)"),
            .fps, .size, .scale, .frames, .seed,
            Option(
                name: "--crf", kind: .integer("N", RenderRun.crfRange, expected: "an integer 0…51"),
                defaultValue: .value("18"), help: "x264 quality, 0 (lossless) … 51"),
            Option(
                name: "--preset", kind: .choice(RenderRun.presets, placeholder: "P") { $0 },
                defaultValue: .value("medium"),
                help: "x264 preset: ultrafast … veryslow (a warning when it will need more than 1 GB)"),
            Option(
                name: "--lookahead", kind: .integer("N", 0...250, expected: "an integer 0…250"),
                defaultValue: .described("the preset's"),
                help: "frames x264/x265 look ahead (rc-lookahead): fewer save memory, cost some quality"),
            .pngCompression(default: "1 (fast)"),
            .threads,
            Option(
                name: "--loss", kind: .text("F.json"),
                help: "after encoding, decode the video and write per-frame PSNR/SSIM against the rendered\n"
                    + "frames (what the codec cost), in `anim diff --json`'s format"),
            Option(
                name: "--shard",
                kind: ValueKind(placeholder: "K/N", expected: "K/N with 1 ≤ K ≤ N, or auto") { ShardSpec($0) },
                help: "render only the K-th of N contiguous frame ranges as a closed-GOP segment with the\n"
                    + "clip's timestamps, for `anim concat`; auto as in `regress --shard`"),
            Option(name: "--quiet", short: "-q", kind: .flag, help: "no progress line"),
            .warningsAsErrors, .allowPath,
        ])

    static func run(_ a: ParsedArguments, _ console: Console) throws(CommandFailure) -> ExitStatus {
        try RenderRun(
            scene: a.positionals[0], output: a.value("--output")!, format: a.value("--format"), fps: a.value("--fps"),
            size: a.value("--size"), scale: a.value("--scale"), frames: a.value("--frames"), crf: a.value("--crf")!,
            preset: a.value("--preset")!, codec: a.value("--codec"), proresProfile: a.value("--prores-profile")!,
            loop: a.value("--loop")!, dither: a.value("--dither")!, pixelFormat: a.value("--pix-fmt"),
            lossless: a.flag("--lossless"), matte: a.value("--matte"), seed: a.value("--seed", as: Int.self).map { UInt64($0) },
            threads: a.value("--threads"), pngCompression: a.value("--png-compression"),
            lookahead: a.value("--lookahead"), quiet: a.flag("--quiet"),
            loss: a.value("--loss"), shard: a.value("--shard"), warnings: .printing(to: console, asErrors: a.flag("--warnings-as-errors"))
        ).run(console: console)
        return .ok
    }
}
