// EncoderMemoryTests.swift: the x264 memory estimate against the peak RSS measured on the build machine, and when
// `anim render` warns. Rule: EncoderMemory.swift (model and measured points, README "Memory"). Status: complete.

import Encode
import Testing

struct EncoderMemoryTests {
    static func settings(_ w: Int, _ h: Int, _ preset: String, lookahead: Int? = nil) -> VideoSettings {
        var s = VideoSettings(width: w, height: h, frameRateNumerator: 24, frameRateDenominator: 1, preset: preset)
        s.lookahead = lookahead
        return s
    }

    /// Peak RSS of `anim render scenes/orbit.scene --scale S --preset P` (KB, /usr/bin/time %M), 2 vCPU.
    @Test(
        "estimates are within 5 % of the measured peaks",
        arguments: [
            (1280, 720, "ultrafast", 115_952), (1280, 720, "medium", 290_840), (1920, 1080, "veryfast", 332_516),
            (1920, 1080, "medium", 539_436), (1920, 1080, "slow", 610_284), (3840, 2160, "ultrafast", 402_032),
            (3840, 2160, "veryfast", 1_017_844), (3840, 2160, "medium", 1_800_984), (3840, 2160, "slow", 2_058_416),
        ])
    func matchesMeasurements(w: Int, h: Int, preset: String, kilobytes: Int) throws {
        let estimate = try #require(EncoderMemory.estimate(Self.settings(w, h, preset)))
        let measured = Double(kilobytes * 1024)
        #expect(abs(Double(estimate) - measured) / measured < 0.05, "\(w)×\(h) \(preset): \(estimate) vs \(measured)")
    }

    @Test("1080p medium stays under the warning; 4K medium is over it and the warning names the way down")
    func warnsAt4K() throws {
        #expect(try #require(EncoderMemory.estimate(Self.settings(1920, 1080, "medium"))) < EncoderMemory.warningBytes)
        let big = Self.settings(3840, 2160, "medium")
        let need = try #require(EncoderMemory.estimate(big))
        #expect(need > EncoderMemory.warningBytes)
        let text = EncoderMemory.warning(big, bytes: need)
        #expect(text.contains("3840×2160") && text.contains("40 frames") && text.contains("--lookahead 10"))
        // A shorter lookahead lowers the estimate by 3.2 bytes per pixel per frame.
        let shorter = try #require(EncoderMemory.estimate(Self.settings(3840, 2160, "medium", lookahead: 10)))
        #expect(abs(need - shorter - 796_262_400) < 2)
        var prores = big
        prores.codec = .prores
        #expect(EncoderMemory.estimate(prores) == nil)
    }
}
