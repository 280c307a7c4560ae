// WatchRun.swift: `anim watch`: renders once, then again after every save of the scene or a file it uses, through
// the normal render path (RenderRun: the output is replaced atomically, so a player holding it open never sees half a
// file). A scene error is printed located, as `anim render` prints it, and the watch goes on; SIGINT ends it, exit 0.
// Status: complete for issue #23.

import AnimKit
import Foundation

/// Re-renders an output whenever its scene changes.
public struct WatchRun: Sendable {
    public let scene: String
    /// One complete render (RenderRun built and run: the scene is read afresh each time).
    public let render: @Sendable () throws(CommandFailure) -> Void
    /// The output `render` writes: its own writes (a PNG sequence beside the scene) are not saves.
    public let output: String

    public init(scene: String, output: String, render: @escaping @Sendable () throws(CommandFailure) -> Void) {
        self.scene = scene
        self.output = output
        self.render = render
    }

    /// Renders once; a first failure that is not a located scene diagnostic (a bad output name, a missing scene file)
    /// ends the watch with its status, since it is not what the next save fixes. Then watches until interrupted.
    public func run(console: Console) throws(CommandFailure) -> Never {
        Interrupts.shared.interruptIsNormalEnd()
        let lock = NSLock()
        let attempt: @Sendable () -> CommandFailure? = { [render, scene] in
            lock.lock()
            defer { lock.unlock() }
            PreviewFrames.forgetFonts(near: scene)
            let start = Date()
            do throws(CommandFailure) {
                try render()
                console.info(
                    String(format: "watch: rendered in %.2f s; watching for changes", -start.timeIntervalSinceNow))
                return nil
            } catch {
                console.diagnostics(error.rendered ?? "anim: error: \(error.message)\n")
                console.info("watch: the output was not changed; watching for changes")
                return error
            }
        }
        // Watch before the first render, so a save during it is not missed (it renders again right after).
        let watcher: FileWatcher
        do {
            watcher = try FileWatcher(scene: scene, ignoring: [output]) { _ in _ = attempt() }
        } catch {
            throw .runtime("\(error)")
        }
        if let first = attempt(), first.rendered == nil {
            watcher.stop()
            throw CommandFailure(status: first.status, message: first.message, rendered: "")
        }
        while true { sleep(3600) }
    }
}
