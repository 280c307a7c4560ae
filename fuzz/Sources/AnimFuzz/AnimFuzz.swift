// AnimFuzz.swift: the libFuzzer target over the whole scene pipeline (SceneProbe: lex → parse → check → evaluate
// → lay out → rasterise the first and last frames).
// Rule: LLVM libFuzzer documentation (llvm.org/docs/LibFuzzer.html: `LLVMFuzzerTestOneInput`, built with
// `-sanitize=fuzzer`, which links libFuzzer's own `main`); swift.org, "Fuzzing Swift code" (`@_cdecl` entry point,
// `-parse-as-library`). Built that way by `scripts/fuzz` with `-D ANIM_LIBFUZZER`; a normal build makes a replay tool
// instead: `AnimFuzz FILE|DIR …` runs each input once and prints its exit status (how a crash found by the fuzzer
// is reproduced without the fuzzer runtime). Status: complete for issue #22.

import AnimKit
import Foundation

#if ANIM_LIBFUZZER
    /// libFuzzer's entry point: one input, any bytes. A crash, a trap or a time-out here is a bug (issue #22).
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        guard let data else { return 0 }
        _ = SceneProbe.run(bytes: UnsafeBufferPointer(start: data, count: size))
        return 0
    }

    /// libFuzzer's driver (FuzzerDriver.cpp, `LLVMFuzzerRunDriver`), for executables that keep their own `main`.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32

    /// SwiftPM links an executable's `main` to `<module>_main` (`--defsym`), so the target provides that symbol and
    /// hands over to libFuzzer's driver.
    @_cdecl("AnimFuzz_main")
    public func animFuzzMain(
        _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> Int32 {
        var count = argc
        var arguments = argv
        return runFuzzerDriver(&count, &arguments, fuzzOneInput)
    }
#else
    /// Replays inputs: every file named, and every file in every folder named, in name order.
    @main
    enum AnimFuzzReplay {
        static func main() {
            var files: [String] = []
            for argument in CommandLine.arguments.dropFirst() {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
                    files += names.sorted().map { argument + "/" + $0 }
                } else {
                    files.append(argument)
                }
            }
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                let outcome = SceneProbe.run(bytes: [UInt8](data))
                print("\(outcome.status.rawValue) \(file)")
            }
        }
    }
#endif
