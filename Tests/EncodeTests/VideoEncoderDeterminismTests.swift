// VideoEncoderDeterminismTests.swift: one process encoding the same frames to H.264 three times writes the same bytes
// three times, whatever its heap held before each encode (anim's rule: the same scene gives the same output on every
// run; tests, `anim preview`, `anim watch` and library users encode more than once per process).
// Rule: glibc mallopt(3) `M_PERTURB`: while it is set, every allocation's bytes start as `value ^ 0xff` — the
// leftovers x264 would read from a reused heap, made explicit. Status: complete.

import Encode
import Foundation
import TestSupport
import Testing

@Suite(.serialized)
struct VideoEncoderDeterminismTests {
    /// glibc's `mallopt`, looked up at run time: Swift's Glibc module does not import <malloc.h>.
    static let mallopt: @convention(c) (Int32, Int32) -> Int32 = {
        let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt")  // RTLD_DEFAULT
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    }()
    /// <malloc.h> `M_PERTURB`.
    static let perturb: Int32 = -6

    /// 96×54 is 6 macroblocks a row, not a multiple of 8: the width at which libx264's AVX-512 macroblock-tree code
    /// reads the padding past its arrays (Encode/X264Assembly.swift).
    @Test("H.264: the same 30 frames encoded three times in one process, over heaps holding 0xAA, 0x55 and 0x00")
    func sameBytesEachEncode() throws {
        var files: [Data] = []
        for fill: Int32 in [0x55, 0xAA, 0xFF] {
            let file = TemporaryFile("determinism.mp4")
            defer { file.remove() }
            #expect(Self.mallopt(Self.perturb, fill) == 1)
            defer { _ = Self.mallopt(Self.perturb, 0) }
            let settings = VideoSettings(width: 96, height: 54, frameRateNumerator: 24)
            try Frames.encode(to: file.path, settings: settings, count: 30) {
                VideoEncoderStagesTests.frame($0, alpha: false)
            }
            files.append(try Data(contentsOf: URL(fileURLWithPath: file.path)))
        }
        #expect(files[0].count > 2000)
        #expect(files[1] == files[0], "\(files[1].count) and \(files[0].count) bytes")
        #expect(files[2] == files[0], "\(files[2].count) and \(files[0].count) bytes")
    }
}
