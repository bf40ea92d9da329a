/// Receives the elements a `XMLScanner` reads, in document order.
public protocol XMLHandler {
    /// An element starts; `depth` is 0 for the root. The element is valid only during the call.
    mutating func startElement(_ element: XMLElement, depth: Int) throws
    /// The element opened at `depth` ends (also called right after a self-closing element).
    mutating func endElement(depth: Int) throws
}
