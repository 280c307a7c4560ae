// BrowserBridge.swift: headless Chromium under test control, through cdp_bridge.py (the DevTools protocol over a
// pipe): navigate, evaluate JavaScript (promises awaited) and get its value back.

import Foundation
import TestSupport

/// One headless Chromium page.
final class BrowserBridge {
    private let bridge: LiveProcess
    private var answers = 0

    init() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("cdp_bridge.py")
        bridge = try LiveProcess(try Tool.require("python3"), [script.path, try Tool.require("chromium").path])
    }

    deinit { close() }

    /// Closes the browser (Browser.close through the bridge) and ends the bridge.
    func close() {
        if bridge.process.isRunning, bridge.finish() != 0 { _ = bridge.stop(SIGKILL) }
    }

    func navigate(_ url: String) throws {
        _ = try request(["navigate": url], timeout: 60)
    }

    /// The value of `expression` (an async function body's result when it is a promise), JSON-decoded.
    func evaluate(_ expression: String, timeout: Double = 30) throws -> Any? {
        try request(["eval": expression, "timeout": timeout], timeout: timeout + 10)
    }

    private func request(_ object: [String: Any], timeout: Double) throws -> Any? {
        let line = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        bridge.send(line)
        answers += 1
        guard let text = bridge.line(answers - 1, timeout: timeout) else {
            throw BridgeFailure(message: "no answer from the CDP bridge; stderr: \(bridge.stderr)")
        }
        let answer = try JSONSerialization.jsonObject(with: text, options: [.fragmentsAllowed])
        guard let dict = answer as? [String: Any] else {
            throw BridgeFailure(message: "bad answer \(String(decoding: text.prefix(200), as: UTF8.self))")
        }
        if let error = dict["error"] as? String { throw BridgeFailure(message: error) }
        return dict["ok"] is NSNull ? nil : dict["ok"]
    }
}

/// The browser or the page did not answer as expected.
struct BridgeFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
