import Foundation

extension XMLScanner {
    /// An error located at buffer position `position`.
    func error(_ problem: XMLError.Problem, at position: Int) -> XMLError {
        XMLError(problem, byteOffset: dropped + Int64(position), line: line(at: position))
    }

    /// The line of buffer position `position`, counting from 1.
    func line(at position: Int) -> Int {
        guard let inPlaceStart else { return droppedLines + newlines(in: 0..<position) + 1 }
        return Self.newlines(UnsafeBufferPointer(start: inPlaceStart, count: bytes + position - inPlaceStart)) + 1
    }

    /// The error for markup starting at `position` that the input ends inside.
    func truncatedMarkup(at position: Int) -> XMLError {
        let start = String(decoding: UnsafeBufferPointer(start: bytes + position, count: min(24, end - position)),
                           as: UTF8.self)
        return error(.truncated("the input ends inside the markup starting \(start.debugDescription)"), at: position)
    }

    /// How many line feeds the buffer holds in `range`.
    func newlines(in range: Range<Int>) -> Int {
        Self.newlines(UnsafeBufferPointer(start: bytes + range.lowerBound, count: range.count))
    }

    /// How many line feeds `bytes` hold: sixteen bytes at a time, each lane of a vector counting the line feeds
    /// it sees (a compare, and 1 added where it matched) for up to 255 blocks, then the lanes are summed; the rest eight
    /// bytes at a time, each word's line feeds turned into its high bits (exactly: no carry crosses a byte)
    /// and summed. A reader of a stream (a zip) counts every byte it drops.
    static func newlines(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var count = 0
        var offset = 0
        let lineFeeds = SIMD16<UInt8>(repeating: 0x0A), ones = SIMD16<UInt8>(repeating: 1), noLineFeed = SIMD16<UInt8>()
        while bytes.count - offset >= 16 {
            // No lane passes 255 in 255 blocks.
            let blocks = min(255, (bytes.count - offset) / 16)
            var lanes = SIMD16<UInt8>()
            for _ in 0..<blocks {
                let block = UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD16<UInt8>.self)
                lanes &+= noLineFeed.replacing(with: ones, where: block .== lineFeeds)
                offset += 16
            }
            count &+= Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        }
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        while offset + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
            // A byte's high bit ends up set exactly when the byte was 0 (a line feed before the xor).
            let zeroes = ~(((word & low7) &+ low7) | word | low7)
            // One 0/1 per byte, summed into the top byte by the multiplication (no popcount on baseline x86-64).
            count &+= Int(truncatingIfNeeded: ((zeroes >> 7) &* 0x0101_0101_0101_0101) >> 56)
            offset += 8
        }
        while offset < bytes.count {
            if base[offset] == 10 { count &+= 1 }
            offset += 1
        }
        return count
    }

    /// The first `byte` at or after `position`, or `nil` when the buffer holds none.
    @inline(__always)
    func find(_ byte: UInt8, from position: Int) -> Int? {
        guard position < end, let found = memchr(bytes + position, Int32(byte), end - position) else { return nil }
        return found.assumingMemoryBound(to: UInt8.self) - bytes
    }

    /// The next `<` at or after `position`: usually a line feed and a space or two away, so the first
    /// bytes are looked at before `memchr` is called.
    @inline(__always)
    func findOpen(from position: Int) -> Int? {
        let bytes = self.bytes, stop = min(end, position + 8)
        var index = position
        while index < stop {
            if bytes[index] == UInt8(ascii: "<") { return index }
            index += 1
        }
        return find(UInt8(ascii: "<"), from: index)
    }

    /// The first occurrence of `needle` at or after `position`, or `nil` when the buffer holds none.
    func find(_ needle: StaticString, from position: Int) -> Int? {
        let first = needle.utf8Start[0]
        var from = position
        while let candidate = find(first, from: from) {
            guard candidate + needle.utf8CodeUnitCount <= end else { return nil }
            if memcmp(bytes + candidate, needle.utf8Start, needle.utf8CodeUnitCount) == 0 { return candidate }
            from = candidate + 1
        }
        return nil
    }

    /// Whether the buffer holds `prefix` at `position`; `nil` when it holds too few bytes to tell.
    func has(_ prefix: StaticString, at position: Int) -> Bool? {
        let count = min(prefix.utf8CodeUnitCount, end - position)
        guard memcmp(bytes + position, prefix.utf8Start, count) == 0 else { return false }
        return count == prefix.utf8CodeUnitCount ? true : nil
    }

    /// The names of the open elements, outermost first.
    var openNameTexts: [String] {
        var names: [String] = []
        var offset = 0
        for length in openLengths {
            names.append(String(decoding: openNames[offset..<(offset + length)], as: UTF8.self))
            offset += length
        }
        return names
    }

    /// A byte as a person reads it in a message.
    static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}

extension UInt8 {
    /// XML whitespace: space, tab, line feed, carriage return.
    @inline(__always)
    var isXMLSpace: Bool { self == 0x20 || self == 0x0A || self == 0x09 || self == 0x0D }
}
