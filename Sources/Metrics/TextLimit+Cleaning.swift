extension TextLimit {
    /// `text` without the characters this limit forbids (NUL, other control characters; tabs and
    /// newlines too unless `multiline`): for importers whose policy is to strip, not refuse.
    public func removingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { TextLimit.problem($0, multiline: multiline) != nil }) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { TextLimit.problem($0, multiline: multiline) == nil })
        return String(scalars)
    }
}
