import Foundation
import Metrics

/// The settings of one site, read from its `site.toml`; every property starts at its default.
public struct SiteSettings: Sendable, Equatable {
    /// The site's name, shown in page titles and headers (`title`).
    public var title = "sitegen"
    /// The time zone whose midnights bound every day (`time_zone`, an IANA name).
    public var timeZone = TimeZone.current
    /// The folder the site is written to, relative to the site folder (`output`).
    public var output = "_site"
    /// When true, the build uses a generated demo history instead of the store (`demo`).
    public var demo = false
    /// The colour scheme of the pages (`theme`).
    public var theme = Theme.auto
    /// The language and region dates, names of days and months, numbers and the default units follow
    /// (`locale`, a BCP 47 tag); en-US when `site.toml` does not set it.
    public var locale = SiteLocale.enUS
    /// Whether `site.toml` sets `locale`: only then does the locale choose the first weekday, so a site
    /// without the key keeps sitegen's Monday weeks.
    public internal(set) var localeIsSet = false
    /// Where the history store is (`[store]`).
    public var store = StoreSettings()
    /// Step goal, bonus days and heart-rate window (`[activity]`).
    public var activity = ActivitySettings()
    /// How the energy averages are computed (`[energy]`).
    public var energy = EnergySettings()
    /// How habit weeks are laid out (`[habits]`).
    public var habits = HabitSettings()
    /// The training reminder feed (`[training]`).
    public var training = TrainingSettings()
    /// The gym visit grid (`[gym]`).
    public var gym = GymSettings()
    /// Which automatic moments to hide (`[moments]`).
    public var moments = MomentSettings()
    /// The site as a home-screen app (`[app]`).
    public var app = AppSettings()
    /// How the site is published: canonical URLs, search engines, redaction (`[publish]`).
    public var publish = PublishSettings()
    /// The units distances and energy are shown in (`[units]`; default: the locale's).
    public var units = UnitSettings()

    /// The defaults: what an empty `site.toml` gives.
    public init() {}

    /// The settings in force when `site.toml` is empty.
    public static let defaults = SiteSettings()
}

extension SiteSettings {
    /// `locale` as `site.toml` has it: `nil` when the key is missing.
    var writtenLocale: SiteLocale? {
        get { localeIsSet ? locale : nil }
        set {
            locale = newValue ?? .enUS
            localeIsSet = newValue != nil
        }
    }

    /// The defaults in force beside these settings' `locale`: what a key left out gives
    /// (the first weekday comes from a `locale` that is set).
    public var localeDefaults: SiteSettings {
        var defaults = SiteSettings.defaults
        defaults.units = UnitSettings(locale: locale)
        guard localeIsSet else { return defaults }
        defaults.writtenLocale = locale
        defaults.habits.firstWeekday = locale.firstWeekday == 1 ? .sunday : .monday
        return defaults
    }

    /// How the pages write dates, numbers and measurements: the locale, the units, and the clock (the
    /// locale's when `locale` is set; else the 24-hour clock sitegen always wrote).
    public var format: SiteFormat {
        SiteFormat(locale: locale, units: units.measureUnits, twentyFourHour: localeIsSet ? nil : true)
    }
}

extension SiteSettings {
    /// Every key in force, in `site.toml` order, for the Settings page: value as written in TOML,
    /// meaning, and whether it is the default.
    public var entries: [SettingEntry] {
        SettingKey.all.map { key in
            SettingEntry(key: key.path, value: key.written(self), meaning: key.meaning,
                         isDefault: key.holdsDefault(self))
        }
    }
}

extension SiteSettings {
    /// Parse and validate the text of a `site.toml`; `file` is the path shown in messages.
    /// Control characters TOML forbids (a NUL, a lone carriage return) and the shapes TOMLKit aborts
    /// on (a table header without a name, …) are refused with their line before TOMLKit sees the text.
    /// An unchanged file is parsed once (`parsed`): a file read again gets the first read's settings or error.
    public static func parse(_ text: String, file: String) throws(SettingsError) -> SiteSettings {
        try parsed.value(text, file: file) { (text: String) throws(SettingsError) -> SiteSettings in
            try TOMLPrecheck.check(text, file: file)
            try TOMLPrecheck.checkStructure(text, file: file)
            return try SettingsParser(text: text, file: file).parse()
        }
    }

    /// The `site.toml` texts parsed so far, by path (see `ParsedTOML`).
    static let parsed = ParsedTOML<SiteSettings>()

    /// Parse and validate the bytes of a `site.toml`: they must be UTF-8 (a byte that is not is refused with its line).
    public static func parse(_ bytes: Data, file: String) throws(SettingsError) -> SiteSettings {
        try parse(TOMLPrecheck.text(bytes, file: file), file: file)
    }

    /// Read the file at `path` (missing or unreadable: `SettingsError`), then parse it.
    public static func load(path: String) throws(SettingsError) -> SiteSettings {
        try parse(readText(path: path), file: path)
    }

    /// The UTF-8 text of the file at `path`.
    private static func readText(path: String) throws(SettingsError) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            throw .fileNotFound(file: path, absolutePath: absolute)
        }
        guard !isFolder.boolValue else { throw .unreadable(file: path, reason: "it is a folder, not a file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(file: path, reason: "permission denied or I/O error")
        }
        return try TOMLPrecheck.text(data, file: path)
    }
}
