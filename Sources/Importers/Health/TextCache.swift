import Metrics

/// Remembers the last text made from an attribute's bytes: source names repeat from record to record.
///
/// The text is cleaned as `TextLimit.sourceName` requires: control characters (NUL included) are
/// removed, and a text still longer than the limit comes back `nil` (the record is skipped).
struct TextCache {
    private var bytes: [UInt8] = []
    private var text: String?

    /// The decoded, cleaned text of `value` (`nil` when over the limit), reusing the previous one
    /// when the bytes are the same.
    mutating func text(_ value: XMLValue) throws(XMLContentError) -> String? {
        let same = !bytes.isEmpty && bytes.withUnsafeBufferPointer { value.bytes.equals($0) }
        if !same {
            bytes = Array(value.bytes)
            text = Self.clean(try value.text())
        }
        return text
    }

    /// `decoded` without control characters; `nil` when still over `TextLimit.sourceName`.
    static func clean(_ decoded: String) -> String? {
        let cleaned = TextLimit.sourceName.removingControlCharacters(decoded)
        guard case .success = TextLimit.sourceName.check(cleaned, field: "sourceName") else { return nil }
        return cleaned
    }
}
