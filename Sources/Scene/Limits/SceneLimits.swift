// SceneLimits.swift: the explicit resource limits of the scene language, one table for every stage.
// Rule: docs/ARCHITECTURE.md "Limits are counters" (issue #22): nesting, sizes, counts and evaluation work have
// explicit limits that produce a located diagnostic, never a stack overflow, a trap or an endless loop. The parser's
// nesting limit is swift-syntax's (`Parser.maximumNestingLevel`, 256: github.com/swiftlang/swift-syntax, Sources/
// SwiftParser/Parser.swift); the others are sized so that every limit is reached well before the stack or memory
// runs out in a debug build on an 8 MB stack (Tests/SceneTests/LimitTests measures each at its limit). Status:
// complete for issue #22.

/// The limits every `.scene` file is held to. Each diagnostic that reports one names it and its value.
public enum SceneLimits {
    /// Source text longer than this (in bytes) is refused before lexing: 8 MiB, far above any hand-written scene.
    public static let maximumSourceBytes = 8 << 20
    /// Identifiers longer than this (in Unicode scalars) are errors: no name in Swift's or SwiftUI's API is near it.
    public static let maximumIdentifierLength = 256
    /// String literals longer than this (in Unicode scalars) are errors.
    public static let maximumStringLength = 100_000
    /// Brackets, braces, closures and nested statements inside one another (the parser's recursion).
    public static let maximumNesting = 256
    /// `.member`, call and subscript links in one postfix chain (`Rectangle().a().b()…`).
    public static let maximumChainLength = 256
    /// Binary operators in one operator sequence (`1 + 2 + … `).
    public static let maximumOperatorCount = 256
    /// Depth of the expression tree the checker walks (nesting, chains and operators together).
    public static let maximumExpressionDepth = 1024
    /// Expressions the checker may visit for one file, trial checks of overloads included.
    public static let maximumCheckSteps = 2_000_000
    /// Depth of the evaluator's recursion over expressions in one frame (across calls).
    public static let maximumEvaluationDepth = 2048
    /// Expressions and statements evaluated for one frame (or one event, or the header).
    public static let maximumEvaluationSteps = 4_000_000
    /// Steps of all GeometryReader contents of one frame together, which layout evaluates apart (each reader's content
    /// may run once per proposal), and of their zero-size evaluations that measure implicit animations at load; a
    /// frame's own evaluation is counted apart.
    public static let maximumDeferredEvaluationSteps = 4_000_000
    /// Elements of one `ForEach`, `for` loop or range turned into views.
    public static let maximumForEachCount = 100_000
    /// Views in one frame's evaluated tree.
    public static let maximumViewCount = 200_000
    /// Depth of one frame's view tree (containers and modifiers), what Layout recurses through.
    public static let maximumViewDepth = 1024
    /// Operations one Canvas draws in one frame, its layers' included (each becomes display items).
    public static let maximumCanvasOperations = 200_000
    /// Clips and filters on one GraphicsContext: each wraps what it draws in one more layer.
    public static let maximumGraphicsContextEffects = 256
    /// Frames per second of a scene's header (and `--fps`).
    public static let maximumFPS = 1000
    /// Frames in one scene: ⌈duration · fps⌉ at most this (a day at 30 fps is 2,592,000).
    public static let maximumFrameCount = 3_000_000
    /// A canvas side in pixels (after `scale`).
    public static let maximumCanvasSide = 16384
    /// A canvas area in pixels (after `scale`): 2^26, 256 MiB per RGBA frame.
    public static let maximumCanvasArea = 1 << 26
    /// `blur(radius:)` and `shadow(radius:)` in points (a Gaussian σ; 1000 pt blurs any canvas to a wash).
    public static let maximumBlurRadius = 1000.0
    /// A blur's σ in device pixels after every scale: larger ones are rendered at this σ, so a blur layer (the
    /// canvas plus 3σ each side) stays allocatable whatever the scale effects around it.
    public static let maximumBlurSigmaPixels = 512.0
}
