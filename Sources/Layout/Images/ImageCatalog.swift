// ImageCatalog.swift: where `Image("name")` finds its pixels: files in the scene's own folder, decoded once.
// Rule: Apple: Image(_:bundle:) looks a name up in the app's asset catalog and picks the variant for the display
// scale (developer.apple.com/documentation/swiftui/image/init(_:bundle:)); a scene's folder plays the asset
// catalog: `name.png`, `name@2x.png`, `name@3x.png`, `name.jpg`, `name.jpeg`, `name.webp`. The highest-resolution
// variant is used (its point size is the same; shrinking it averages, so quality is never lost). Names are confined
// to the folder: no `/`, no leading `.`, regular files only, at most `maximumFileBytes`. Status: complete for #15.

import Foundation
import Render

/// The images a scene names, found in `folder` and decoded by `decode` (AnimKit passes Encode's decoder), cached.
public final class ImageCatalog: @unchecked Sendable {
    /// Decodes one file to premultiplied RGBA8 (scale 1); throws a message for an unreadable or corrupt file.
    public typealias Decoder = @Sendable (String) throws -> RasterImage

    /// The file name endings tried, in order, after the scale variants of PNG.
    public static let extensions = ["png", "jpg", "jpeg", "webp"]
    /// Largest image file read (256 MiB).
    public static let maximumFileBytes = 256 << 20

    public let folder: String
    /// Asset catalogs beside the scene, searched after the folder's own files.
    public let assets: AssetCatalog
    private let decode: Decoder
    private let lock = NSLock()
    private var cache: [String: Result<RasterImage, ImageLookupError>] = [:]

    public init(folder: String, decode: @escaping Decoder) {
        self.folder = folder
        self.assets = AssetCatalog(folder: folder)
        self.decode = decode
    }

    /// The image named `name` (`"photo"`, `"photo.jpg"`), or why there is none.
    public func image(named name: String) -> Result<RasterImage, ImageLookupError> {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[name] { return cached }
        let result = load(name)
        cache[name] = result
        return result
    }

    /// The files tried for `name`, best first, with their scales.
    func candidates(for name: String) -> [(file: String, scale: Double)] {
        let ext = (name as NSString).pathExtension.lowercased()
        if Self.extensions.contains(ext) { return [(name, Self.scale(of: (name as NSString).deletingPathExtension))] }
        var files: [(String, Double)] = [("\(name)@3x.png", 3), ("\(name)@2x.png", 2)]
        for e in Self.extensions { files += [("\(name).\(e)", 1), ("\(name).\(e.uppercased())", 1)] }
        return files
    }

    private func load(_ name: String) -> Result<RasterImage, ImageLookupError> {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix("."), !name.contains("\0") else {
            return .failure(
                ImageLookupError(
                    message: "image names are file names in the scene's folder; '\(name)' is not one",
                    hint: "put the image beside the scene and name it without a path"))
        }
        let manager = FileManager.default
        var files = candidates(for: name).map { (path: (folder as NSString).appendingPathComponent($0.file), $0.scale) }
        if let asset = assets.imageFile(named: name) { files.append(asset) }
        for (path, scale) in files {
            guard let attributes = try? manager.attributesOfItem(atPath: path) else { continue }
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                return .failure(ImageLookupError(message: "'\(path)' is not a regular file", hint: nil))
            }
            let bytes = (attributes[.size] as? Int) ?? 0
            guard bytes <= Self.maximumFileBytes else {
                return .failure(
                    ImageLookupError(
                        message:
                            "'\(path)' is \(bytes >> 20) MiB; images are read up to \(Self.maximumFileBytes >> 20) MiB",
                        hint: nil))
            }
            do {
                var image = try decode(path)
                image.scale = scale
                return .success(image)
            } catch let e as ImageLookupError {
                return .failure(ImageLookupError(message: "cannot read image '\(path)': \(e.message)", hint: e.hint))
            } catch {
                return .failure(ImageLookupError(message: "cannot read image '\(path)': \(error)", hint: nil))
            }
        }
        // The names tried, without the upper-case spellings of the same endings.
        let tried = candidates(for: name).map(\.file).filter { $0 == name + $0.dropFirst(name.count).lowercased() }
        return .failure(
            ImageLookupError(
                missing: true,
                message: "no image '\(name)' in \(URL(fileURLWithPath: folder).standardizedFileURL.path)",
                hint: "looked for " + tried.joined(separator: ", ")
                    + (assets.catalogs.isEmpty ? "" : " and '\(name).imageset' in the asset catalogs")
                    + "; put the file beside the scene"))
    }

    /// 2 for `name@2x`, 3 for `name@3x`, else 1.
    static func scale(of stem: String) -> Double {
        if stem.hasSuffix("@2x") { return 2 }
        if stem.hasSuffix("@3x") { return 3 }
        return 1
    }
}

/// Why an image name found nothing: a message and an optional hint, located where `Image(…)` is written.
/// `missing` says no file of that name exists (SwiftUI then draws nothing); otherwise a file was found but cannot be
/// read, or the name is not a file name — bad input.
public struct ImageLookupError: Error, Sendable, Equatable {
    public var missing: Bool
    public var message: String
    public var hint: String?

    public init(missing: Bool = false, message: String, hint: String?) {
        self.missing = missing
        self.message = message
        self.hint = hint
    }
}
