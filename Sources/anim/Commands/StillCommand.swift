// StillCommand.swift: `anim still SCENE [--time T | --frame N] -o F.png [--size WxH] [--scale S]`.
// Status: complete for issue #2.

import Render

struct StillCommand {
    static let name = "still"
    static let abstract = "Render one frame of a scene to an RGBA PNG."
    static let usage = """
        usage: anim still SCENE -o F.png [--time T | --frame N] [--size WxH] [--scale S]
          --time T     seconds into the scene (default 0); the frame index is floor(T · fps)
          --frame N    frame index (time N / fps)
        """

    let frames: SceneFrames
    let output: String
    let time: Double
    let frame: Int

    init(_ args: [String]) throws(CommandFailure) {
        let a = try Arguments(
            args, options: ["-o", "--output", "--time", "--frame", "--size", "--scale", "--fps"], flags: [])
        guard a.positionals.count == 1 else { throw .usage("expected one SCENE\n\(StillCommand.usage)") }
        guard let out = a.value("-o") ?? a.value("--output") else {
            throw .usage("missing -o F.png\n\(StillCommand.usage)")
        }
        output = out
        let size = try a.value("--size", "WIDTHxHEIGHT in points", OptionParsing.size)
        let scale = try a.value("--scale", "a positive number", OptionParsing.positive)
        let fps = try a.value("--fps", "a positive rate", OptionParsing.frameRate)
        frames = try SceneFrames(path: a.positionals[0], fps: fps, size: size, scale: scale)
        let t = try a.value("--time", "seconds, 0 or more") { Double($0).flatMap { $0 >= 0 && $0.isFinite ? $0 : nil } }
        let n = try a.value("--frame", "a frame index, 0 or more") { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
        if t != nil && n != nil { throw .usage("give --time or --frame, not both") }
        if let n {
            frame = n
            time = frames.fps.seconds(ofFrame: n)
        } else {
            time = t ?? 0
            frame = Int((time * frames.fps.doubleValue + 1e-9).rounded(.down))
        }
    }

    func run() throws(CommandFailure) {
        let fb = Framebuffer(width: frames.pixelWidth, height: frames.pixelHeight)
        try frames.render(time: time, frame: frame, into: fb)
        try AtomicOutput.writePNG(fb, to: output)
    }
}
