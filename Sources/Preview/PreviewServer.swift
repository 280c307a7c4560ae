// PreviewServer.swift: the preview's HTTP server: GNU libmicrohttpd on a socket bound to loopback unless `--host` says
// otherwise, one thread per connection (a frame render or a long-poll blocks only its own connection), and the only
// routes there are: `/`, `/info.json`, `/events?since=G`, `/frame/N.png?scale=S`, `/check/N.json?scale=S`.
// Rule: libmicrohttpd manual (https://www.gnu.org/software/libmicrohttpd/manual/libmicrohttpd.html): the daemon takes
// an already listening socket (MHD_OPTION_LISTEN_SOCKET), so the address is resolved and bound here with
// getaddrinfo(3)/bind(2) and port 0 is a free port (getsockname(2) says which). The URL the access handler gets is
// already percent-decoded, so `%2e%2e` arrives as `..`: any path with `..`, a backslash or a NUL is refused (403);
// anything not a route is 404; nothing is read from disk by path, so there is no directory to list. The Host header
// must name this server (a loopback name, or the `--host` given), which defeats DNS rebinding (RFC 9110 §7.2).
// Status: complete for issue #23.

import CMicroHTTPD
import Foundation
import Glibc

/// One HTTP answer.
public struct PreviewResponse: Sendable {
    public var status: Int
    public var contentType: String
    public var body: Data

    public init(status: Int, contentType: String, body: Data) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    static func text(_ status: Int, _ message: String) -> PreviewResponse {
        PreviewResponse(status: status, contentType: "text/plain; charset=utf-8", body: Data((message + "\n").utf8))
    }

    static func json(_ object: Any, status: Int = 200) -> PreviewResponse {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return PreviewResponse(status: status, contentType: "application/json", body: data)
    }
}

/// The preview's routes over a session, served by libmicrohttpd until `stop()`.
public final class PreviewServer: @unchecked Sendable {
    public let session: PreviewSession
    /// The bound address as it goes in a URL (`127.0.0.1`, `[::1]`) and the port.
    public let host: String
    public let port: Int
    /// How long `/events` waits for a new generation before answering with the same one.
    public let longPollSeconds: Double
    private var daemon: OpaquePointer?
    private let listenFD: Int32
    private let allowedHosts: Set<String>

    /// Binds `host:port` (port 0: any free port) and starts serving.
    public init(session: PreviewSession, host: String = "127.0.0.1", port: Int = 0, longPollSeconds: Double = 20)
        throws(PreviewStartFailure)
    {
        self.session = session
        self.longPollSeconds = longPollSeconds
        let (fd, bound, family) = try PreviewServer.listen(host: host, port: port)
        // An IPv6 literal goes in brackets in a URL and a Host header (RFC 3986 §3.2.2).
        listenFD = fd
        self.port = bound
        self.host = host.contains(":") ? "[\(host)]" : host
        var hosts: Set<String> = ["127.0.0.1", "localhost", "[::1]", self.host.lowercased()]
        if host == "0.0.0.0" || host == "::" {
            // Bound to every interface on purpose: any name that reaches it is accepted.
            hosts = []
        }
        allowedHosts = Set(hosts.map { "\($0):\(bound)" })
        let flags =
            UInt32(MHD_USE_THREAD_PER_CONNECTION.rawValue | MHD_USE_INTERNAL_POLLING_THREAD.rawValue)
            | UInt32(MHD_USE_POLL.rawValue) | (family == AF_INET6 ? UInt32(MHD_USE_IPv6.rawValue) : 0)
        let me = Unmanaged.passUnretained(self).toOpaque()
        let options: [CVarArg] = [
            Int32(bitPattern: MHD_OPTION.LISTEN_SOCKET.rawValue), fd,
            Int32(bitPattern: MHD_OPTION.CONNECTION_TIMEOUT.rawValue), UInt32(120),
            Int32(bitPattern: MHD_OPTION.END.rawValue),
        ]
        daemon = withVaList(options) { list in
            MHD_start_daemon_va(flags, 0, nil, nil, PreviewServer.handler, me, list)
        }
        guard daemon != nil else {
            close(fd)
            throw PreviewStartFailure(message: "libmicrohttpd could not start on \(self.host):\(bound)")
        }
    }

    deinit { stop() }

    /// The page's address.
    public var url: String { "http://\(host):\(port)/" }

    /// Stops the daemon and closes the socket.
    public func stop() {
        guard let d = daemon else { return }
        daemon = nil
        MHD_stop_daemon(d)
        close(listenFD)
    }

