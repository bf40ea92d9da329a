import Foundation
import Metrics
import Settings
import Strings
import Workspace

/// The shared frame of every page: top bar, demo notice, footer.
///
/// Seed HelpMeTrain's top bar: section entries centred, the gear on the right opening Settings.
struct Layout {
    struct NavItem {
        let label: String
        let href: String
        let current: Bool
    }

    /// The words' language (`<html lang>`).
    let lang: String
    let pageTitle: String
    let siteTitle: String
    let root: String
    let theme: String
    let nav: [NavItem]
    let overviewHref: String
    let settingsHref: String
    let settingsCurrent: Bool
    let demo: Bool
    /// The head's `theme-color` metas, and whether the page registers the service worker (`[app] offline`).
    let themeColors: [WebApp.ThemeColor]
    let offline: Bool
    /// When the site was built: on the Overview only (the Settings page says it in its body), so that
    /// a page whose figures did not change keeps its bytes from one build to the next.
    let builtAt: String?
    /// `<meta http-equiv="refresh">`'s address: the Day, Week and Month entries' pages open today's page.
    let refresh: String?
    let body: String
    /// `publish.indexing`: without it every page asks search engines not to index it.
    let indexing: Bool
    /// The page's absolute address when `publish.base_url` is set (`<link rel="canonical">`).
    let canonical: String?
    /// `publish.redact`: a line saying the figures are rounded and notes left out.
    let redacted: Bool

    /// What every page's frame shares in a build: from the settings, made once (`SiteModel.frame`).
    struct Settings {
        let siteTitle: String
        let theme: String
        let demo: Bool
        let themeColors: [WebApp.ThemeColor]
        let offline: Bool
        let indexing: Bool
        let baseURL: String?
        let redacted: Bool
        let lang: String
        /// The top bar's entries' labels, in `Section.allCases` order.
        let sectionLabels: [String]

        init(_ settings: SiteSettings, words: Words) {
            lang = words.table.language
            sectionLabels = Section.allCases.map { words[$0.key] }
            siteTitle = settings.title
            theme = settings.theme.rawValue
            demo = settings.demo
            themeColors = WebApp.themeColors(settings.theme)
            offline = settings.app.offline
            indexing = settings.publish.indexing
            baseURL = settings.publish.baseURLWithSlash
            redacted = settings.publish.redact
        }
    }

    /// Wraps `body` for the page at `path`; `section` names the top-bar entry to mark current. The frame
    /// is made from these alone, so a page's digest takes them instead of walking the frame (`TemplateSet.page`).
    init(path: PagePath, title: String, section: Section?, body: String, refresh: String? = nil, builtAt: String?, settings: Settings) {
        self.pageTitle = title
        self.siteTitle = settings.siteTitle
        self.root = path.root
        self.theme = settings.theme
        self.lang = settings.lang
        self.nav = zip(Section.allCases, settings.sectionLabels).map { entry, label in
            NavItem(label: label, href: path.link(to: entry.target), current: entry == section)
        }
        self.overviewHref = path.link(to: Routes.overview.file)
        self.settingsHref = path.link(to: Routes.settings.file)
        self.settingsCurrent = path == Routes.settings
        self.demo = settings.demo
        self.themeColors = settings.themeColors
        self.offline = settings.offline
        self.builtAt = builtAt
        self.refresh = refresh
        self.body = body
        self.indexing = settings.indexing
        self.canonical = settings.baseURL.map { Routes.absoluteURL(path, base: $0) }
        self.redacted = settings.redacted
    }
}

extension TemplateSet {
    /// The one page frame: `view` rendered with its `template` as the body, inside `layout.mustache`,
    /// titled "`title` · site title" (the site title alone when `title` is `nil`: the Overview).
    /// A page gives only its path, title, top-bar section and body; the head, navigation, demo notice,
    /// footer and CSP are the layout's.
    ///
    /// A page's bytes are a function of its view, its frame and the templates, so when `digesting` the
    /// page's digest is made from those (before any Mustache work), and a page whose digest equals the
    /// previous output's (`previous`) is kept, not made.
    func page(_ path: PagePath, title: String?, section: Section?, view: Any, template: String,
              refresh: String? = nil, model: SiteModel) throws(BuildError) -> PageOutput {
        try framed(path, title: title, section: section, template: template, refresh: refresh, model: model,
                   digest: { TemplateValue.digest(view, into: &$0) }, view: { view })
    }

    /// `page(…view:…)` for a view that lists its fields: digested by its static type, as `TemplateValue.digest`
    /// would after casting it (the cast of a view and of each of its parts, and the reflection of those that
    /// list nothing, were most of what a page made from a view cost a build that keeps it).
    func page<View: Fields>(_ path: PagePath, title: String?, section: Section?, view: View, template: String,
                            refresh: String? = nil, model: SiteModel) throws(BuildError) -> PageOutput {
        try framed(path, title: title, section: section, template: template, refresh: refresh, model: model,
                   digest: { _ = view.templateDigest(into: &$0) }, view: { view })
    }

    /// `page(…view:…)` for a view made from its input alone (`InputPage`): the digest is the input's, so
    /// a page whose input is unchanged is kept without its view being made or walked at all. The view's
    /// type is part of the digest, so two kinds of page with equal inputs never share one.
    func page<View: InputPage>(_ path: PagePath, title: String?, section: Section?, input: View.Input, as kind: View.Type,
                               template: String, refresh: String? = nil, model: SiteModel) throws(BuildError) -> PageOutput {
        try framed(path, title: title, section: section, template: template, refresh: refresh, model: model, digest: {
            $0.add(InputTag.word)
            $0.add(_typeName(kind, qualified: true))
            var digest = InputDigest(hasher: $0)
            input.digest(into: &digest)
            $0 = digest.hasher
        }, view: { View(input) })
    }

