// WatchCommandTests.swift: `anim watch` renders, renders again on a save (the output equals `anim still` of the saved
// scene), prints a located error for a broken save and keeps watching, does not re-trigger on its own output in the
// scene's folder, and exits 0 on SIGINT.

import Foundation
import TestSupport
import Testing

@Suite("anim watch")
struct WatchCommandTests {
    @Test("re-renders on save, survives an error, ignores its own output, exits 0 on SIGINT")
    func watch() throws {
        let copy = try SceneCopy()
        defer { copy.remove() }
        // The PNG sequence goes beside the scene: its own writes must not count as saves.
        let outDir = copy.scene.deletingLastPathComponent().appendingPathComponent("frames")
        let frame = outDir.appendingPathComponent("frame_00020.png")
        try FileManager.default.createDirectory(at: outDir, withIntermediateDirectories: true)
        let watch = try LiveProcess(
            animExecutable,
            ["watch", copy.scene.path, "-o", outDir.path + "/", "--format", "png", "--frames", "20..20"])
        func renders() -> Int { watch.stderr.components(separatedBy: "watch: rendered").count - 1 }
        #expect(watch.waitFor(timeout: 60, inError: true) { $0.contains("watch: rendered") }, "\(watch.stderr)")
        #expect(differingPixels(try rgba(ofPNG: Data(contentsOf: frame)), try copy.still(frame: 20)) == 0)

        let good = try copy.source
        let recoloured = good.replacingOccurrences(of: "green: 204/255", with: "green: 40/255")
        #expect(recoloured != good)
        try copy.save(recoloured)
        #expect(watch.waitFor(timeout: 30, inError: true) { $0.components(separatedBy: "watch: rendered").count == 3 })
        let recolouredStill = try copy.still(frame: 20, name: "recoloured")
        #expect(differingPixels(try rgba(ofPNG: Data(contentsOf: frame)), recolouredStill) == 0)

        try copy.save(recoloured.replacingOccurrences(of: "Angle.degrees(", with: "Angle.degress("))
        #expect(watch.waitFor(timeout: 30, inError: true) { $0.contains("the output was not changed") })
        #expect(watch.stderr.contains("\(copy.scene.path):8:19: error: type 'Angle' has no member 'degress'"))
        #expect(watch.stderr.contains("                  ^~~~~~~\nhint: did you mean 'degrees'?"))
        #expect(
            differingPixels(try rgba(ofPNG: Data(contentsOf: frame)), recolouredStill) == 0,
            "a failed render changed the output")

        try copy.save(good)
        #expect(watch.waitFor(timeout: 30, inError: true) { $0.components(separatedBy: "watch: rendered").count == 4 })
        #expect(differingPixels(try rgba(ofPNG: Data(contentsOf: frame)), try copy.still(frame: 20, name: "good")) == 0)
        // Quiet for a while: no render caused by the output it wrote itself.
        Thread.sleep(forTimeInterval: 0.5)
        #expect(renders() == 3)
        #expect(watch.stop(SIGINT) == 0)
    }
}
