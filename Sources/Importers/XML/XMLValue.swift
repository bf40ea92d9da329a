/// An attribute value as written, with its entities still encoded: a view valid during `startElement`.
public struct XMLValue {
    /// The raw bytes between the quotes.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// Whether the bytes hold a `&`: `text()` has to decode them.
    public let hasEntity: Bool

    /// Whether the raw value is exactly `expected` (which must not hold entities).
    public func equals(_ expected: StaticString) -> Bool { !hasEntity && bytes.equals(expected) }

    /// The value with its entities decoded (`&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&#…;` `&#x…;`).
    public func text() throws(XMLContentError) -> String {
        hasEntity ? try XMLEntities.decode(bytes) : String(decoding: bytes, as: UTF8.self)
    }
}
