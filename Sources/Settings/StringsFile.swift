import Foundation
import Strings
import TOMLKit

/// A site folder's strings file (`Strings/de.toml`): keys → texts over a built-in string table.
///
/// Read as strictly as `site.toml`: the bytes must be UTF-8 TOML (checked by `TOMLPrecheck` before
/// TOMLKit sees them), every name must be a `StringKey` (an unknown one is refused with the closest
/// known key), every value a string, and a text may use only the placeholders its English text has
/// (a `{total}` the page never fills would be shown as written).
public enum StringsFile {
    /// The texts of the file whose bytes are `bytes`; `file` is the path shown in messages.
    /// An unchanged file is parsed once (`parsed`), as `site.toml` is.
    public static func parse(_ bytes: Data, file: String) throws(SettingsError) -> [StringKey: String] {
        let text = try TOMLPrecheck.text(bytes, file: file)
        return try parsed.value(text, file: file) { (text: String) throws(SettingsError) -> [StringKey: String] in
            try texts(of: text, file: file)
        }
    }

    /// The strings files' texts parsed so far, by path (see `ParsedTOML`).
    static let parsed = ParsedTOML<[StringKey: String]>()

    private static func texts(of text: String, file: String) throws(SettingsError) -> [StringKey: String] {
        try TOMLPrecheck.check(text, file: file)
        try TOMLPrecheck.checkStructure(text, file: file)
        let document = try SettingsParser.document(text, file: file)
        let locator = SourceLocator(text: text)
        var texts: [StringKey: String] = [:]
        var problems: [SettingsError] = []
        for (name, value) in document {
            let line = locator.line(of: [name])
            guard let key = StringKey(rawValue: name) else {
                let known = StringKey.allCases.map(\.rawValue)
                problems.append(.unknownStringKey(file: file, key: name, line: line,
                                                  suggestion: KeySuggestion.closest(to: name, among: known)))
                continue
            }
            guard let string = value.string else {
                problems.append(.invalidValue(file: file, key: name, line: line, expected: "a text in quotes",
                                              found: TOMLLiteral.describe(value)))
                continue
            }
            let allowed = Set(StringTable.placeholders(in: key.english))
            if let stray = StringTable.placeholders(in: string).first(where: { !allowed.contains($0) }) {
                let names = allowed.sorted().map { "{\($0)}" }.joined(separator: ", ")
                problems.append(.invalidValue(file: file, key: name, line: line,
                                              expected: allowed.isEmpty ? "a text without placeholders" : "a text using only \(names)",
                                              found: "{\(stray)}"))
                continue
            }
            texts[key] = string
        }
        // The first problem in the file's order, as `site.toml`'s.
        if let first = problems.min(by: { ($0.line ?? .max) < ($1.line ?? .max) }) { throw first }
        return texts
    }
}
