// swift-tools-version:6.0
// anim: SwiftUI-style scenes rendered headlessly, measured, and encoded to MP4.
// Module graph: docs/ARCHITECTURE.md, whose table lists what each module may import; nothing imports upward.
import PackageDescription

/// Pixel kernels live in Render; they are written on raw pointers (Swift Forums:
/// forums.swift.org/t/huge-performance-hit-from-exclusive-memory-access-checks/54374), so the default `-O` is enough.
let package = Package(
    name: "anim",
    products: [
        .executable(name: "anim", targets: ["anim"]),
        // The application logic of every command, callable in-process (tests, other front ends).
        .library(name: "AnimKit", targets: ["AnimKit"]),
        .executable(name: "AnimBench", targets: ["AnimBench"]),
    ],
    targets: [
        // MARK: Public API
        // A thin front end: option tables, usage, error printing, exit codes.
        .executableTarget(
            name: "anim",
            dependencies: ["AnimKit", "Preview", "Geometry", "Timeline", "Scene", "Measure", "Morph"]
        ),
        .target(
            name: "AnimKit",
            dependencies: [
                "Geometry", "Timeline", "Scene", "Layout", "Render", "Encode", "Measure", "Animate", "Report", "Morph",
                "Text",
            ]
        ),
        // `anim preview` and `anim watch` (issue #23): the live preview server, inotify, the frame cache.
        .target(name: "Preview", dependencies: ["AnimKit", "CMicroHTTPD", "Timeline", "Geometry"]),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        // The libFuzzer target (`scripts/fuzz`), or without the fuzzer runtime a replay tool for its inputs.
        .executableTarget(
            name: "AnimFuzz",
            dependencies: ["AnimKit"],
            path: "fuzz/Sources/AnimFuzz"
        ),
        .executableTarget(
            name: "AnimBench",
            dependencies: ["AnimKit", "Geometry", "Timeline", "Scene", "Layout", "Render", "Encode", "Shader"],
            path: "bench/Sources/AnimBench"
        ),

        // MARK: Implementation details
        .target(name: "Geometry"),
        .target(name: "Timeline"),
        .target(name: "Animate", dependencies: ["Timeline", "Geometry"]),
        .target(name: "Scene", dependencies: ["Animate", "Geometry", "Timeline", "Shader"]),
        .target(name: "Render", dependencies: ["Geometry", "Shader"]),
        .target(name: "Layout", dependencies: ["Scene", "Animate", "Text", "Morph", "Render", "Geometry", "Shader"]),
        .target(name: "Report", dependencies: ["Measure", "Render", "Encode", "Geometry"]),
        // The numericText planner (issue #6): pure, laid-out strings in, kept runs and travel out.
        .target(name: "Morph", dependencies: ["Text", "Geometry"]),
        // The answer key: never Layout, Render, Text or Morph (docs/ARCHITECTURE.md).
        .target(name: "Measure", dependencies: ["Scene", "Animate", "Geometry"]),
        .target(name: "Encode", dependencies: ["CAV", "CPNG"]),
        // The MSL subset of SwiftUI shaders (issue #16): preprocessor, compiler, vectorised evaluator; imports nothing.
        .target(name: "Shader"),
        // libavfilter's headers are in CAV's shim, but anim does not link it: only GIF output needs it, and it is loaded
        // then (Encode/LibAVFilter.swift), so no other run pays for its libraries at start-up.
        .systemLibrary(
            name: "CAV",
            pkgConfig: "libavformat libavcodec libswscale libavutil",
            providers: [.apt(["libavcodec-dev", "libavformat-dev", "libavfilter-dev", "libswscale-dev", "libavutil-dev"])]
        ),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // Fonts: fontconfig lookup, HarfBuzz shaping (through hb-ft), FreeType outlines, metrics and colour bitmaps.
        .target(name: "Text", dependencies: ["Geometry", "CFreeType", "CHarfBuzz", "CFontconfig"]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),

        // MARK: Unit test bundles
        // Helpers every test bundle shares: tools on PATH, temporary folders, running `anim` with a time limit.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "AnimKitTests", dependencies: ["AnimKit", "TestSupport", "Measure", "Render", "Timeline", "Geometry"]),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "TimelineTests", dependencies: ["Timeline"]),
        .testTarget(name: "AnimateTests", dependencies: ["Animate", "Timeline", "TestSupport"]),
        .testTarget(name: "ReportTests", dependencies: ["Report", "Measure", "Render", "Encode", "Geometry"]),
        .testTarget(name: "SceneTests", dependencies: ["Scene", "Layout", "Geometry", "TestSupport"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Geometry", "TestSupport"]),
        .testTarget(
            name: "LayoutTests", dependencies: ["Layout", "Scene", "Text", "Render", "Geometry", "Shader", "CAllocCounter"]),
        // Test-only: counts the calling thread's C-heap allocations by interposing malloc and free (issue #21).
        .target(name: "CAllocCounter", path: "Tests/CAllocCounter"),
        .testTarget(name: "EncodeTests", dependencies: ["Encode", "TestSupport"]),
        .testTarget(name: "MeasureTests", dependencies: ["Measure", "Scene", "Geometry", "TestSupport"]),
        .testTarget(name: "animTests", dependencies: ["anim", "TestSupport"]),
        .testTarget(name: "TextTests", dependencies: ["Text", "Geometry", "TestSupport"]),
        .testTarget(name: "MorphTests", dependencies: ["Morph", "Text", "Geometry"]),
        // The browser test drives headless Chromium through cdp_bridge.py (DevTools protocol over a pipe).
        .testTarget(
            name: "PreviewTests", dependencies: ["Preview", "AnimKit", "TestSupport"], exclude: ["cdp_bridge.py"]),
        .testTarget(name: "ShaderTests", dependencies: ["Shader", "TestSupport"], resources: [.copy("Fixtures")]),
        // Reads docs/ARCHITECTURE.md's module table and every import under Sources/; no module dependencies.
        .testTarget(name: "ArchitectureTests"),
    ]
)
