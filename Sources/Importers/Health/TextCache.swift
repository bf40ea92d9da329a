import Metrics

/// Remembers the last few texts made from an attribute's bytes: source names, versions and devices
/// repeat from record to record (an iPhone's and a Watch's records alternate).
///
/// The text is cleaned as `TextLimit.sourceName` requires: control characters (NUL included) are
/// removed, and a text still longer than the limit comes back `nil` (the record is skipped).
struct TextCache {
    /// How many different texts are kept; the oldest made goes first.
    static let size = 8
    /// Keyed by the values' bytes as given.
    private var ring = TextRing(capacity: size)

    /// The decoded, cleaned text of `value` (`nil` when over the limit), reusing an earlier one
    /// made from the same bytes.
    mutating func text(_ value: XMLValue) throws(XMLContentError) -> String? {
        if let slot = slot(of: value) { return ring[slot] }
        let text = Self.clean(try value.text())
        ring.keep(text, key: Array(value.bytes), hasEntity: value.hasEntity)
        return text
    }

    /// Whether `text(value)` would reuse an earlier text (its references then were decoded without error).
    func knows(_ value: XMLValue) -> Bool { slot(of: value) != nil }

    private func slot(of value: XMLValue) -> Int? {
        ring.slot(hasEntity: value.hasEntity) { key in key.withUnsafeBufferPointer { value.bytes.equals($0) } }
    }

    /// `decoded` without control characters; `nil` when still over `TextLimit.sourceName`.
    static func clean(_ decoded: String) -> String? {
        let cleaned = TextLimit.sourceName.removingControlCharacters(decoded)
        guard case .success = TextLimit.sourceName.check(cleaned, field: "sourceName") else { return nil }
        return cleaned
    }
}
