// InputFile.swift: what a file read as input (a PNG, a video, a scene, a golden) must be before it is opened.
// Rule: issue #22 (a FIFO named as an input blocked forever in open(2); a huge file was read whole): inputs are
// regular files (stat(2) follows symlinks) of at most a given size; anything else is `.invalidInput` naming why.
// Status: complete for issue #22.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks on input files before they are opened.
public enum InputFile {
    /// The largest video read by `measure`, `diff` and `regress`: 4 GiB.
    public static let maximumVideoBytes = 4 << 30
    /// The largest PNG read: 512 MiB (the pixel limit of PNGReader is checked from its header as well).
    public static let maximumPNGBytes = 512 << 20
    /// The largest picture a video may declare: 2^26 pixels (256 MiB as RGBA), the scene canvas's own area limit,
    /// so no decoded frame is larger than any frame anim can render to compare it with. A damaged or hostile header
    /// declaring 20000×20000 is refused before a frame is allocated.
    public static let maximumPicturePixels = 1 << 26
    /// The longest side a video may declare (the canvas's side limit).
    public static let maximumPictureSide = 16384

    /// Throws unless a declared `width`×`height` picture is within `maximumPictureSide` and `maximumPicturePixels`.
    public static func checkPicture(_ path: String, width: Int, height: Int) throws(EncodeError) {
        guard width <= maximumPictureSide, height <= maximumPictureSide, width * height <= maximumPicturePixels
        else {
            throw .invalidInput(
                "\(path): picture size \(width)×\(height) exceeds the limit of \(maximumPictureSide) pixels a side "
                    + "and \(maximumPicturePixels) pixels in all")
        }
    }

    /// Throws unless `path` is a regular file of at most `maximumBytes`; a missing file is `.io`, as before.
    public static func check(_ path: String, maximumBytes: Int) throws(EncodeError) {
        var st = stat()
        guard stat(path, &st) == 0 else {
            throw .io("cannot open \(path): \(String(cString: strerror(errno)))")
        }
        guard st.st_mode & S_IFMT == S_IFREG else {
            throw .invalidInput("\(path): not a regular file (a device, FIFO, socket or directory is not read)")
        }
        guard Int(st.st_size) <= maximumBytes else {
            throw .invalidInput("\(path): \(st.st_size) bytes, above the limit of \(maximumBytes) for this input")
        }
    }
}
