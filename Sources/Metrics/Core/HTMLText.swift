/// The site's one escaper for text that reaches HTML, SVG, attributes or JSON inside a page.
///
/// Every text that came from a person or a file (names, notes, moments, categories, units, source
/// names, settings) is escaped by this one escaper (docs/safety.md). It works on UTF-8
/// bytes: the five ASCII characters `& < > " '` never occur inside a multi-byte sequence, so each
/// one is replaced wherever it stands, whatever scalar follows or precedes it. (swift-mustache's
/// own escaper compares grapheme clusters, so `"` followed by U+0301 or U+0600 before `<` slipped
/// through it as one cluster that is not `"` or `<`.)
///
/// It lives in `Metrics` because that is the one module `Charts` and `SiteBuilder` both depend on;
/// `Markdown` does not need it, as cmark-gfm escapes its own output byte by byte.
public enum HTMLText {
    /// `text` with `&` `<` `>` `"` `'` as `&amp;` `&lt;` `&gt;` `&quot;` `&#39;`, safe in a text node
    /// and in a single- or double-quoted attribute value of HTML, SVG and XML.
    ///
    /// With `droppingControls` (the default) the characters XML 1.0 forbids and HTML reports as
    /// errors are left out: C0 controls but tab, LF and CR; DEL and the C1 controls; U+FFFE, U+FFFF.
    public static func escape(_ text: String, droppingControls: Bool = true) -> String {
        // One pass over the text's UTF-8 in place (every text of every page passes here, and reading its
        // bytes one by one through the `utf8` view was costly), each byte's class looked up.
        let stop = droppingControls ? Self.mustEscape : Self.entityByte
        var copy = text
        let found = copy.withUTF8 { utf8 -> UInt8 in
            Self.byteClasses.withUnsafeBufferPointer { classes in
                // The whole text, not up to the first byte to escape: whether it holds an unusual byte
                // decides how it is escaped.
                var found: UInt8 = 0
                for byte in utf8 { found |= classes[Int(byte)] }
                return found
            }
        }
        let unusual = droppingControls && found & Self.unusualByte != 0
        guard found & stop != 0 || (unusual && text.unicodeScalars.contains(where: isForbidden)) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        if unusual {
            for scalar in text.unicodeScalars where !isForbidden(scalar) {
                if scalar.isASCII, let replacement = entity(UInt8(scalar.value)) {
                    out.append(contentsOf: replacement)
                } else {
                    out.append(contentsOf: String(scalar).utf8)
                }
            }
        } else {
            // Byte by byte: without those bytes the only forbidden scalars are C0 controls, one byte each.
            copy.withUTF8 { utf8 in
                for byte in utf8 {
                    if let replacement = entity(byte) {
                        out.append(contentsOf: replacement)
                    } else if !(droppingControls && Self.byteClasses[Int(byte)] == Self.controlByte) {
                        out.append(byte)
                    }
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The entity for one of the five bytes, `nil` for any other.
    @inline(__always)
    static func entity(_ byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): return "&amp;"
        case UInt8(ascii: "<"): return "&lt;"
        case UInt8(ascii: ">"): return "&gt;"
        case UInt8(ascii: "\""): return "&quot;"
        case UInt8(ascii: "'"): return "&#39;"
        default: return nil
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// A byte's class for `escape`'s scan: one of the five that become entities; a C0 control other than
    /// tab, LF and CR (dropped); or a byte every other forbidden scalar has in its UTF-8 (DEL itself, the C1
    /// controls' lead byte C2, U+FFFE / U+FFFF's lead byte EF), after which the scalars are looked at.
    private static let entityByte: UInt8 = 1, controlByte: UInt8 = 2, unusualByte: UInt8 = 4
    /// What makes the text need escaping when controls are dropped.
    private static let mustEscape: UInt8 = entityByte | controlByte
    private static let byteClasses: [UInt8] = (0...255).map { value -> UInt8 in
        let byte = UInt8(value)
        if entity(byte) != nil { return entityByte }
        if byte < 0x20 && !isWhitespace(byte) { return controlByte }
        return byte == 0x7F || byte == 0xC2 || byte == 0xEF ? unusualByte : 0
    }

    /// A scalar XML 1.0 does not allow, or HTML reports as a control-character error.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 { return !(v == 0x09 || v == 0x0A || v == 0x0D) }
        return (0x7F...0x9F).contains(v) || v == 0xFFFE || v == 0xFFFF
    }
}

private extension Array where Element == UInt8 {
    mutating func append(contentsOf string: StaticString) {
        string.withUTF8Buffer { append(contentsOf: $0) }
    }
}
