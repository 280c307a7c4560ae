// PreviewServerTests.swift: the preview server's routes over raw HTTP: only its routes answer, path traversal (plain
// or percent-encoded) is refused, a foreign Host is refused, `/info.json` describes the scene, frames are
// `anim still`'s pixels at any scale, `/check/N.json` is `anim check --json`'s frame N, and a scene that fails at start
// is shown as a located error rather than ending the server.

import AnimKit
import Foundation
import Preview
import TestSupport
import Testing

@Suite("Preview server routes")
struct PreviewServerTests {
    func start(_ copy: SceneCopy) throws -> PreviewRun.Running {
        try PreviewRun(scene: copy.scene.path, port: 0).start(console: .silent)
    }

    @Test("only the routes answer; .. in any spelling is refused; no files are served; a foreign Host is refused")
    func traversalAndUnknownPaths() throws {
        let copy = try SceneCopy()
        defer { copy.remove() }
        let running = try start(copy)
        defer { running.stop() }
        let port = running.server.port
        for path in [
            "/../etc/passwd", "/%2e%2e/etc/passwd", "/%2E%2E/%2E%2E/etc/passwd", "/frame/..%2f..%2fetc%2fpasswd",
            "/..", "/frame/%2e%2e/1.png",
        ] {
            let a = try httpRequest(port: port, path)
            #expect(a.status == 403, "\(path) answered \(a.status)")
            #expect(!String(decoding: a.body, as: UTF8.self).contains("root:"))
        }
        for path in [
            "/orbit.scene", "/scene/orbit.scene", "/etc/passwd", "/frame/", "/frame/abc.png", "/frame/-1.png",
            "/frame/1.jpg", "/check/x.json", "/index.html", "/%252e%252e/etc/passwd",
        ] {
            #expect(try httpRequest(port: port, path).status == 404, "\(path)")
        }
        #expect(try httpRequest(port: port, "/", method: "POST").status == 405)
        #expect(try httpRequest(port: port, "/info.json", host: "attacker.example").status == 403)
        let page = try httpRequest(port: port, "/")
        #expect(page.status == 200)
        let html = String(decoding: page.body, as: UTF8.self)
        for id in ["frame", "scrubber", "error", "overlay-toggle", "play", "scale"] {
            #expect(html.contains("id=\"\(id)\""), "the page has no #\(id)")
        }
        #expect(!html.contains("http://") && !html.contains("https://"), "the page loads nothing from elsewhere")
    }

    @Test("/info.json describes the scene; frames at scale 1 and 2 are anim still's pixels")
    func infoAndFrames() throws {
        let copy = try SceneCopy()
        defer { copy.remove() }
        let running = try start(copy)
        defer { running.stop() }
        let port = running.server.port
        let info = try #require(
            try JSONSerialization.jsonObject(with: httpRequest(port: port, "/info.json").body) as? [String: Any])
        #expect(info["fps"] as? Double == 24)
        #expect(info["frameCount"] as? Int == 72)
        #expect(info["width"] as? Int == 800)
        #expect(info["height"] as? Int == 450)
        #expect(info["duration"] as? Double == 3)
        #expect(info["scale"] as? Double == 1)
        #expect(info["generation"] as? Int == 1)
        #expect(info["error"] is NSNull)

