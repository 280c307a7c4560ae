// OutputTarget.swift: what an output path may be, and how its temporary is created (AtomicOutput).
// Rule: issue #22 (`-o /dev/full` replaced the device; a symlink planted at a predictable temporary name was
// followed); POSIX lstat(2), open(2) O_CREAT|O_EXCL|O_NOFOLLOW, mkdir(2); CERT FIO21-C. Status: complete for #22.

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks on output targets and their temporaries.
enum OutputTarget {
    /// Throws bad input unless `path` is absent, a symlink (which the output replaces), or of the kind written.
    static func check(_ path: String, directory: Bool) throws(CommandFailure) {
        var st = stat()
        guard lstat(path, &st) == 0 else { return }
        let kind = st.st_mode & S_IFMT
        switch kind {
        case S_IFLNK:
            return
        case S_IFREG where !directory, S_IFDIR where directory:
            return
        case S_IFREG:
            throw .badInput("cannot write the folder '\(path)': a file of that name exists")
        case S_IFDIR:
            throw .badInput("cannot write '\(path)': it is a directory; name a file, or use --format png for frames")
        default:
            throw .badInput(
                "cannot write '\(path)': it is \(describe(kind)), not a regular file; anim writes only regular files "
                    + "(left untouched)")
        }
    }

    /// Creates the temporary `path` exclusively: a file with O_CREAT|O_EXCL|O_NOFOLLOW, or a folder with mkdir.
    static func create(_ path: String, directory: Bool) throws(CommandFailure) {
        if directory {
            guard mkdir(path, 0o755) == 0 else {
                throw .runtime("cannot create '\(path)': \(String(cString: strerror(errno)))")
            }
            return
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .runtime("cannot create '\(path)': \(String(cString: strerror(errno)))") }
        close(fd)
    }

    /// Whether `path` is still a regular file (or a folder) and not a symlink, as `create` made it.
    static func isUnchanged(_ path: String, directory: Bool) -> Bool {
        var st = stat()
        guard lstat(path, &st) == 0 else { return false }
        return st.st_mode & S_IFMT == (directory ? S_IFDIR : S_IFREG)
    }

    /// 64 random bits in hex, for temporary names nobody can predict.
    static func randomTag() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = generator.next()
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private static func describe(_ kind: mode_t) -> String {
        switch kind {
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}
