// PreprocessorTests.swift: `#include "x.metal"` resolved against the including file's folder and read once per
// translation unit (ShaderKit's helpers have no include guards; C11 §6.10.2 with include-once), helpers file-local
// per translation unit, and a struct constant with int members folded with its element types.

import Shader
import Testing

@Suite struct PreprocessorTests {
    @Test func includesResolveRelativeToTheIncludingFileOnce() throws {
        let files: [String: String] = [
            "/lib/Shared/Utilities.metal": "#include \"Math.metal\"\nstatic float twice(float x) { return x * TWO; }\n",
            "/lib/Shared/Math.metal": "#define TWO 2.0\nstatic float square(float x) { return x * x; }\n",
        ]
        let main = """
            #include <metal_stdlib>
            #include "../Shared/Utilities.metal"
            #include "../Shared/Utilities.metal"
            #include "../Shared/Math.metal"
            using namespace metal;
            struct Cell { int index; float weight; };
            constant Cell cells[2] = { Cell{3, 0.5}, Cell{-4, 1.5} };
            [[ stitchable ]] half4 f(float2 p) { return half4(twice(p.x), square(p.y), float(cells[1].index), cells[0].weight); }
            """
        // A second file defines its own `twice`: helpers are per translation unit.
        let other =
            "static float twice(float x) { return x * 3.0; }\n[[ stitchable ]] half4 g(float2 p) { return half4(twice(p.x)); }\n"
        let lib = try MetalLibrary.compile(
            files: [
                MetalSourceFile(path: "/lib/Effects/Main.metal", text: main),
                MetalSourceFile(path: "/lib/Effects/Other.metal", text: other),
            ], readFile: { files[$0] })
        #expect(lib.functionNames == ["f", "g"])
        let v = try lib.function(named: "f")!.bind(usage: .fill, arguments: []).values(at: [SIMD2(1.25, -3)])[0]
        #expect(v == [2.5, 9, -4, 0.5])
        let w = try lib.function(named: "g")!.bind(usage: .fill, arguments: []).values(at: [SIMD2(1.25, -3)])[0]
        #expect(w[0] == 3.75)
    }
}
