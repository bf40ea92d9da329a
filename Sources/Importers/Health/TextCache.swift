/// Remembers the last text made from an attribute's bytes: source names repeat from record to record.
struct TextCache {
    private var bytes: [UInt8] = []
    private var text = ""

    /// The decoded text of `value`, reusing the previous one when the bytes are the same.
    mutating func text(_ value: XMLValue) throws(XMLContentError) -> String {
        let same = bytes.withUnsafeBufferPointer { value.bytes.equals($0) }
        if !same {
            bytes = Array(value.bytes)
            text = try value.text()
        }
        return text
    }
}
