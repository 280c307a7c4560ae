// LibAVLog.swift: how loud libav* may be on stderr.
// Rule: libav* log through `av_log` to stderr at AV_LOG_INFO by default, and libx264 prints its banner and
// statistics there on every encode; this module reports failures as `EncodeError` values instead, so the
// library is told to log errors only, once, before the first libav* object is made. Status: complete.

import CAV

enum LibAVLog {
    /// Evaluated once (a global `let` is initialised lazily and thread-safely).
    private static let quieted: Void = av_log_set_level(AV_LOG_ERROR)

    /// Call before creating libav* contexts; later calls do nothing.
    static func configure() { _ = quieted }
}
