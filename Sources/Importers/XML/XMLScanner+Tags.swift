import Foundation

extension XMLScanner {
    /// A start tag `<Name a="1" b='2'>` or `<Name … />`; the handler sees it, then (if empty) its end.
    func startTag<Handler: XMLHandler>(at open: Int, _ handler: inout Handler) throws -> Int? {
        guard let (nameEnd, afterName) = try name(at: open + 1) else { return nil }
        guard let (close, isEmpty) = try attributes(from: afterName) else { return nil }
        if openCount == 0, sawRoot {
            throw error(.malformed("a second root element <\(text(open + 1..<nameEnd))>"), at: open)
        }
        sawRoot = true
        let depth = openCount
        let element = XMLElement(base: UnsafePointer(bytes), nameRange: (open + 1)..<nameEnd,
                                 spans: UnsafeBufferPointer(start: spans, count: spanCount))
        try located(at: open) { try handler.startElement(element, depth: depth) }
        if isEmpty {
            try located(at: open) { try handler.endElement(depth: depth) }
        } else {
            openNames.append(contentsOf: UnsafeBufferPointer(start: bytes + open + 1, count: nameEnd - open - 1))
            openLengths.append(nameEnd - open - 1)
            openCount += 1
        }
        return close
    }

    /// An end tag `</Name>`: it must close the innermost open element.
    func endTag<Handler: XMLHandler>(at open: Int, _ handler: inout Handler) throws -> Int? {
        guard let (nameEnd, afterName) = try name(at: open + 2) else { return nil }
        var index = afterName
        while index < end, bytes[index].isXMLSpace { index += 1 }
        guard index < end else { return nil }
        let found = text(open + 2..<nameEnd)
        guard bytes[index] == UInt8(ascii: ">") else { throw error(.malformed("expected '>' to end </\(found)"), at: index) }
        guard let length = openLengths.last else { throw error(.malformed("</\(found)> closes no open element"), at: open) }
        let innermost = openNames.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[(openNames.count - length)...]) }
        let closing = UnsafeBufferPointer(start: bytes + open + 2, count: nameEnd - open - 2)
        guard closing.equals(innermost) else {
            throw error(.malformed("</\(found)> found where </\(openNameTexts.last ?? "")> was expected"), at: open)
        }
        openNames.removeLast(length)
        openLengths.removeLast()
        openCount -= 1
        try located(at: open) { try handler.endElement(depth: openCount) }
        return index + 1
    }

    /// A name starting at `position`: returns its end and the position after it.
    private func name(at position: Int) throws -> (Int, Int)? {
        guard position < end else { return nil }
        guard bytes[position].isNameStart else {
            throw error(.malformed("expected an element name after '<', found \(Self.describe(bytes[position]))"), at: position)
        }
        let index = Self.nameEnd(bytes, from: position + 1, end, nameBytes)
        return index < end ? (index, index) : nil
    }

    /// The attributes after an element name, into `spans`; returns the position after `>` and
    /// whether the element was empty (`/>`).
    private func attributes(from position: Int) throws -> (Int, Bool)? {
        spanCount = 0
        // The buffer and its end as locals: the loops below then touch no property of the scanner.
        let bytes = self.bytes, end = self.end
        var index = position
        while true {
            let before = index
            while index < end, bytes[index].isXMLSpace { index += 1 }
            guard index < end else { return nil }
            switch bytes[index] {
            case UInt8(ascii: ">"):
                return (index + 1, false)
            case UInt8(ascii: "/"):
                guard index + 1 < end else { return nil }
                guard bytes[index + 1] == UInt8(ascii: ">") else { throw error(.malformed("expected '>' after '/'"), at: index) }
                return (index + 2, true)
            default:
                guard index > before else { throw error(.malformed("expected whitespace before an attribute"), at: index) }
                guard let next = try attribute(at: index, bytes, end) else { return nil }
                index = next
            }
        }
    }

    /// One `name="value"` (or single quotes) into `spans`; returns the position after it.
    @inline(__always)
    private func attribute(at position: Int, _ bytes: UnsafeMutablePointer<UInt8>, _ end: Int) throws -> Int? {
        var index = Self.nameEnd(bytes, from: position, end, nameBytes)
        guard index < end else { return nil }
        var nameEnd = index
        guard nameEnd > position else { throw error(.malformed("expected an attribute name, found \(Self.describe(bytes[index]))"), at: index) }
        while bytes[index] != UInt8(ascii: "=") {
            while index < end, bytes[index].isXMLSpace { index += 1 }
            guard index < end else { return nil }
            if bytes[index] == UInt8(ascii: "=") { break }
            // iOS 8's Health app wrote metadata keys with spaces as attribute names (`Modified Date="…"`): a name
            // that goes on after white space is read whole, up to its `=`.
            guard bytes[index].isNameStart else {
                throw error(.malformed("expected '=' after the attribute \(text(position..<nameEnd))"), at: index)
            }
            index = Self.nameEnd(bytes, from: index + 1, end, nameBytes)
            guard index < end else { return nil }
            nameEnd = index
        }
        index += 1
        while index < end, bytes[index].isXMLSpace { index += 1 }
        guard index < end else { return nil }
        let quote = bytes[index]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw error(.malformed("expected a quoted value for the attribute \(text(position..<nameEnd))"), at: index)
        }
        guard let (close, hasEntity) = Self.valueEnd(bytes, from: index + 1, end, quote: quote) else { return nil }
        if spanCount == spanCapacity { growSpans() }
        spans[spanCount] = XMLAttributeSpan(nameStart: position, nameEnd: nameEnd, valueStart: index + 1, valueEnd: close,
                                            hasEntity: hasEntity)
        spanCount += 1
        return close + 1
    }

    /// The end of a name whose bytes continue from `start`: the first byte that is not a name byte, or `end`.
    ///
    /// Names in an export are letters: eight bytes at a time, the first byte that is not an ASCII letter is
    /// found at once (below), and only from there on are bytes looked up one by one in `nameBytes` (digits, `-`,
    /// `.`, `_`, `:` and non-ASCII bytes continue a name too).
    @inline(__always)
    static func nameEnd(_ bytes: UnsafeMutablePointer<UInt8>, from start: Int, _ end: Int,
                        _ nameBytes: UnsafeMutablePointer<Bool>) -> Int {
        var index = start
        while index + 8 <= end {
            let stop = firstNonLetter(UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self))
            index += stop
            if stop < 8 { break }
        }
        while index < end, nameBytes[Int(bytes[index])] { index += 1 }
        return index
    }

    /// Of the eight bytes of `word` (little-endian), the position of the first that is not an ASCII letter; 8
    /// when all are. Each byte is folded to lower case (`| 0x20`) and its low seven bits `y` tested without a
    /// carry into its neighbour: `y + 0x1F` sets the high bit exactly when `y >= 0x61` ("a"), `0xFA - y` exactly
    /// when `y <= 0x7A` ("z"); a byte with its own high bit set is never a letter.
    @inline(__always)
    static func firstNonLetter(_ word: UInt64) -> Int {
        let highs: UInt64 = 0x8080_8080_8080_8080, lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let folded = (word | 0x2020_2020_2020_2020) & lows
        let atLeastA = folded &+ 0x1F1F_1F1F_1F1F_1F1F
        let atMostZ = 0xFAFA_FAFA_FAFA_FAFA &- folded
        let letters = atLeastA & atMostZ & ~word & highs
        return (~letters & highs).trailingZeroBitCount >> 3
    }

    /// The first `quote` at or after `start` and whether a `&` comes before it; `nil` when the buffer ends first.
    ///
    /// Values are dates, numbers, type names and device descriptions: sixteen bytes at a time, both bytes looked
    /// for at once (a vector compare); `memchr` finds the closing quote after an entity.
    @inline(__always)
    static func valueEnd(_ bytes: UnsafeMutablePointer<UInt8>, from start: Int, _ end: Int, quote: UInt8) -> (Int, Bool)? {
        let quotes = SIMD16<UInt8>(repeating: quote), ampersands = SIMD16<UInt8>(repeating: UInt8(ascii: "&"))
        var index = start
        var found = false
        while index + 16 <= end {
            let chunk = UnsafeRawPointer(bytes + index).loadUnaligned(as: SIMD16<UInt8>.self)
            let hits = (chunk .== quotes) .| (chunk .== ampersands)
            if any(hits) {
                // The hits as bytes 0xFF, read as two words: the first nonzero byte is the first hit.
                let words = unsafeBitCast(SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: hits), to: SIMD2<UInt64>.self)
                index += words[0] != 0 ? words[0].trailingZeroBitCount >> 3 : 8 + words[1].trailingZeroBitCount >> 3
                found = true
                break
            }
            index += 16
        }
        if !found {
            while index < end, bytes[index] != quote, bytes[index] != UInt8(ascii: "&") { index += 1 }
            guard index < end else { return nil }
        }
        if bytes[index] == quote { return (index, false) }
        // An entity: the closing quote further on.
        guard index + 1 < end, let found = memchr(bytes + index + 1, Int32(quote), end - index - 1) else { return nil }
        return (found.assumingMemoryBound(to: UInt8.self) - bytes, true)
    }

    /// Doubles the room for attribute spans (an element with more attributes than any before).
    private func growSpans() {
        let larger = UnsafeMutablePointer<XMLAttributeSpan>.allocate(capacity: spanCapacity * 2)
        larger.moveInitialize(from: spans, count: spanCount)
        spans.deallocate()
        spans = larger
        spanCapacity *= 2
    }

    /// Runs a handler call, giving a content problem it reports the location `position`.
    private func located(at position: Int, _ body: () throws -> Void) throws {
        do { try body() } catch let problem as XMLContentError { throw error(problem.problem, at: position) }
    }

    /// The buffer's bytes in `range` as text.
    func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(start: bytes + range.lowerBound, count: range.count), as: UTF8.self) }
}

extension UInt8 {
    /// A byte that may start an XML name: a letter, `_`, `:` or part of a non-ASCII character.
    @inline(__always)
    var isNameStart: Bool {
        (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "z")) || self == UInt8(ascii: "_")
            || self == UInt8(ascii: ":") || self >= 0x80
    }

    /// A byte that may continue an XML name.
    @inline(__always)
    var isNameByte: Bool {
        isNameStart || (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")) || self == UInt8(ascii: "-")
            || self == UInt8(ascii: ".")
    }
}
