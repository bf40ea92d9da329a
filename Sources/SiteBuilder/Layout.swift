import Metrics

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
    let builtAt: String
    let body: String

    /// Wraps `body` for the page at `path`; `section` names the top-bar entry to mark current.
    init(path: PagePath, title: String, section: Section?, body: String, context: BuildContext) {
        self.pageTitle = title
        self.siteTitle = context.settings.title
        self.root = path.root
        self.theme = context.settings.theme.rawValue
        self.nav = Section.allCases.map { NavItem(label: $0.label, href: path.link(to: $0.target(context)), current: $0 == section) }
        self.overviewHref = path.link(to: PagePath.overview.file)
        self.settingsHref = path.link(to: PagePath.settings.file)
        self.settingsCurrent = path == .settings
        self.demo = context.settings.demo
        self.builtAt = context.builtAtText
        self.body = body
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
    func target(_ context: BuildContext) -> String {
        switch self {
        case .overview: PagePath.overview.file
        case .day: PagePath.day(context.today.description).file
        case .week: PagePath.week(context.today.description).file
        case .month: PagePath.month(year: context.today.year, month: context.today.month).file
        case .energy: EnergyPage.path.file
        case .habits: HabitPages.home.file
        case .reports: ReportPages.home.file
        case .moments: MomentPaths.home.file
        case .training: PagePath.training.file
        case .gym: PagePath.gym.file
        }
    }
}
