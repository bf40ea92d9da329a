extension XMLScanner {
    /// Reads the markup starting with the `<` at `open`; returns the position after it, or `nil`
    /// when the buffer ends before the markup does.
    func markup<Handler: XMLHandler>(at open: Int, _ handler: inout Handler) throws -> Int? {
        guard open + 1 < end else { return nil }
        switch bytes[open + 1] {
        case UInt8(ascii: "?"):
            return find("?>", from: open + 2).map { $0 + 2 }
        case UInt8(ascii: "!"):
            return try declaration(at: open)
        case UInt8(ascii: "/"):
            return try endTag(at: open, &handler)
        default:
            return try startTag(at: open, &handler)
        }
    }

    /// `<!-- … -->`, `<![CDATA[ … ]]>` or `<!DOCTYPE …>`.
    private func declaration(at open: Int) throws -> Int? {
        guard let isComment = has("<!--", at: open) else { return nil }
        if isComment { return find("-->", from: open + 4).map { $0 + 3 } }
        guard let isCDATA = has("<![CDATA[", at: open) else { return nil }
        if isCDATA {
            guard openCount > 0 else { throw error(.malformed("CDATA outside the root element"), at: open) }
            return find("]]>", from: open + 9).map { $0 + 3 }
        }
        guard let isDoctype = has("<!DOCTYPE", at: open) else { return nil }
        guard isDoctype, !sawRoot else { throw error(.malformed("expected a comment, CDATA or the DOCTYPE after '<!'"), at: open) }
        return skipDoctype(from: open + 9)
    }

    /// Skips the DOCTYPE: up to its `>`, or with an internal subset `[ … ]`, up to the `]` that is
    /// followed by `>`. Only comments are understood inside the subset, so a malformed one
    /// (an unclosed declaration, an unbalanced quote, as iOS 16 wrote) is skipped all the same.
    private func skipDoctype(from position: Int) -> Int? {
        var index = position
        while index < end, bytes[index] != UInt8(ascii: "[") {
            if bytes[index] == UInt8(ascii: ">") { return index + 1 }
            index += 1
        }
        index += 1
        while index < end {
            if bytes[index] == UInt8(ascii: "<"), has("<!--", at: index) != false {
                guard let close = find("-->", from: index + 4) else { return nil }
                index = close + 3
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                var next = index + 1
                while next < end, bytes[next].isXMLSpace { next += 1 }
                guard next < end else { return nil }
                if bytes[next] == UInt8(ascii: ">") { return next + 1 }
            }
            index += 1
        }
        return nil
    }
}