    /// A socket listening on `host:port`, the port it got, and its address family.
    private static func listen(host: String, port: Int) throws(PreviewStartFailure) -> (Int32, Int, Int32) {
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            throw PreviewStartFailure(
                message: "cannot resolve host '\(host)': \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(list) }
        let family = first.pointee.ai_family
        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw PreviewStartFailure(message: "socket: \(String(cString: strerror(errno)))") }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        guard bind(fd, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw PreviewStartFailure(message: "cannot listen on \(host):\(port): \(reason) (bind)")
        }
        guard Glibc.listen(fd, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw PreviewStartFailure(message: "cannot listen on \(host):\(port): \(reason) (listen)")
        }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let bound = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard bound == 0 else {
            close(fd)
            throw PreviewStartFailure(message: "getsockname: \(String(cString: strerror(errno)))")
        }
        let portNumber = withUnsafePointer(to: &storage) { p -> UInt16 in
            family == AF_INET6
                ? p.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port }
                : p.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port }
        }
        return (fd, Int(UInt16(bigEndian: portNumber)), family)
    }

    /// libmicrohttpd's access handler: one call per request (GET has no body to wait for), answered at once.
    private static let handler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, _, _, _ in
        guard let cls, let connection, let url, let method else { return MHD_Result.NO }
        let server = Unmanaged<PreviewServer>.fromOpaque(cls).takeUnretainedValue()
        let query = { (name: String) -> String? in
            MHD_lookup_connection_value(connection, MHD_ValueKind.GET_ARGUMENT_KIND, name).map { String(cString: $0) }
        }
        let hostHeader = MHD_lookup_connection_value(connection, MHD_ValueKind.HEADER_KIND, "Host").map {
            String(cString: $0)
        }
        let response = server.answer(
            method: String(cString: method), path: String(cString: url), host: hostHeader, query: query)
        return server.queue(response, on: connection)
    }

    private func queue(_ r: PreviewResponse, on connection: OpaquePointer) -> MHD_Result {
        let response = r.body.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(
                bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
                MHD_ResponseMemoryMode.RESPMEM_MUST_COPY)
        }
        guard let response else { return MHD_Result.NO }
        defer { MHD_destroy_response(response) }
        MHD_add_response_header(response, "Content-Type", r.contentType)
        MHD_add_response_header(response, "Cache-Control", "no-store")
        MHD_add_response_header(response, "X-Content-Type-Options", "nosniff")
        MHD_add_response_header(
            response, "Content-Security-Policy",
            "default-src 'none'; img-src 'self' blob:; connect-src 'self'; script-src 'unsafe-inline'; "
                + "style-src 'unsafe-inline'")
        return MHD_queue_response(connection, UInt32(r.status), response)
    }

    /// The routes. `path` is the decoded path; `query` reads one decoded query argument.
    public func answer(method: String, path: String, host: String?, query: (String) -> String?) -> PreviewResponse {
        guard method == "GET" || method == "HEAD" else { return .text(405, "only GET and HEAD") }
        guard !path.contains(".."), !path.contains("\\"), !path.contains("\0") else {
            return .text(403, "forbidden path")
        }
        if !allowedHosts.isEmpty {
            guard let host, allowedHosts.contains(host.lowercased()) else {
                return .text(403, "unexpected Host header; open \(url)")
            }
        }
        switch path {
        case "/":
            return PreviewResponse(
                status: 200, contentType: "text/html; charset=utf-8", body: Data(PreviewPage.html.utf8))
        case "/info.json":
            return .json(session.info())
        case "/events":
            let since = query("since").flatMap(Int.init) ?? -1
            return .json(session.info(after: since, timeout: longPollSeconds))
        default:
            break
        }
        let scale: Double?
        if let s = query("scale") {
            guard let v = Double(s), v.isFinite, v > 0, v <= 8 else { return .text(400, "scale must be in (0, 8]") }
            scale = v
        } else {
            scale = nil
        }
        if let n = PreviewServer.index(path, prefix: "/frame/", suffix: ".png") {
            do throws(PreviewFailure) {
                return PreviewResponse(
                    status: 200, contentType: "image/png", body: try session.png(frame: n, scale: scale))
            } catch {
                return failure(error)
            }
        }
        if let n = PreviewServer.index(path, prefix: "/check/", suffix: ".json") {
            do throws(PreviewFailure) {
                return PreviewResponse(
                    status: 200, contentType: "application/json", body: try session.checkJSON(frame: n, scale: scale))
            } catch {
                return failure(error)
            }
        }
        return .text(404, "not found")
    }

    private func failure(_ f: PreviewFailure) -> PreviewResponse {
        .json(["status": f.status, "message": f.message, "error": f.error?.json ?? NSNull()], status: f.status)
    }

    /// N of `/frame/N.png`: decimal digits only (no sign, no spaces), at most 9 of them.
    static func index(_ path: String, prefix: String, suffix: String) -> Int? {
        guard path.hasPrefix(prefix), path.hasSuffix(suffix), path.count > prefix.count + suffix.count else {
            return nil
        }
        let digits = path.dropFirst(prefix.count).dropLast(suffix.count)
        guard digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}

/// The server could not start (address in use, unknown host): a runtime failure of the command.
public struct PreviewStartFailure: Error, Sendable {
    public var message: String
}
