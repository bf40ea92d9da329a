import Foundation
import Metrics
import Workspace

/// Turns a `SiteModel` into a `Site`: every page, every data file and `Public/`.
public struct SiteRenderer: Sendable {
    let templates: TemplateSet
    /// The files of `Public/`, copied as they are.
    let publicFiles: [String: Data]

    public init(templates: TemplateSet, publicFiles: [String: Data]) {
        self.templates = templates
        self.publicFiles = publicFiles
    }

    /// The whole site for `model`, in memory.
    public func render(_ model: SiteModel) throws(BuildError) -> Site {
        var site = try plan(model)
        try site.finishPending()
        return site
    }

    /// The whole site for `model` with no page made yet: every path and how to make its bytes
    /// (`sitegen serve` makes a page when it is asked for).
    public func plan(_ model: SiteModel) throws(BuildError) -> Site {
        var templates = self.templates
        templates.words = model.words.template
        // Serve plans the site again after every form and makes only the pages asked for.
        let keepsFamilies = templates.mode.isServed, chosen = templates
        // Two halves of about equal work, one on each core (the plan reads the model only; a build waits for
        // it on one core otherwise): the Activity and Habits pages, and the reports and the rest. The second
        // half's files go in after the first's, as if planned after them (`Site.append`): the same site, and
        // the same error first.
        nonisolated(unsafe) var first: Result<Site, BuildError>?
        nonisolated(unsafe) var second: (site: Site, error: BuildError?)?
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            var site = Site()
            site.keepsFamilies = keepsFamilies
            if half == 0 {
                first = Result { () throws(BuildError) in
                    // A Day, a Week and a Habits page for every page day, and a few thousand others at most.
                    site.reserve(3 * model.pageDays.count + 4_096)
                    try Self.planActivityAndHabits(model, chosen, into: &site)
                    return site
                }
            } else {
                do throws(BuildError) {
                    try planReportsAndRest(model, chosen, into: &site)
                    second = (site, nil)
                } catch {
                    // What it planned before the error: a path it shares with the first half was the first error.
                    second = (site, error)
                }
            }
        }
        var site = try first!.get()
        try site.append(second!.site)
        if let error = second!.error { throw error }
        // After both halves: the sitemap lists every page of the site.
        try PublishFiles.render(model, publicFiles: publicFiles, into: &site)
        for (path, data) in publicFiles.sorted(by: { $0.key < $1.key }) {
            guard !site.contains(path) else {
                throw BuildError(phase: .plan, message: "Public/\(path) has the same path as a generated file; rename it")
            }
            try site.addMade(path, data)
        }
        return site
    }

    /// The first half of `plan`: the Overview, the Activity, Energy and settings pages, and the Habits pages.
    private static func planActivityAndHabits(_ model: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        try OverviewPage.render(model, templates, into: &site)
        try DayPage.renderAll(model, templates, into: &site)
        try WeekPage.renderAll(model, templates, into: &site)
        try MonthPage.renderAll(model, templates, into: &site)
        try CurrentPage.renderAll(model, templates, into: &site)
        try EnergyPage.render(model, templates, into: &site)
        try SettingsPage.render(model, templates, into: &site)
        try HabitsPage.renderAll(model, templates, into: &site)
    }

    /// The second half of `plan`: the reports, habit and moment pages, the exports, Gym and Training, the data
    /// files and the web app. (The publishing files list the pages of both halves: `plan` adds them after.)
    private func planReportsAndRest(_ model: SiteModel, _ templates: TemplateSet, into site: inout Site) throws(BuildError) {
        let report = ReportSource(model)
        let thisYear = try ReportPage.renderAll(report, templates, into: &site)
        try HabitDetailPage.renderAll(report, templates, thisYear: thisYear, into: &site)
        try MomentPage.renderAll(report, templates, into: &site)
        try ExportFiles.render(model, templates, into: &site)
        try GymPage.render(model, templates, into: &site)
        try TrainingPage.render(model, templates, into: &site)
        try DataFiles.render(model, templates, into: &site)
        try WebApp.render(model, into: &site)
    }
}
