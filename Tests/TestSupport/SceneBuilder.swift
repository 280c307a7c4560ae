// SceneBuilder.swift: scene sources the test bundles share, and writing them to files.

import Foundation

/// A 24-frame, 400×225 pt scene at scale 2 (800×450 px) whose coral marker moves by `bump` points.
public func sweepScene(bump: String = "0.0") -> String {
    """
    // Two markers sweeping right and back; `bump` nudges the coral one.
    scene(width: 400, height: 225, fps: 24, duration: 1, scale: 2, background: Color(red: 14/255, green: 16/255, blue: 24/255))

    let travel = 40 * (1 - cos(2 * .pi * time)) / 2
    let bump = \(bump)

    ZStack {
        Rectangle().fill(Color(red: 245/255, green: 92/255, blue: 87/255)).frame(width: 60, height: 30)
            .offset(x: travel + bump)
            .position(x: 130, y: 60)
        Rectangle().fill(Color(red: 77/255, green: 153/255, blue: 250/255)).frame(width: 60, height: 30)
            .offset(x: travel)
            .position(x: 130, y: 165)
    }

    """
}

/// Half a point (one pixel at scale 2) in frames 10–14, and 1.5 pt (three pixels) in frame 12.
public let bumped = "frame == 12 ? 1.5 : (frame >= 10 && frame <= 14 ? 0.5 : 0.0)"

/// Writes `source` as `name` in `folder` and returns its URL.
@discardableResult
public func writeScene(_ source: String, named name: String, in folder: URL) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try source.write(to: url, atomically: true, encoding: .utf8)
    return url
}
