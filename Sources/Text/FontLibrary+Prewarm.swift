// FontLibrary+Prewarm.swift: starting FreeType and fontconfig and resolving the default font on a thread of their
// own while a scene is being read, so its first Text does not wait for them.
// Rule: issue #21 (the render of the first frames is the critical path of a video: nothing can be encoded before the
// encoder's lookahead is full). Measured on the heavy bench scene: the command thread spent ~9 ms lexing, parsing and
// checking the scene with the second core idle, then both render workers' first frame waited for
// `FcInitLoadConfigAndFonts` (5–9 ms on its own, `FcFontSort` ~1 ms more). Status: complete.
//
// 1. Once per process: the first call starts a detached thread that makes `FontLibrary.shared` (FreeType, fontconfig's
//    configuration and font list, the default sans family) and resolves the chain of the body font, opening its face.
// 2. Nothing drawn depends on it: every cache is keyed by values (FontLibrary.swift), a face's serial only names it in
//    caches, and a lookup that comes first simply waits for the library (`shared` is initialised once) or resolves
//    the chain itself.
// 3. A scene without text pays the library's start on a core that is otherwise idle while the scene is parsed.

import Foundation
import Synchronization

extension FontLibrary {
    /// Set by the first `startPrewarm()` (rule 1).
    private static let prewarmStarted = Atomic<Bool>(false)
    /// Entered by `startPrewarm()` before it returns, left when the background start has finished.
    private static let prewarm = DispatchGroup()

    /// Starts the library and the default font on a background thread (rule 1); false when a call before this one
    /// already did.
    @discardableResult
    public static func startPrewarm() -> Bool {
        guard prewarmStarted.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else {
            return false
        }
        prewarm.enter()
        Thread.detachNewThread {
            _ = FontLibrary.shared.metrics(for: .body)
            prewarm.leave()
        }
        return true
    }

    /// Waits until a background start made by a `startPrewarm()` that has returned has finished; true if it has
    /// (false without one, or after `timeout` seconds). For tests.
    public static func waitForPrewarm(timeout: Double = 10) -> Bool {
        prewarmStarted.load(ordering: .relaxed) && prewarm.wait(timeout: .now() + timeout) == .success
    }
}
