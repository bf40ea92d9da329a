import Metrics

/// Remembers the last few texts made from an attribute's bytes: source names, versions and devices
/// repeat from record to record (an iPhone's and a Watch's records alternate).
///
/// The text is cleaned as `TextLimit.sourceName` requires: control characters (NUL included) are
/// removed, and a text still longer than the limit comes back `nil` (the record is skipped).
struct TextCache {
    /// How many different texts are kept; the oldest made goes first.
    static let size = 8
    private var bytes: [[UInt8]] = []
    private var texts: [String?] = []
    private var next = 0

    /// The decoded, cleaned text of `value` (`nil` when over the limit), reusing an earlier one
    /// made from the same bytes.
    mutating func text(_ value: XMLValue) throws(XMLContentError) -> String? {
        for index in bytes.indices where bytes[index].withUnsafeBufferPointer({ value.bytes.equals($0) }) {
            return texts[index]
        }
        let text = Self.clean(try value.text())
        if bytes.count < Self.size {
            bytes.append(Array(value.bytes))
            texts.append(text)
        } else {
            bytes[next] = Array(value.bytes)
            texts[next] = text
            next = (next + 1) % Self.size
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
