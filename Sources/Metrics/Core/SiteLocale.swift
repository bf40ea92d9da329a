import Foundation

/// The site's language and region (`locale` in `site.toml`): a BCP 47 tag such as `de-DE`, and the
/// Foundation `Locale` it names. Dates, names of days and months, numbers, the clock and the default
/// units and first weekday follow it; nothing follows the machine's locale, so a build is the same anywhere.
public struct SiteLocale: Sendable, Hashable, CustomStringConvertible {
    /// The tag as BCP 47 writes it: `de-DE`, `zh-Hans-CN`, `en`.
    public let tag: String
    /// The language alone: `de`, `en`.
    public let languageCode: String

    /// English as written in the United States: sitegen's text before it had a `locale`.
    public static let enUS = SiteLocale(checkedTag: "en-US", language: "en")

    /// The locale from a tag written with `-` or `_` (`de-DE`, `de_DE`, `de`); `nil` when the tag is not
    /// `language[-Script][-REGION]` or Foundation has no data for it.
    public init?(_ written: String) {
        guard let parts = Self.parts(written) else { return nil }
        let identifier = parts.joined(separator: "_")
        guard Self.known.contains(identifier) else { return nil }
        self.init(checkedTag: parts.joined(separator: "-"), language: parts[0])
    }

    private init(checkedTag: String, language: String) {
        self.tag = checkedTag
        self.languageCode = language
    }

    /// The Foundation locale the tag names.
    public var locale: Locale { Locale(identifier: tag.replacingOccurrences(of: "-", with: "_")) }

    public var description: String { tag }

    /// Foundation's first day of the week here, as `Calendar` numbers weekdays (1 = Sunday, 2 = Monday).
    public var firstWeekday: Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        return calendar.firstWeekday
    }

    /// Whether people here read distances in miles: Foundation's measurement system is the US or UK one.
    public var readsMiles: Bool {
        let system = locale.measurementSystem
        return system == .us || system == .uk
    }

    /// Whether people here read food and activity energy in kilojoules rather than kilocalories: Australia
    /// and New Zealand label energy in kJ; Foundation keeps no such preference, so the regions are listed.
    public var readsKilojoules: Bool {
        guard let region = tag.split(separator: "-").last, region.count == 2 || region.count == 3 else { return false }
        return ["AU", "NZ"].contains(region)
    }
}

extension SiteLocale {
    /// A few tags that work, for messages.
    public static let examples = ["en-US", "en-GB", "de-DE", "de-CH", "fr-FR", "fr-CH", "es-ES", "it-IT", "nl-NL", "ja-JP"]

    /// Every tag Foundation has data for, sorted: what `locale` accepts.
    public static var availableTags: [String] {
        known.compactMap { SiteLocale($0)?.tag }.sorted()
    }

    /// Foundation's locale identifiers (`de_DE`), read once.
    private static let known: Set<String> = Set(Locale.availableIdentifiers)

    /// The tag's parts with each in BCP 47 case (`["zh", "Hans", "CN"]`), or `nil` when it is not
    /// a language of 2–3 letters, then at most a script of 4 letters, then at most a region of 2 letters or 3 digits.
    static func parts(_ written: String) -> [String]? {
        let pieces = written.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard (1...3).contains(pieces.count), pieces.allSatisfy({ $0.allSatisfy(\.isASCII) }) else { return nil }
        let language = pieces[0]
        guard (2...3).contains(language.count), language.allSatisfy(\.isLetter) else { return nil }
        var out = [language.lowercased()]
        var rest = pieces.dropFirst()
        if let script = rest.first, script.count == 4, script.allSatisfy(\.isLetter) {
            out.append(script.prefix(1).uppercased() + script.dropFirst().lowercased())
            rest = rest.dropFirst()
        }
        if let region = rest.first {
            let letters = region.count == 2 && region.allSatisfy(\.isLetter)
            let digits = region.count == 3 && region.allSatisfy(\.isNumber)
            guard letters || digits else { return nil }
            out.append(region.uppercased())
            rest = rest.dropFirst()
        }
        return rest.isEmpty ? out : nil
    }
}

extension SiteLocale {
    /// The machine's locale as a tag, from the environment as the C library reads it (`LC_ALL`, then
    /// `LC_TIME`, then `LANG`: `de_DE.UTF-8@euro` is `de-DE`); en-US when it is `C`, `POSIX`, unset or unknown.
    public static func machine(environment: [String: String]) -> SiteLocale {
        let written = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let value = written else { return .enUS }
        let name = value.split(separator: ".").first.map { $0.split(separator: "@").first ?? $0 } ?? ""
        return SiteLocale(String(name)) ?? .enUS
    }
}
