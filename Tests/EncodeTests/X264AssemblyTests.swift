// X264AssemblyTests.swift: the `asm` list handed to libx264 names every feature libavutil found but AVX-512, in
// x264's spelling, and is absent on a CPU without AVX-512.
// Rule: flag values of libavutil/cpu.h (FFmpeg 5.1); names of x264 common/cpu.c `x264_cpu_names`. Status: complete.

import Testing

@testable import Encode

struct X264AssemblyTests {
    // libavutil/cpu.h AV_CPU_FLAG_*.
    static let (mmx, mmxext, sse, sse2, sse3, ssse3, sse4, sse42) =
        (Int32(0x1), Int32(0x2), Int32(0x8), Int32(0x10), Int32(0x40), Int32(0x80), Int32(0x100), Int32(0x200))
    static let (avx, xop, fma4, fma3, bmi1, bmi2, avx2, avx512) =
        (
            Int32(0x4000), Int32(0x400), Int32(0x800), Int32(0x10000), Int32(0x20000), Int32(0x40000), Int32(0x8000),
            Int32(0x100000)
        )
    static let avx512icl = Int32(0x200000)
    /// What av_get_cpu_flags() reports on an AMD Zen 4 (the build machine) without its AVX-512 bits.
    static let zen = [mmx, mmxext, sse, sse2, sse3, ssse3, sse4, sse42, avx, fma3, bmi1, bmi2, avx2].reduce(0, |)

    @Test("AVX-512 CPU: every other feature, in x264's names and order (the list x264 prints as MMX2 … AVX2)")
    func dropsAVX512() {
        #expect(
            X264Assembly.parameter(cpuFlags: Self.zen | Self.avx512 | Self.avx512icl)
                == "asm=MMX2,SSE,SSE2,SSE3,SSSE3,SSE4,SSE4.2,AVX,FMA3,BMI1,BMI2,AVX2")
    }

    @Test("A CPU without AVX-512 keeps x264's own detection: no asm entry")
    func noAVX512() {
        #expect(X264Assembly.parameter(cpuFlags: Self.zen) == nil)
        #expect(X264Assembly.parameter(cpuFlags: Self.zen | Self.xop | Self.fma4) == nil)
        #expect(X264Assembly.parameter(cpuFlags: 0) == nil)
    }

    @Test("AMD's XOP and FMA4 are passed on beside AVX-512")
    func keepsAMDFeatures() {
        #expect(
            X264Assembly.parameter(cpuFlags: Self.zen | Self.xop | Self.fma4 | Self.avx512)
                == "asm=MMX2,SSE,SSE2,SSE3,SSSE3,SSE4,SSE4.2,AVX,XOP,FMA4,FMA3,BMI1,BMI2,AVX2")
    }
}