        let one = try httpRequest(port: port, "/frame/17.png")
        #expect(one.status == 200 && one.headers.contains("image/png"))
        #expect(differingPixels(try rgba(ofPNG: one.body), try copy.still(frame: 17)) == 0)
        let two = try httpRequest(port: port, "/frame/17.png?scale=2")
        let twoPixels = try rgba(ofPNG: two.body)
        #expect(twoPixels.count == 1600 * 900 * 4)
        #expect(differingPixels(twoPixels, try copy.still(frame: 17, extra: ["--scale", "2"], name: "x2")) == 0)
        #expect(try httpRequest(port: port, "/frame/72.png").status == 404)
        #expect(try httpRequest(port: port, "/frame/1.png?scale=-1").status == 400)
        // Asked again: from the cache (no second render).
        let misses = running.session.cache.misses
        _ = try httpRequest(port: port, "/frame/17.png")
        #expect(running.session.cache.misses == misses)
    }

    @Test("/check/N.json holds anim check --json's numbers for frame N")
    func answerKey() throws {
        let copy = try SceneCopy()
        defer { copy.remove() }
        let running = try start(copy)
        defer { running.stop() }
        let json = copy.out.appendingPathComponent("check.json")
        let r = try runAnim(["check", copy.scene.path, "--frames", "20..23", "--json", json.path])
        #expect(r.status == 0, "\(r.stderr)")
        let cli = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let cliFrames = try #require(cli["frames"] as? [[String: Any]])
        for n in [20, 23] {
            let a = try httpRequest(port: running.server.port, "/check/\(n).json")
            #expect(a.status == 200)
            let served = try #require(try JSONSerialization.jsonObject(with: a.body) as? [String: Any])
            let frames = try #require(served["frames"] as? [[String: Any]])
            #expect(frames.count == 1)
            let mine = frames[0]
            let theirs = try #require(cliFrames.first { $0["frame"] as? Int == n })
            #expect(mine["time"] as? Double == theirs["time"] as? Double)
            let a1 = try #require(mine["markers"] as? [[String: Any]])
            let b1 = try #require(theirs["markers"] as? [[String: Any]])
            #expect(a1.count == b1.count && a1.count >= 2)
            var measured = 0
            for (x, y) in zip(a1, b1) {
                #expect(x["chain"] as? String == y["chain"] as? String)
                for field in ["centreError", "centreErrorSnapped", "shapeError"] {
                    #expect(x[field] as? Double == y[field] as? Double, "frame \(n) \(field)")
                }
                for field in ["predicted", "predictedSnapped", "predictedSampled", "measured"] {
                    let p = x[field] as? [String: Double]
                    #expect(p == y[field] as? [String: Double], "frame \(n) \(field)")
                    if field == "measured", let p {
                        measured += 1
                        // The 120 × 60 rectangles (7200 px²) and the 10-px pivot dots (≈ 78.5 px²).
                        #expect(p["area"]! > 70)
                    }
                }
            }
            #expect(measured == 4, "orbit's two rectangles and two pivot dots are measured")
        }
    }

    @Test("a scene that fails at start is a located error on /info.json, and loads once fixed")
    func badSceneAtStart() throws {
        let copy = try SceneCopy()
        defer { copy.remove() }
        let good = try copy.source
        try copy.save(good.replacingOccurrences(of: "Angle.degrees(", with: "Angle.degress("))
        let running = try start(copy)
        defer { running.stop() }
        let port = running.server.port
        let info = try #require(
            try JSONSerialization.jsonObject(with: httpRequest(port: port, "/info.json").body) as? [String: Any])
        let error = try #require(info["error"] as? [String: Any])
        #expect(error["file"] as? String == copy.scene.path)
        #expect(error["line"] as? Int == 8)
        #expect(error["column"] as? Int == 19)
        #expect(error["message"] as? String == "type 'Angle' has no member 'degress'")
        #expect(error["sourceLine"] as? String == "let angle = Angle.degress(360 * time / 3)")
        #expect(error["caret"] as? String == String(repeating: " ", count: 18) + "^~~~~~~")
        #expect(error["hint"] as? String == "did you mean 'degrees'?")
        #expect(info["frameCount"] is NSNull)
        #expect(try httpRequest(port: port, "/frame/0.png").status == 409)

        let generation = info["generation"] as? Int ?? 0
        try copy.save(good)
        let start = Date()
        let next = try #require(
            try JSONSerialization.jsonObject(with: httpRequest(port: port, "/events?since=\(generation)").body)
                as? [String: Any])
        #expect(-start.timeIntervalSinceNow < 5)
        #expect(next["generation"] as? Int == generation + 1)
        #expect(next["error"] is NSNull)
        #expect(next["frameCount"] as? Int == 72)
        #expect(try httpRequest(port: port, "/frame/0.png").status == 200)
    }

    @Test("a warning is listed in /info.json; with --warnings-as-errors it is the located error")
    func warnings() throws {
        let dir = try scratchDirectory("anim-preview-warn")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try writeScene(
            "scene(width: 40, height: 40)\nlet a = 3\na + 1\nRectangle().fill(.red).frame(width: 10, height: 10)\n",
            named: "unused.scene", in: dir)
        for strict in [false, true] {
            let running = try PreviewRun(scene: scene.path, warningsAsErrors: strict).start(console: .silent)
            defer { running.stop() }
            let info = try #require(
                try JSONSerialization.jsonObject(with: httpRequest(port: running.server.port, "/info.json").body)
                    as? [String: Any])
            if strict {
                let error = try #require(info["error"] as? [String: Any])
                #expect(error["line"] as? Int == 3 && error["column"] as? Int == 1)
                #expect(error["message"] as? String == "expression of type 'Int' is unused")
                #expect(error["caret"] as? String == "^~~~~")
                #expect((error["rendered"] as? String ?? "").contains("treated as errors"))
                #expect(info["frameCount"] is NSNull)
            } else {
                #expect(info["error"] is NSNull)
                #expect((info["warnings"] as? String ?? "").contains("unused.scene:3:1: warning: expression of type"))
                #expect(info["frameCount"] as? Int == 1)
            }
        }
    }
}
