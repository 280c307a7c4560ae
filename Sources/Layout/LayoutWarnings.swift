// LayoutWarnings.swift: what layout has to say about a scene that still renders (a font that is not installed, a
// fallback face for missing glyphs), as located warnings on the one diagnostics channel.
// Rule: issue #5 (never silent: name the requested font and the fallback used) and issue #13 (one channel, located
// like the Swift compiler's diagnostics). Frames lay out concurrently, so the sink is shared and locked; each warning
// is kept once per place it was written, in the order first seen.

import Scene
import Synchronization

/// The warnings of one run of layouts (all frames of a scene), each once.
public final class LayoutWarnings: Sendable {
    private let seen = Mutex<[Diagnostic]>([])
    private let failures = Mutex<[RuntimeFailure]>([])
    private let onNew: @Sendable (Diagnostic) -> Void

    /// `onNew` is called once for each warning not seen before (from whichever thread laid it out).
    public init(onNew: @escaping @Sendable (Diagnostic) -> Void = { _ in }) {
        self.onNew = onNew
    }

    /// Every distinct warning so far, in the order first seen.
    public var all: [Diagnostic] { seen.withLock { $0 } }

    /// The first run-time failure met while laying out (a GeometryReader's content), if any.
    public var firstFailure: RuntimeFailure? { failures.withLock { $0.first } }

    /// Records a run-time failure; the frame's render fails with it (SceneFrames).
    func fail(_ failure: RuntimeFailure) {
        failures.withLock { $0.append(failure) }
    }

    /// Records `messages` about the view written at `range`.
    func report(_ messages: [String], at range: SourceRange) {
        guard !messages.isEmpty else { return }
        let fresh: [Diagnostic] = seen.withLock { seen in
            var fresh: [Diagnostic] = []
            for m in messages {
                let d = Diagnostic.warning(m, at: range)
                if !seen.contains(d) && !fresh.contains(d) { fresh.append(d) }
            }
            seen.append(contentsOf: fresh)
            return fresh
        }
        for d in fresh { onNew(d) }
    }
}

extension LayoutEngine {
    /// Reports a Text's layout warnings at the place the Text was written.
    func reportTextWarnings(_ messages: [String], at range: SourceRange) {
        warnings.report(messages, at: range)
    }
}
