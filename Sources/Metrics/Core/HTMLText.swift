/// The site's one escaper for text that reaches HTML, SVG, attributes or JSON inside a page.
///
/// Every text that came from a person or a file (names, notes, moments, categories, units, source
/// names, settings) is escaped by this one escaper (README, "Safety"). It works on UTF-8
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
        var needed = false, unusual = false
        for byte in text.utf8 {
            if entity(byte) != nil || (droppingControls && byte < 0x20 && !isWhitespace(byte)) {
                needed = true
                break
            }
            // Every other forbidden scalar has one of these bytes in its UTF-8: DEL itself, the C1 controls'
            // lead byte C2, and U+FFFE / U+FFFF's lead byte EF. Text without them needs no scalar pass.
            if byte == 0x7F || byte == 0xC2 || byte == 0xEF { unusual = true }
        }
        if droppingControls && !needed && unusual { needed = text.unicodeScalars.contains(where: isForbidden) }
        guard needed else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        if droppingControls {
            for scalar in text.unicodeScalars where !isForbidden(scalar) {
                if scalar.isASCII, let replacement = entity(UInt8(scalar.value)) {
                    out.append(contentsOf: replacement)
                } else {
                    out.append(contentsOf: String(scalar).utf8)
                }
            }
        } else {
            for byte in text.utf8 {
                if let replacement = entity(byte) { out.append(contentsOf: replacement) } else { out.append(byte) }
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
