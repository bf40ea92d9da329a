import Metrics
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

    let lang = "en"
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
    let builtAt: String
    let body: String
    /// `publish.indexing`: without it every page asks search engines not to index it.
    let indexing: Bool
    /// The page's absolute address when `publish.base_url` is set (`<link rel="canonical">`).
    let canonical: String?
    /// `publish.redact`: a line saying the figures are rounded and notes left out.
    let redacted: Bool

    /// Wraps `body` for the page at `path`; `section` names the top-bar entry to mark current.
    init(path: PagePath, title: String, section: Section?, body: String, context: SiteModel) {
        self.pageTitle = title
        self.siteTitle = context.settings.title
        self.root = path.root
        self.theme = context.settings.theme.rawValue
        self.nav = Section.allCases.map { NavItem(label: $0.label, href: path.link(to: $0.target(context)), current: $0 == section) }
        self.overviewHref = path.link(to: Routes.overview.file)
        self.settingsHref = path.link(to: Routes.settings.file)
        self.settingsCurrent = path == Routes.settings
        self.demo = context.settings.demo
        self.themeColors = WebApp.themeColors(context.settings.theme)
        self.offline = context.settings.app.offline
        self.builtAt = context.builtAtText
        self.body = body
        self.indexing = context.settings.publish.indexing
        self.canonical = context.settings.publish.baseURLWithSlash.map { Routes.absoluteURL(path, base: $0) }
        self.redacted = context.settings.publish.redact
    }
}

extension TemplateSet {
    /// The one page frame: `view` rendered with its `template` as the body, inside `layout.mustache`,
    /// titled "`title` · site title" (the site title alone when `title` is `nil`: the Overview).
    /// A page gives only its path, title, top-bar section and body; the head, navigation, demo notice,
    /// footer and CSP are the layout's.
    func page(_ path: PagePath, title: String?, section: Section?, view: Any, template: String,
              context: SiteModel) throws(BuildError) -> String {
        let body = try render(view, with: template)
        let title = title.map { "\($0) · \(context.settings.title)" } ?? context.settings.title
        return try render(Layout(path: path, title: title, section: section, body: body, context: context), with: "layout")
    }
}

/// The top bar's centred entries.
enum Section: CaseIterable {
    case overview, day, week, month, energy, habits, reports, moments, training, gym

    var label: String {
        switch self {
        case .overview: "Overview"
        case .day: "Day"
        case .week: "Week"
        case .month: "Month"
        case .energy: "Energy"
        case .habits: "Habits"
        case .reports: "Reports"
        case .moments: "Moments"
        case .training: "Training"
        case .gym: "Gym"
        }
    }

    /// The page an entry opens: Day opens today's page.
    func target(_ context: SiteModel) -> PagePath {
        switch self {
        case .overview: Routes.overview
        case .day: Routes.day(context.today)
        case .week: Routes.week(context.today)
        case .month: Routes.month(context.today)
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
extension Layout: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> {
        ["lang": lang, "pageTitle": pageTitle, "siteTitle": siteTitle, "root": root, "theme": theme, "nav": nav,
         "overviewHref": overviewHref, "settingsHref": settingsHref, "settingsCurrent": settingsCurrent, "demo": demo,
         "themeColors": themeColors, "offline": offline, "builtAt": builtAt, "body": body, "indexing": indexing,
         "canonical": canonical, "redacted": redacted]
    }
}

/// Ten a page: listed, not reflected.
extension Layout.NavItem: TemplateFields {
    var templateFields: KeyValuePairs<String, Any?> { ["label": label, "href": href, "current": current] }
}
