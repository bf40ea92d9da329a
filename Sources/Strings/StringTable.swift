/// The interface's words in one language: a text for every `StringKey`.
///
/// A site's table is its language's built-in one (English, German) with the site folder's own strings file
/// (`Strings/de.toml`) over it; a key neither holds is the English text (`resolve` says which keys those
/// are, so the build can warn). Numbers and dates come into a text already formatted, through its
/// `{name}` placeholders, so a language orders the words its own way ("{count} of {total} days").
public struct StringTable: Sendable, Equatable {
    /// The language code the table is for ("en", "de").
    public let language: String
    private let texts: [StringKey: String]
    /// The texts that hold a placeholder, cut once (`Phrase`).
    private let phrases: [StringKey: Phrase]

    /// The table of `texts`, English for any key they do not hold.
    public init(language: String, texts: [StringKey: String]) {
        self.language = language
        var all = texts
        for key in StringKey.allCases where all[key] == nil { all[key] = key.english }
        self.texts = all
        phrases = all.compactMapValues(Phrase.init)
    }

    /// The built-in English table.
    public static let english = StringTable(language: "en", texts: builtIn("en") ?? [:])

    /// The languages with a built-in table.
    public static let builtInLanguages = ["en", "de"]

    /// The built-in texts of `language` (a language code such as "de"), or `nil` when none is built in.
    public static func builtIn(_ language: String) -> [StringKey: String]? {
        switch language {
        case "en": Dictionary(uniqueKeysWithValues: StringKey.allCases.map { ($0, $0.english) })
        case "de": Dictionary(uniqueKeysWithValues: StringKey.allCases.map { ($0, $0.german) })
        default: nil
        }
    }

    /// The table for `language`: `site`'s texts over `builtIn`'s (the built-in table of the language, or
    /// none), English for the rest; and the keys neither gave, in key order (English itself misses none).
    public static func resolve(language: String, builtIn: [StringKey: String]?,
                               site: [StringKey: String]?) -> (table: StringTable, missing: [StringKey]) {
        var texts = builtIn ?? [:]
        for (key, text) in site ?? [:] { texts[key] = text }
        let missing = language == "en" ? [] : StringKey.allCases.filter { texts[$0] == nil }
        return (StringTable(language: language, texts: texts), missing)
    }

    /// The text of `key`.
    public subscript(key: StringKey) -> String { texts[key] ?? key.english }

    /// The text of `key` with each `{name}` placeholder replaced by `values[name]` (a placeholder
    /// `values` does not name is left as written): its `Phrase`, cut when the table was made.
    public func callAsFunction(_ key: StringKey, _ values: KeyValuePairs<String, String>) -> String {
        phrases[key]?.filled(values) ?? self[key]
    }

    /// `one` for a count of 1, `other` for any other, filled with `{count}` = `countText` (the number
    /// as the page writes it; its digits by default).
    public func count(_ count: Int, one: StringKey, other: StringKey, countText: String? = nil) -> String {
        self(count == 1 ? one : other, ["count": countText ?? String(count)])
    }

    /// Every key and its text, in key order (the templates' `t` object is made from it).
    public var all: [(key: StringKey, text: String)] { StringKey.allCases.map { ($0, self[$0]) } }

    /// The placeholder names in `text`, in order (`{count} of {total}` → count, total): those its `Phrase`
    /// fills, so a strings file is checked by the rule that fills it.
    public static func placeholders(in text: String) -> [String] {
        Phrase(text)?.pieces.compactMap { piece in
            if case .placeholder(let name, _) = piece { name } else { nil }
        } ?? []
    }
}
