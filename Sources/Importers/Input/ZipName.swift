/// A zip entry's name as text.
///
/// The zip format says a name is UTF-8 when its entry sets flag bit 11, and IBM code page 437 otherwise.
/// Many tools (the iPhone's and macOS's among them) write UTF-8 without the flag, so a name whose bytes are
/// valid UTF-8 is read as UTF-8 either way; only other bytes are read as CP437. The export is found by its
/// content, not its name: the name only shows in messages and in the import's record.
enum ZipName {
    /// CP437's characters for the bytes 0x80 to 0xFF (the lower half is ASCII).
    static let upperHalf: [Character] = Array("ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u{00A0}")

    /// The name written in `bytes`.
    static func decode(_ bytes: ArraySlice<UInt8>, utf8Flag: Bool) -> String {
        if utf8Flag || bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return String(bytes.map { $0 < 0x80 ? Character(Unicode.Scalar($0)) : upperHalf[Int($0) - 0x80] })
    }
}
