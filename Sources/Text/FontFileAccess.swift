// FontFileAccess.swift: which font files a scene may make anim read (`.font(.custom("Fonts/X.ttf", size:))`).
// Rule: issue #22 (`.custom("../../x.ttf")` opened any path on the machine; a FIFO named as a font hung the render):
// a font file is read only when it is a regular file of at most `maximumBytes`, and its real path (symlinks
// resolved, realpath(3)) lies in a folder that was allowed — each loaded scene's own folder, and any named with
// `--allow-path` — or in one of fontconfig's font directories (FcConfigGetFontDirs: the system font set).
// Anything else is refused with a reason, which FontChain reports as a warning and falls back, as for a missing file.
// Status: complete for issue #22.

import CFontconfig
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folders font files may be read from, process-wide.
public enum FontFileAccess {
    /// The largest font file read: 64 MiB (the largest CJK collections installed by fonts-noto-cjk are ~20 MiB).
    public static let maximumBytes = 64 << 20

    private static let allowed = Mutex<(real: Set<String>, written: Set<String>)>(([], []))

    /// Allows the fonts in `directory` and below (a scene's folder, or `--allow-path DIR`). Cheap when repeated.
    public static func allow(directory: String) {
        if allowed.withLock({ $0.written.contains(directory) }) { return }
        guard let real = realPath(directory) else { return }
        allowed.withLock {
            $0.real.insert(real)
            $0.written.insert(directory)
        }
    }

    /// Nil when `path` may be read; otherwise why not. `systemDirectories` are fontconfig's font directories.
    static func refusal(_ path: String, systemDirectories: [String]) -> String? {
        var st = stat()
        // A missing file is left to FreeType, which reports it as before ("could not be opened").
        guard stat(path, &st) == 0 else { return nil }
        guard st.st_mode & S_IFMT == S_IFREG else { return "it is not a regular file" }
        guard Int(st.st_size) <= maximumBytes else {
            return "it is \(st.st_size) bytes, above the limit of \(maximumBytes) for a font file"
        }
        guard let real = realPath(path) else { return "its real path cannot be resolved" }
        let roots = allowed.withLock { $0.real }.union(systemDirectories.compactMap(realPath))
        guard roots.contains(where: { real.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
            return "it is outside the scene's folder and the system fonts (add '--allow-path DIR' to allow its folder)"
        }
        return nil
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

extension FontConfiguration {
    /// fontconfig's font directories (FcConfigGetFontDirs), read once.
    var fontDirectories: [String] {
        lock.withLock { _ in
            guard let list = FcConfigGetFontDirs(raw) else { return [] }
            defer { FcStrListDone(list) }
            var directories: [String] = []
            while let next = FcStrListNext(list) {
                directories.append(String(cString: next))
            }
            return directories
        }
    }
}
