// AssetCatalog.swift: an Xcode asset catalog beside the scene (`Assets.xcassets`), so a file pasted from a project
// finds its named images and colours: `Image("flower")` in `flower.imageset`, `Color("Accent2")` in
// `Accent2.colorset`.
// Rule: Apple, "Asset Catalog Format Reference" (developer.apple.com/library/archive/documentation/Xcode/Reference/
// xcode_ref-Asset_Catalog_Format): a catalog is a folder `*.xcassets` of `NAME.imageset` and `NAME.colorset`
// folders (also inside group folders), each with a `Contents.json`; an image set lists `images` with `filename`,
// `idiom` and `scale` ("1x", "2x", "3x"); a colour set lists `colors`, each a `color` with `color-space` ("srgb",
// "extended-srgb", "display-p3", "gray-gamma-22", …) and `components` written as floats ("0.500"), 8-bit integers
// ("128") or hex ("0x80"), plus `appearances` for dark mode. The universal, any-appearance entry is used. Display P3
// components are converted to sRGB (linear P3 → XYZ → linear sRGB, both D65: the matrices of SMPTE EG 432-1 and
// IEC 61966-2-1). Catalogs are looked for in the scene's folder and its direct subfolders. Status: complete for
// images and colours; symbol sets, data sets and per-appearance variants are not read.

import Foundation
import Geometry

/// The asset catalogs found beside a scene.
public struct AssetCatalog: Sendable {
    /// The `*.xcassets` folders, in name order.
    public let catalogs: [String]

    public init(folder: String) {
        let manager = FileManager.default
        var found: [String] = []
        let top = (try? manager.contentsOfDirectory(atPath: folder))?.sorted() ?? []
        for entry in top {
            let path = (folder as NSString).appendingPathComponent(entry)
            if entry.hasSuffix(".xcassets") {
                found.append(path)
            } else if !entry.hasPrefix("."), AssetCatalog.isDirectory(path) {
                let inner = (try? manager.contentsOfDirectory(atPath: path))?.sorted() ?? []
                found += inner.filter { $0.hasSuffix(".xcassets") }.map {
                    (path as NSString).appendingPathComponent($0)
                }
            }
        }
        catalogs = found
    }

    /// The best file of image set `name` and its scale; nil when no catalog has one.
    public func imageFile(named name: String) -> (path: String, scale: Double)? {
        guard let set = folder(named: name, kind: "imageset"), let contents = AssetCatalog.contents(of: set),
            let images = contents["images"] as? [[String: Any]]
        else { return nil }
        var best: (path: String, scale: Double)?
        for image in images {
            guard let file = image["filename"] as? String, !file.contains("/") else { continue }
            let scale = Double((image["scale"] as? String)?.dropLast() ?? "1") ?? 1
            if best == nil || scale > best!.scale { best = ((set as NSString).appendingPathComponent(file), scale) }
        }
        return best
    }

    /// The any-appearance colour of colour set `name`; nil when no catalog has one.
    public func color(named name: String) -> Color? {
        guard let set = folder(named: name, kind: "colorset"), let contents = AssetCatalog.contents(of: set),
            let colors = contents["colors"] as? [[String: Any]]
        else { return nil }
        let universal = colors.first { ($0["appearances"] as? [Any])?.isEmpty ?? true } ?? colors.first
        guard let entry = universal?["color"] as? [String: Any],
            let components = entry["components"] as? [String: Any]
        else { return nil }
        func component(_ key: String) -> Double? {
            guard let raw = components[key] else { return nil }
            if let number = raw as? Double { return number }
            guard let text = raw as? String else { return nil }
            if text.lowercased().hasPrefix("0x") { return Double(Int(text.dropFirst(2), radix: 16) ?? 0) / 255 }
            if text.contains(".") { return Double(text) }
            return Double(text).map { $0 / 255 }
        }
        let alpha = component("alpha") ?? 1
        if let white = component("white") { return Color(red: white, green: white, blue: white, opacity: alpha) }
        guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
        if (entry["color-space"] as? String)?.hasPrefix("display-p3") == true {
            return AssetCatalog.sRGB(fromDisplayP3: (r, g, b), opacity: alpha)
        }
        return Color(red: r, green: g, blue: b, opacity: alpha)
    }

    /// The first `NAME.kind` folder in the catalogs (at any depth; `Group/NAME` names one inside a group).
    /// The colour whose set Xcode's generated symbol `symbol` names (`appYellow` for "App Yellow.colorset" or
    /// "app-yellow.colorset": the set's name without spaces, dashes and underscores, in lower camel case; Apple: Xcode
    /// 15 "generated asset symbols"), compared without case and separators.
    public func color(symbol: String) -> Color? {
        func key(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
        let wanted = key(symbol)
        for catalog in catalogs {
            guard let walker = FileManager.default.enumerator(atPath: catalog) else { continue }
            var matches: [String] = []
            while let relative = walker.nextObject() as? String {
                let leaf = (relative as NSString).lastPathComponent
                guard leaf.hasSuffix(".colorset") else { continue }
                if key(String(leaf.dropLast(".colorset".count))) == wanted { matches.append(leaf) }
            }
            if let first = matches.sorted().first { return color(named: String(first.dropLast(".colorset".count))) }
        }
        return nil
    }

    private func folder(named name: String, kind: String) -> String? {
        guard !name.isEmpty, !name.hasPrefix("."), !name.contains("..") else { return nil }
        let leaf = "\((name as NSString).lastPathComponent).\(kind)"
        for catalog in catalogs {
            let direct = (catalog as NSString).appendingPathComponent("\(name).\(kind)")
            if AssetCatalog.isDirectory(direct) { return direct }
            guard let walker = FileManager.default.enumerator(atPath: catalog) else { continue }
            var matches: [String] = []
            while let relative = walker.nextObject() as? String {
                if (relative as NSString).lastPathComponent == leaf { matches.append(relative) }
            }
            if let first = matches.sorted().first { return (catalog as NSString).appendingPathComponent(first) }
        }
        return nil
    }

    private static func contents(of folder: String) -> [String: Any]? {
        let path = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: path), data.count < 1 << 20 else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    /// Display P3 (sRGB transfer, P3 primaries, D65) to sRGB, clamped to the sRGB gamut.
    static func sRGB(fromDisplayP3 c: (Double, Double, Double), opacity: Double) -> Color {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func encoded(_ v: Double) -> Double {
            let x = min(max(v, 0), 1)
            return x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
        }
        let (r, g, b) = (linear(c.0), linear(c.1), linear(c.2))
        // Linear Display P3 → linear sRGB: M(sRGB←XYZ) · M(XYZ←P3), both D65.
        return Color(
            red: encoded(1.2249401 * r - 0.2249404 * g + 0.0000003 * b),
            green: encoded(-0.0420569 * r + 1.0420571 * g - 0.0000002 * b),
            blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b), opacity: opacity)
    }
}
