import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import Serve

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

    @Test func silentAndPartialConnectionsAreClosed() async throws {
        let fixture = try await ServeFixture(port: 0)
        let ports = AsyncStream.makeStream(of: Int.self)
        let app = fixture.parts.application { port in ports.continuation.yield(port) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await app.runService() }
            var iterator = ports.stream.makeAsyncIterator()
            let port = try #require(await iterator.next())
            let started = Date()
            // One connection sends nothing; one stops part-way through a request's head; one asks for a
            // page with keep-alive and then stays silent.
            let silent = try Self.connect(port: port, seconds: 30)
            let partial = try Self.connect(port: port, seconds: 30)
            let kept = try Self.connect(port: port, seconds: 30)
            _ = "GET /habits/ HTTP/1.1\r\nHost: 127.0.0.1".withCString { write(partial, $0, strlen($0)) }
            _ = "GET /habits/ HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n".withCString { write(kept, $0, strlen($0)) }
            let silentRead = Self.readUntilClosed(silent)
            let partialRead = Self.readUntilClosed(partial)
            let keptRead = Self.readUntilClosed(kept)
            let elapsed = Date().timeIntervalSince(started)
            #expect(silentRead.result == 0 && silentRead.bytes.isEmpty, "the silent connection is closed, not timed out")
            #expect(partialRead.result == 0, "the partial request's connection is closed")
            #expect(keptRead.result == 0, "the kept-alive connection is closed once silent")
            // (The answer is the Host check's 403: the fixture's guard knows port 0, not the one picked.)
            #expect(String(decoding: keptRead.bytes.prefix(9), as: UTF8.self) == "HTTP/1.1 ", "the request was answered first")
            let idle = Double(ServeServer.idleSeconds)
            #expect(elapsed >= idle - 1 && elapsed < idle + 10, "closed after about \(idle) s, not \(elapsed) s")
            for socket in [silent, partial, kept] { close(socket) }
            group.cancelAll()
        }
    }
}
