// AnimVersion.swift: the version of anim that goldens, caches and shard files record, so results made by another
// anim are recognised rather than compared blindly (issue #20). Bump the minor number with any change that can
// alter rendered pixels. Status: complete.

/// anim's version.
public enum AnimVersion {
    /// `major.minor.patch`.
    public static let current = "0.20.0"
}
