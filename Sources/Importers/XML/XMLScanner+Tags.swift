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
        let bytes = self.bytes, end = self.end, nameBytes = self.nameBytes
        var index = position + 1
        while index < end, nameBytes[Int(bytes[index])] { index += 1 }
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
        var index = position
        let nameBytes = self.nameBytes
        while index < end, nameBytes[Int(bytes[index])] { index += 1 }
        guard index < end else { return nil }
        let nameEnd = index
        guard nameEnd > position else { throw error(.malformed("expected an attribute name, found \(Self.describe(bytes[index]))"), at: index) }
        if bytes[index] != UInt8(ascii: "=") {
            while index < end, bytes[index].isXMLSpace { index += 1 }
            guard index < end else { return nil }
            guard bytes[index] == UInt8(ascii: "=") else {
                throw error(.malformed("expected '=' after the attribute \(text(position..<nameEnd))"), at: index)
            }
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

    /// The first `quote` at or after `start` and whether a `&` comes before it; `nil` when the buffer ends first.
    ///
    /// Values are short (dates, type names): eight bytes at a time, both bytes looked for at once, instead of
    /// two `memchr` calls. A word's bytes equal to `quote` or `&` become 0 after the xor; the lowest high bit
    /// of `(w - 0x01…) & ~w & 0x80…` marks its first zero byte exactly (a borrow only follows a zero byte).
    @inline(__always)
    static func valueEnd(_ bytes: UnsafeMutablePointer<UInt8>, from start: Int, _ end: Int, quote: UInt8) -> (Int, Bool)? {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = ones &* UInt64(quote), ampersands = ones &* UInt64(UInt8(ascii: "&"))
        var index = start
        var first: Int?
        while index + 8 <= end {
            let word = UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self)
            let q = word ^ quotes, a = word ^ ampersands
            let found = (((q &- ones) & ~q) | ((a &- ones) & ~a)) & highs
            if found != 0 {
                first = index + found.trailingZeroBitCount >> 3
                break
            }
            index += 8
        }
        if first == nil {
            while index < end, bytes[index] != quote, bytes[index] != UInt8(ascii: "&") { index += 1 }
            guard index < end else { return nil }
            first = index
        }
        let at = first!
        if bytes[at] == quote { return (at, false) }
        // An entity: the closing quote further on.
        guard at + 1 < end, let found = memchr(bytes + at + 1, Int32(quote), end - at - 1) else { return nil }
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
