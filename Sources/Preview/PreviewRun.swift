// PreviewRun.swift: `anim preview`: loads the scene (an error is shown on the page, not fatal), starts the server and
// the watcher, prints the URL, and serves until SIGINT/SIGTERM end the process (Interrupts: exit 0 for this command).
// Status: complete for issue #23.

import AnimKit
import Foundation
import Geometry
import Timeline

/// The preview of one scene.
public struct PreviewRun: Sendable {
    public let scene: String
    public let host: String
    public let port: Int
    public let fps: FrameRate?
    public let size: Size?
    public let scale: Double?
    public let seed: UInt64?
    public let threads: Int?
    public let warningsAsErrors: Bool

    public init(
        scene: String, host: String = "127.0.0.1", port: Int = 0, fps: FrameRate? = nil, size: Size? = nil,
        scale: Double? = nil, seed: UInt64? = nil, threads: Int? = nil,
        warningsAsErrors: Bool = false
    ) throws(CommandFailure) {
        guard (0...65535).contains(port) else { throw .usage("--port \(port) is outside 0…65535") }
        guard !host.isEmpty else { throw .usage("--host needs an address, e.g. 127.0.0.1") }
        var isDir: ObjCBool = false
        let folder = (scene as NSString).deletingLastPathComponent
        guard FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder, isDirectory: &isDir),
            isDir.boolValue
        else { throw .badInput("cannot watch '\(scene)': its folder does not exist") }
        self.scene = scene
        self.host = host
        self.port = port
        self.fps = fps
        self.size = size
        self.scale = scale
        self.seed = seed
        self.threads = threads
        self.warningsAsErrors = warningsAsErrors
    }

    /// The running pieces, for tests that drive a preview in-process.
    public struct Running: Sendable {
        public let session: PreviewSession
        public let server: PreviewServer
        public let watcher: FileWatcher

        public func stop() {
            watcher.stop()
            session.close()
            server.stop()
        }
    }

    /// Loads the scene, starts serving and watching; returns at once.
    public func start(console: Console) throws(CommandFailure) -> Running {
        let session = PreviewSession(
            scene: scene, fps: fps, size: size, scale: scale, seed: seed, threads: threads,
            warningsAsErrors: warningsAsErrors, console: console)
        let server: PreviewServer
        do throws(PreviewStartFailure) {
            server = try PreviewServer(session: session, host: host, port: port)
        } catch {
            throw error.message.hasPrefix("cannot resolve") ? .badInput(error.message) : .runtime(error.message)
        }
        let watcher: FileWatcher
        do {
            watcher = try FileWatcher(scene: scene) { [session] _ in session.reload() }
        } catch {
            server.stop()
            throw .runtime("\(error)")
        }
        return Running(session: session, server: server, watcher: watcher)
    }

    /// Serves until the process is interrupted.
    public func run(console: Console) throws(CommandFailure) -> Never {
        Interrupts.shared.interruptIsNormalEnd()
        let running = try start(console: console)
        console.output("anim: preview at \(running.server.url)")
        while true { sleep(3600) }
    }
}
