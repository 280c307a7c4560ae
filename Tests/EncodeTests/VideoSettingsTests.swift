// VideoSettingsTests.swift: which settings `validate()` accepts, and that it names the offending value.
// Rule: yuv420p needs even sides; x264 presets from x264.h; crf range 0…51 (x264 --help). Status: complete.

import Encode
import Testing

struct VideoSettingsTests {
    @Test("defaults are crf 18, preset medium, auto threads, integer rate")
    func defaults() {
        let s = VideoSettings(width: 800, height: 450, frameRateNumerator: 24)
        #expect(s.crf == 18)
        #expect(s.preset == "medium")
        #expect(s.threads == 0)
        #expect(s.frameRateDenominator == 1)
    }

    @Test(
        "invalid settings throw .unsupported naming the value",
        arguments: [
            (VideoSettings(width: 801, height: 450, frameRateNumerator: 24), "801×450"),
            (VideoSettings(width: 800, height: 451, frameRateNumerator: 24), "800×451"),
            (VideoSettings(width: 0, height: 450, frameRateNumerator: 24), "0×450"),
            (VideoSettings(width: 800, height: 450, frameRateNumerator: 0), "0/1"),
            (VideoSettings(width: 800, height: 450, frameRateNumerator: 24, frameRateDenominator: -1), "24/-1"),
            (VideoSettings(width: 800, height: 450, frameRateNumerator: 24, crf: 52), "52"),
            (VideoSettings(width: 800, height: 450, frameRateNumerator: 24, preset: "quick"), "quick"),
            (VideoSettings(width: 800, height: 450, frameRateNumerator: 24, threads: -1), "-1"),
        ])
    func rejects(settings: VideoSettings, named: String) {
        let error = #expect(throws: EncodeError.self) { try settings.validate() }
        guard case .unsupported(let message)? = error else {
            Issue.record("expected .unsupported, got \(String(describing: error))")
            return
        }
        #expect(message.contains(named), "\(message)")
    }

    @Test("every x264 preset and the NTSC rate are accepted", arguments: VideoSettings.presets)
    func accepts(preset: String) throws {
        try VideoSettings(
            width: 1920, height: 1080, frameRateNumerator: 30000, frameRateDenominator: 1001, preset: preset
        ).validate()
    }
}
