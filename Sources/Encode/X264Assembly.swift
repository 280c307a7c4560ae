// X264Assembly.swift: the CPU features libx264's assembly may use — every feature the CPU has except AVX-512, so an
// H.264 encode's bytes do not depend on memory x264 never initialised.
// Rule: x264's `asm` parameter (x264 --fullhelp; common/base.c `OPT("asm")` takes a comma list of the names in
// common/cpu.c `x264_cpu_names`); the features as libavutil detects them, libavutil/cpu.h `av_get_cpu_flags`.
// Why: x264 0.164 common/x86/mc-a2.asm `mbtree_propagate_list_internal` for AVX-512 handles 8 macroblocks per
// iteration and scatters all 8 into the reference frame's propagate costs; the SSSE3/AVX/AVX2 versions write 8 into
// a scratch buffer and common/x86/mc-c.c `PROPAGATE_LIST` adds only the row's `len` of them, as common/mc.c's C does.
// When a row is not a multiple of 8 macroblocks (a width not a multiple of 128 px: 800 px is 50), each row also
// propagates the next row's first macroblocks and the last row values read past the arrays' end — padding that
// common/frame.c allocates ("mbtree asm can overread the input buffers") and never clears, so it holds whatever
// earlier allocations left. Measured in bench/encode-determinism/x264_heap_state.c.
// Status: complete.

import CAV

/// The `x264-params` entry that keeps libx264 off its AVX-512 code.
enum X264Assembly {
    /// libavutil's feature flags and x264's names for them, in x264's order. x264's `BMI1` name includes LZCNT,
    /// which libavutil does not report on its own (every CPU with BMI1 has it).
    static let names: [(flag: Int32, name: String)] = [
        (AV_CPU_FLAG_MMXEXT, "MMX2"), (AV_CPU_FLAG_SSE, "SSE"), (AV_CPU_FLAG_SSE2, "SSE2"),
        (AV_CPU_FLAG_SSE2SLOW, "SSE2Slow"), (AV_CPU_FLAG_SSE3, "SSE3"), (AV_CPU_FLAG_SSSE3, "SSSE3"),
        (AV_CPU_FLAG_SSE4, "SSE4"), (AV_CPU_FLAG_SSE42, "SSE4.2"), (AV_CPU_FLAG_AVX, "AVX"),
        (AV_CPU_FLAG_XOP, "XOP"), (AV_CPU_FLAG_FMA4, "FMA4"), (AV_CPU_FLAG_FMA3, "FMA3"),
        (AV_CPU_FLAG_BMI1, "BMI1"), (AV_CPU_FLAG_BMI2, "BMI2"), (AV_CPU_FLAG_AVX2, "AVX2"),
    ]

    /// `asm=…` naming the features in `cpuFlags` (`AV_CPU_FLAG_*`) but AVX-512, or nil when there is no AVX-512
    /// to leave out: x264's own detection then stands. The bytes then no longer depend on the heap; they are not
    /// promised equal across different CPUs (x264 checks its float assembly against C only within a tolerance).
    static func parameter(cpuFlags: Int32 = av_get_cpu_flags()) -> String? {
        guard cpuFlags & AV_CPU_FLAG_AVX512 != 0 else { return nil }
        return "asm=" + names.filter { cpuFlags & $0.flag != 0 }.map(\.name).joined(separator: ",")
    }
}
