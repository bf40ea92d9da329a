import Foundation
import Metrics
import Settings
import Strings
import Workspace

/// The build's interface words: the string table of the site's language, digested once, and its texts
/// escaped once for the templates, which read them as `{{{t.key}}}` (`TemplateSet.plain` puts `t` in every
/// page's context).
///
/// The texts are escaped here, by `HTMLText` (per byte, so a `<` followed by a combining mark is still
/// escaped), not by the template's `{{…}}`, and written with `{{{…}}}`: the built-in templates' English
/// words were literal text, and an apostrophe stays an apostrophe, as it was ("Log today's visit"). So a
/// `t` text belongs in a text node or a double-quoted attribute, which is where every template puts it.
public struct Words: Sendable {
    public let table: StringTable
    /// Every key's text for the templates' `t`.
    let template: TemplateWords
    /// Of the language and every text: part of every page's digest (`TemplateSet.page`), so a page made
    /// in another language, or with another override, is never kept.
    let digest: Digest

    public init(_ table: StringTable) {
        self.table = table
        var hasher = StableHasher()
        hasher.add(table.language)
        var fields: [String: Any] = [:]
        for (key, text) in table.all {
            hasher.add(key.rawValue)
            hasher.add(text)
            fields[key.rawValue] = Self.escaped(text)
        }
        digest = hasher.finish()
        template = TemplateWords(object: TemplateObject(fields))
    }

    /// The built-in English words.
    public static let english = Words(.english)

    /// `text` escaped by `HTMLText.escape`, its apostrophes written as they are (see the type's comment):
    /// `&` becomes `&amp;` first, so every `&#39;` of the escaped text stands for an apostrophe.
    static func escaped(_ text: String) -> String {
        HTMLText.escape(text).replacingOccurrences(of: "&#39;", with: "'")
    }

    public subscript(key: StringKey) -> String { table[key] }

    /// `key`'s text with its placeholders filled (`StringTable.callAsFunction`).
    public func callAsFunction(_ key: StringKey, _ values: KeyValuePairs<String, String>) -> String { table(key, values) }

    /// `one` or `other` for `count` (`StringTable.count`).
    func count(_ count: Int, one: StringKey, other: StringKey, countText: String? = nil) -> String {
        table.count(count, one: one, other: other, countText: countText)
    }
}

extension Words {
    /// The language code of the site's words: the `locale` setting's ("de" for "de-DE"); English without one.
    static func language(of settings: SiteSettings) -> String {
        settings.localeIsSet ? settings.locale.languageCode.lowercased() : "en"
    }

    /// The words of `language` for the site folder at `siteDirectory`: its `Strings/<language>.toml` (when
    /// there is one) over the built-in table of the language (when there is one), English for the rest.
    /// Returns, with them, one warning for each key that fell back to English and for a language with
    /// neither a built-in table nor a file. A strings file that is not valid is a settings error naming
    /// its file and line.
    static func load(siteDirectory: String, language: String, io: FileIO) throws(BuildError) -> (Words, warnings: [String]) {
        let path = siteDirectory + "/Strings/" + language + ".toml"
        let shown = "Strings/" + language + ".toml"
        var site: [StringKey: String]?
        if io.exists(path) {
            do {
                site = try StringsFile.parse(try io.read(path), file: path)
            } catch let error as SettingsError {
                throw BuildError(phase: .load, message: error.description)
            } catch {
                throw BuildError(phase: .load, message: "cannot read \(path): \(describe(error))")
            }
        }
        let builtIn = StringTable.builtIn(language)
        let (table, missing) = StringTable.resolve(language: language, builtIn: builtIn, site: site)
        if builtIn == nil, site == nil, language != "en" {
            return (Words(table), ["no string table for the language '\(language)' (built in: "
                + StringTable.builtInLanguages.joined(separator: ", ") + "; add \(shown)): the interface is in English"])
        }
        let source = site == nil ? "the built-in '\(language)' table" : shown
        return (Words(table), missing.map { "\(source): no text for the key '\($0.rawValue)' (language \(language)): the English text is used" })
    }
}

/// The templates' `t`: one object made once a build and only read after, by every page's render on
/// every core.
struct TemplateWords: @unchecked Sendable {
    let object: TemplateObject
}

extension Words: FieldValue {
    func digest(into digest: inout InputDigest) { digest.hasher.add(self.digest) }
}
