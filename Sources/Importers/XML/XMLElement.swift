import Foundation

/// Where one attribute's name and value lie in the scanner's buffer.
struct XMLAttributeSpan {
    var nameStart: Int
    var nameEnd: Int
    var valueStart: Int
    var valueEnd: Int
    var hasEntity: Bool
}

/// A start tag as the scanner read it: a view into its buffer, valid only during `startElement`.
public struct XMLElement {
    let base: UnsafePointer<UInt8>
    let nameRange: Range<Int>
    let spans: UnsafeBufferPointer<XMLAttributeSpan>

    /// The element name's bytes.
    public var name: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + nameRange.lowerBound, count: nameRange.count)
    }

    /// The element name as text.
    public var nameText: String { String(decoding: name, as: UTF8.self) }

    /// Whether the element is named `expected`.
    public func isNamed(_ expected: StaticString) -> Bool { name.equals(expected) }

    /// The value of the attribute `attribute`, in any position; `nil` when the element has none.
    public func attribute(_ attribute: StaticString) -> XMLValue? {
        for span in spans {
            let name = UnsafeBufferPointer(start: base + span.nameStart, count: span.nameEnd - span.nameStart)
            if name.equals(attribute) {
                let value = UnsafeBufferPointer(start: base + span.valueStart, count: span.valueEnd - span.valueStart)
                return XMLValue(bytes: value, hasEntity: span.hasEntity)
            }
        }
        return nil
    }

    /// Whether any attribute value holds an entity or character reference.
    public var hasReferences: Bool { spans.contains { $0.hasEntity } }

    /// Calls `body` with this element as it would be with every attribute value's references decoded (the
    /// values then hold no `&` to decode); the element itself when none holds one. A malformed reference
    /// is an error naming its attribute (the scanner adds the line).
    public func withReferencesDecoded<R>(_ body: (XMLElement) throws -> R) throws -> R {
        guard hasReferences else { return try body(self) }
        var bytes = Array(name)
        var decoded: [XMLAttributeSpan] = []
        decoded.reserveCapacity(spans.count)
        for span in spans {
            let nameBytes = UnsafeBufferPointer(start: base + span.nameStart, count: span.nameEnd - span.nameStart)
            let raw = UnsafeBufferPointer(start: base + span.valueStart, count: span.valueEnd - span.valueStart)
            let value = span.hasEntity ? try decodedValue(span) : Array(raw)
            let nameStart = bytes.count
            bytes.append(contentsOf: nameBytes)
            decoded.append(XMLAttributeSpan(nameStart: nameStart, nameEnd: bytes.count, valueStart: bytes.count,
                                            valueEnd: bytes.count + value.count, hasEntity: false))
            bytes.append(contentsOf: value)
        }
        return try bytes.withUnsafeBufferPointer { buffer in
            try decoded.withUnsafeBufferPointer { spans in
                try body(XMLElement(base: buffer.baseAddress!, nameRange: 0..<nameRange.count, spans: spans))
            }
        }
    }

    /// The value of `span` (one of `spans`) with its references decoded; a malformed reference is an error
    /// naming the attribute, as `withReferencesDecoded` reports it.
    func decodedValue(_ span: XMLAttributeSpan) throws -> [UInt8] {
        let raw = UnsafeBufferPointer(start: base + span.valueStart, count: span.valueEnd - span.valueStart)
        do {
            return try XMLEntities.decodedBytes(raw)
        } catch {
            guard case .malformed(let detail) = error.problem else { throw error }
            let name = String(decoding: UnsafeBufferPointer(start: base + span.nameStart, count: span.nameEnd - span.nameStart), as: UTF8.self)
            throw XMLContentError(.malformed("\(detail), in the attribute \(name) of <\(nameText)>"))
        }
    }

    /// The attribute names in document order (for tests and messages).
    public var attributeNames: [String] {
        spans.map { String(decoding: UnsafeBufferPointer(start: base + $0.nameStart, count: $0.nameEnd - $0.nameStart),
                           as: UTF8.self) }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes are exactly the UTF-8 of `text`.
    ///
    /// Names are 4 to 16 bytes long: two loads that overlap in the middle (the first and the last four or
    /// eight bytes) compare them without a call to `memcmp`.
    @inline(__always)
    func equals(_ text: StaticString) -> Bool {
        let n = count
        guard n == text.utf8CodeUnitCount else { return false }
        guard n > 0 else { return true }
        let mine = UnsafeRawPointer(baseAddress!), theirs = UnsafeRawPointer(text.utf8Start)
        switch n {
        case 8...16:
            return mine.loadUnaligned(as: UInt64.self) == theirs.loadUnaligned(as: UInt64.self)
                && mine.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self) == theirs.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
        case 4..<8:
            return mine.loadUnaligned(as: UInt32.self) == theirs.loadUnaligned(as: UInt32.self)
                && mine.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self) == theirs.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)
        default:
            return memcmp(mine, theirs, n) == 0
        }
    }

    /// Whether these bytes equal `other`'s.
    @inline(__always)
    func equals(_ other: UnsafeBufferPointer<UInt8>) -> Bool {
        count == other.count && (count == 0 || memcmp(baseAddress!, other.baseAddress!, count) == 0)
    }
}

/// Receives the elements a `XMLScanner` reads, in document order.
public protocol XMLHandler {
    /// An element starts; `depth` is 0 for the root. The element is valid only during the call.
    mutating func startElement(_ element: XMLElement, depth: Int) throws
    /// The element opened at `depth` ends (also called right after a self-closing element).
    mutating func endElement(depth: Int) throws
}

/// An attribute value as written, with its entities still encoded: a view valid during `startElement`.
public struct XMLValue {
    /// The raw bytes between the quotes.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// Whether the bytes hold a `&`: `text()` has to decode them.
    public let hasEntity: Bool

    /// Whether the raw value is exactly `expected` (which must not hold entities).
    public func equals(_ expected: StaticString) -> Bool { !hasEntity && bytes.equals(expected) }

    /// `body` of the value's bytes with its references decoded (the bytes as they are when it holds none).
    public func withDecoded<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) throws(XMLContentError) -> R {
        guard hasEntity else { return body(bytes) }
        return try XMLEntities.decodedBytes(bytes).withUnsafeBufferPointer(body)
    }

    /// The value with its entities decoded (`&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&#…;` `&#x…;`).
    public func text() throws(XMLContentError) -> String {
        hasEntity ? try XMLEntities.decode(bytes) : String(decoding: bytes, as: UTF8.self)
    }
}
