// LibAVFilter.swift: libavfilter, loaded when the first filter graph is built (only GIF output uses one), not when
// anim starts.
// Rule: dlopen(3)/dlsym(3) (man7.org/linux/man-pages/man3/dlopen.3.html). Every anim process paid for mapping and
// relocating libavfilter and the ~30 libraries only it needs (libplacebo, Vulkan, rubberband, flite, tesseract …;
// Debian links them with BIND_NOW): `perf stat -r 20` of an empty C program linked like anim is 65 ms of CPU with
// libavfilter and 32 ms without (bench/README.md "Where a whole render's time goes"). The declarations still come from
// CAV's headers (same FFmpeg as the other libav* libraries); the soname's major version is the headers' own
// LIBAVFILTER_VERSION_MAJOR, so the library found is the one the declarations describe. Status: complete.

import CAV

#if canImport(Glibc)
    import Glibc
#endif

/// The ten libavfilter entry points FilterGraph calls, resolved once from `libavfilter.so.<major>`.
struct LibAVFilter: @unchecked Sendable {
    let graphAlloc: @convention(c) () -> UnsafeMutablePointer<AVFilterGraph>?
    let graphFree: @convention(c) (UnsafeMutablePointer<UnsafeMutablePointer<AVFilterGraph>?>?) -> Void
    let getByName: @convention(c) (UnsafePointer<CChar>?) -> UnsafePointer<AVFilter>?
    let inoutAlloc: @convention(c) () -> UnsafeMutablePointer<AVFilterInOut>?
    let inoutFree: @convention(c) (UnsafeMutablePointer<UnsafeMutablePointer<AVFilterInOut>?>?) -> Void
    let graphCreateFilter:
        @convention(c) (
            UnsafeMutablePointer<UnsafeMutablePointer<AVFilterContext>?>?, UnsafePointer<AVFilter>?,
            UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?, UnsafeMutablePointer<AVFilterGraph>?
        ) -> Int32
    let graphParse:
        @convention(c) (
            UnsafeMutablePointer<AVFilterGraph>?, UnsafePointer<CChar>?,
            UnsafeMutablePointer<UnsafeMutablePointer<AVFilterInOut>?>?,
            UnsafeMutablePointer<UnsafeMutablePointer<AVFilterInOut>?>?, UnsafeMutableRawPointer?
        ) -> Int32
    let graphConfig: @convention(c) (UnsafeMutablePointer<AVFilterGraph>?, UnsafeMutableRawPointer?) -> Int32
    let sourceAddFrame:
        @convention(c) (UnsafeMutablePointer<AVFilterContext>?, UnsafeMutablePointer<AVFrame>?, Int32)
            -> Int32
    let sinkGetFrame: @convention(c) (UnsafeMutablePointer<AVFilterContext>?, UnsafeMutablePointer<AVFrame>?) -> Int32

    /// The library, loaded on first use; `.unsupported` (with dlerror's text) when it cannot be.
    static func shared() throws(EncodeError) -> LibAVFilter {
        switch loaded {
        case .success(let library): return library
        case .failure(let error): throw error
        }
    }

    /// `libavfilter.so.8` for FFmpeg 5.1.
    static let soname = "libavfilter.so.\(LIBAVFILTER_VERSION_MAJOR)"

    /// Evaluated once (a static `let` is initialised lazily and thread-safely).
    private static let loaded: Result<LibAVFilter, EncodeError> = {
        guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(.unsupported("cannot load \(soname) (\(lastError())); GIF output needs libavfilter"))
        }
        // The handle stays open for the life of the process: FilterGraph objects may exist until it ends.
        func symbol<T>(_ name: String) throws(EncodeError) -> T {
            guard let address = dlsym(handle, name) else {
                throw .unsupported("\(soname) has no \(name) (\(lastError()))")
            }
            return unsafeBitCast(address, to: T.self)
        }
        do throws(EncodeError) {
            return .success(
                LibAVFilter(
                    graphAlloc: try symbol("avfilter_graph_alloc"),
                    graphFree: try symbol("avfilter_graph_free"),
                    getByName: try symbol("avfilter_get_by_name"),
                    inoutAlloc: try symbol("avfilter_inout_alloc"),
                    inoutFree: try symbol("avfilter_inout_free"),
                    graphCreateFilter: try symbol("avfilter_graph_create_filter"),
                    graphParse: try symbol("avfilter_graph_parse_ptr"),
                    graphConfig: try symbol("avfilter_graph_config"),
                    sourceAddFrame: try symbol("av_buffersrc_add_frame_flags"),
                    sinkGetFrame: try symbol("av_buffersink_get_frame")
                ))
        } catch {
            return .failure(error)
        }
    }()

    private static func lastError() -> String {
        dlerror().map { String(cString: $0) } ?? "no reason given"
    }
}