    private func framed(_ path: PagePath, title: String?, section: Section?, template: String, refresh: String?,
                        model: SiteModel, digest digestOf: (inout StableHasher) -> Void,
                        view: () -> Any) throws(BuildError) -> PageOutput {
        let builtAt = path == Routes.overview ? model.builtAtText : nil
        var digest: Digest?
        if digesting {
            var hasher = StableHasher()
            hasher.add(inputs)
            hasher.add(template)
            digestOf(&hasher)
            // The frame is a function of these alone (`Layout.init`), the build's shared part digested once.
            var frame = InputDigest(hasher: hasher)
            frame.field("path", path.file)
            // The page's own title: the frame's is it with the site's title, which `settings` holds (joined
            // only for a page that is made, it cost a kept page more than its frame's digest).
            frame.field("title", title)
            frame.field("section", section?.label)
            frame.field("refresh", refresh)
            frame.field("builtAt", builtAt)
            frame.field("settings", model.frame)
            frame.field("words", model.words)
            hasher = frame.hasher
            if let serve { TemplateValue.digest(serve, into: &hasher) }
            let made = hasher.finish()
            if previous[path.file] == made { return .kept(made) }
            digest = made
        }
        let body = try render(view(), with: template)
        let title = title.map { "\($0) · \(model.settings.title)" } ?? model.settings.title
        let frame = Layout(path: path, title: title, section: section, body: body, refresh: refresh, builtAt: builtAt, settings: model.frame.value)
        return .made(try data(frame, with: "layout"), digest: digest)
    }

    /// A data file of `records` (`DataFiles.encode`) at `path`, digested as a page's input is: its JSON is
    /// written from the same field lists the digest walks (`Fields`), so equal digests mean equal bytes.
    func dataFile<Records: FieldValue & Encodable>(_ path: String, _ records: Records) throws(BuildError) -> PageOutput {
        try file(path, from: records) { () throws(BuildError) in try DataFiles.encode(records) }
    }

    /// A file other than a page, made by `make` from `source` alone (and the program): digested as a page's
    /// input is, and kept without being made or written again when the previous output lists that digest for
    /// `path`. The type of `source` is part of the digest.
    func file<Source: FieldValue>(_ path: String, from source: Source, _ make: () throws(BuildError) -> Data) throws(BuildError) -> PageOutput {
        guard digesting else { return .made(try make(), digest: nil) }
        var hasher = StableHasher()
        hasher.add(inputs)
        hasher.add(InputTag.data)
        hasher.add(path)
        hasher.add(_typeName(Source.self, qualified: true))
        var digest = InputDigest(hasher: hasher)
        source.digest(into: &digest)
        let made = digest.hasher.finish()
        if previous[path] == made { return .kept(made) }
        return .made(try make(), digest: made)
    }

    /// The word before an input's digest: a view walked never starts with it (`TemplateValue.digest`
    /// starts every node with a small tag); and the word before a data file's.
    private enum InputTag { static let word: UInt64 = 0x1A_9E7_1A9E, data: UInt64 = 0xDA7A_F11E }
}

/// The top bar's centred entries.
enum Section: CaseIterable {
    case overview, day, week, month, energy, habits, reports, moments, training, gym

    /// The entry's English label (the `section` template value names the section, whatever the language).
    var label: String { StringTable.english[key] }

    /// The entry's label in the string table.
    var key: StringKey {
        switch self {
        case .overview: .overview
        case .day: .day
        case .week: .week
        case .month: .month
        case .energy: .energy
        case .habits: .habits
        case .reports: .reports
        case .moments: .moments
        case .training: .training
        case .gym: .gym
        }
    }

    /// The page an entry opens: Day, Week and Month open the page that opens today's (`Routes.currentDay`).
    var target: PagePath {
        switch self {
        case .overview: Routes.overview
        case .day: Routes.currentDay
        case .week: Routes.currentWeek
        case .month: Routes.currentMonth
        case .energy: Routes.energy
        case .habits: Routes.habits
        case .reports: Routes.reports
        case .moments: Routes.moments
        case .training: Routes.training
        case .gym: Routes.gym
        }
    }
}

/// Every page's frame: listed, not reflected.
extension Layout: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("lang", lang); f("pageTitle", pageTitle); f("siteTitle", siteTitle); f("root", root); f("theme", theme)
        f("nav", nav); f("overviewHref", overviewHref); f("settingsHref", settingsHref)
        f("settingsCurrent", settingsCurrent); f("demo", demo); f("themeColors", themeColors); f("offline", offline)
        f("builtAt", builtAt); f("refresh", refresh); f("body", body); f("indexing", indexing)
        f("canonical", canonical); f("redacted", redacted)
    }
}

/// What every frame shares, digested once a build: listed, not reflected.
extension Layout.Settings: Fields {
    func fields(_ f: inout some FieldVisitor) {
        f("siteTitle", siteTitle); f("theme", theme); f("demo", demo); f("themeColors", themeColors); f("offline", offline)
        f("indexing", indexing); f("baseURL", baseURL); f("redacted", redacted); f("lang", lang); f("sectionLabels", sectionLabels)
    }
}

/// Ten a page: listed, not reflected.
extension Layout.NavItem: Fields {
    func fields(_ f: inout some FieldVisitor) { f("label", label); f("href", href); f("current", current) }
}
