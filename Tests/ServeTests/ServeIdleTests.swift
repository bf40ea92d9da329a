import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import Serve
import TestSupport

/// Serve closes a connection that stays silent, so slow or abandoned clients cannot hold its sockets.
@Suite struct ServeIdleTests {
    /// A socket to 127.0.0.1:`port` that gives up reading after `seconds`.
    private static func connect(port: Int, seconds: Int) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #expect(socket >= 0)
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        #expect(connected == 0, "connect to port \(port): errno \(errno)")
        return socket
    }

    /// Reads until the server closes the socket (0) or the read times out (-1); the bytes read.
    private static func readUntilClosed(_ socket: Int32) -> (result: Int, bytes: [UInt8]) {
        var all: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(socket, &buffer, buffer.count)
            if count <= 0 { return (count, all) }
            all += buffer[0..<count]
        }
    }

    /// Runs against the real `sitegen serve` in a process of its own: a live server's sockets are then
    /// the program's, as people run it, and its shutdown is the program's own (SIGINT), not a test task's
    /// cancellation. The timing allows for a machine busy with every other suite.
    @Test func silentAndPartialConnectionsAreClosed() throws {
        let binary = try #require(ChildProcess.product("sitegen"), "build sitegen first (swift build)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-idle-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("title = \"Idle\"\ntime_zone = \"UTC\"\ndemo = false\n".utf8).write(to: URL(fileURLWithPath: folder + "/site.toml"))
        let process = Process(), pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["serve", "--site", folder, "--port", "0"]
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        defer {
            process.interrupt()
            process.waitUntilExit()
        }
        // "Serving … at http://127.0.0.1:PORT/ (Ctrl-C stops)"
        var printed = "", port: Int?
        let deadline = Date().addingTimeInterval(300)
        while port == nil, Date() < deadline, process.isRunning {
            printed += String(decoding: pipe.fileHandleForReading.availableData, as: UTF8.self)
            if let match = printed.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//) { port = Int(match.1) }
        }
        let served = try #require(port, "serve did not start: \(printed)")

        let started = Date()
        // One connection sends nothing; one stops part-way through a request's head; one asks for a page
        // with keep-alive and then stays silent.
        let silent = try Self.connect(port: served, seconds: 120)
        let partial = try Self.connect(port: served, seconds: 120)
        let kept = try Self.connect(port: served, seconds: 120)
        defer { for socket in [silent, partial, kept] { close(socket) } }
        _ = "GET /habits/ HTTP/1.1\r\nHost: 127.0.0.1".withCString { write(partial, $0, strlen($0)) }
        _ = "GET /habits/ HTTP/1.1\r\nHost: 127.0.0.1:\(served)\r\n\r\n".withCString { write(kept, $0, strlen($0)) }
        let silentRead = Self.readUntilClosed(silent)
        let partialRead = Self.readUntilClosed(partial)
        let keptRead = Self.readUntilClosed(kept)
        let elapsed = Date().timeIntervalSince(started)
        #expect(silentRead.result == 0 && silentRead.bytes.isEmpty, "the silent connection is closed, not timed out")
        #expect(partialRead.result == 0, "the partial request's connection is closed")
        #expect(keptRead.result == 0, "the kept-alive connection is closed once silent")
        #expect(String(decoding: keptRead.bytes.prefix(9), as: UTF8.self) == "HTTP/1.1 ", "the request was answered first")
        let idle = Double(ServeServer.idleSeconds)
        #expect(elapsed >= idle - 1 && elapsed < idle + 60, "closed after about \(idle) s, not \(elapsed) s")
    }
}
