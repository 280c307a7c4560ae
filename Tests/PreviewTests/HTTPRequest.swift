// HTTPRequest.swift: a raw HTTP/1.0 GET over a TCP socket, so the request line goes out exactly as written (`/../x`,
// `%2e%2e`): URLSession and curl would normalise such paths before sending them.

import Foundation
import Glibc

/// The status and body of one answer.
struct HTTPAnswer {
    var status: Int
    var headers: String
    var body: Data
}

/// Sends `GET path` (or `method`) to 127.0.0.1:`port` with a Host header and reads the whole answer.
func httpRequest(port: Int, _ path: String, method: String = "GET", host: String? = nil) throws -> HTTPAnswer {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw BridgeFailure(message: "socket failed") }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard connected == 0 else { throw BridgeFailure(message: "connect to port \(port) failed") }
    let request = "\(method) \(path) HTTP/1.0\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n"
    _ = request.withCString { send(fd, $0, strlen($0), 0) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = recv(fd, &buffer, buffer.count, 0)
        if n <= 0 { break }
        data.append(contentsOf: buffer[0..<n])
    }
    guard let split = data.range(of: Data("\r\n\r\n".utf8)) else { throw BridgeFailure(message: "no HTTP header") }
    let headers = String(decoding: data[..<split.lowerBound], as: UTF8.self)
    let status = Int(headers.split(separator: " ").dropFirst().first ?? "") ?? 0
    return HTTPAnswer(status: status, headers: headers, body: data[split.upperBound...])
}
