import Metrics

/// Remembers the last few texts made from an attribute's bytes: source names, versions and devices
/// repeat from record to record (an iPhone's and a Watch's records alternate).
///
/// The text is cleaned as `TextLimit.sourceName` requires: control characters (NUL included) are
/// removed, and a text still longer than the limit comes back `nil` (the record is skipped).
struct TextCache {
    /// How many different texts are kept; the oldest made goes first.
    static let size = 8
    /// The values' bytes as given, and whether they held references: the same bytes given decoded and
    /// given as written are two values (`a&b` decoded is a text, as written a malformed reference).
    private var bytes: [[UInt8]] = []
    private var entities: [Bool] = []
    private var texts: [String?] = []
    private var next = 0

    /// The decoded, cleaned text of `value` (`nil` when over the limit), reusing an earlier one
    /// made from the same bytes.
    mutating func text(_ value: XMLValue) throws(XMLContentError) -> String? {
        if let index = place(of: value) { return texts[index] }
        let text = Self.clean(try value.text())
        if bytes.count < Self.size {
            bytes.append(Array(value.bytes))
            entities.append(value.hasEntity)
            texts.append(text)
        } else {
            bytes[next] = Array(value.bytes)
            entities[next] = value.hasEntity
            texts[next] = text
            next = (next + 1) % Self.size
        }
        return text
    }

    /// Whether `text(value)` would reuse an earlier text (its references then were decoded without error).
    func knows(_ value: XMLValue) -> Bool { place(of: value) != nil }

    private func place(of value: XMLValue) -> Int? {
        bytes.indices.first { entities[$0] == value.hasEntity && bytes[$0].withUnsafeBufferPointer { value.bytes.equals($0) } }
    }

    /// `decoded` without control characters; `nil` when still over `TextLimit.sourceName`.
    static func clean(_ decoded: String) -> String? {
        let cleaned = TextLimit.sourceName.removingControlCharacters(decoded)
        guard case .success = TextLimit.sourceName.check(cleaned, field: "sourceName") else { return nil }
        return cleaned
    }
}
