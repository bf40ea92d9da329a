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
        var site = Site()
        // Serve plans the site again after every form and makes only the pages asked for.
        site.keepsFamilies = templates.mode.isServed
        // A Day, a Week and a Habits page for every page day, and a few thousand others at most.
        site.reserve(3 * model.pageDays.count + 4_096)
        let report = ReportSource(model)
        try OverviewPage.render(model, templates, into: &site)
        try DayPage.renderAll(model, templates, into: &site)
        try WeekPage.renderAll(model, templates, into: &site)
        try MonthPage.renderAll(model, templates, into: &site)
        try CurrentPage.renderAll(model, templates, into: &site)
        try EnergyPage.render(model, templates, into: &site)
        try SettingsPage.render(model, templates, into: &site)
        try HabitsPage.renderAll(model, templates, into: &site)
        try ReportPage.renderAll(report, templates, into: &site)
        try HabitDetailPage.renderAll(report, templates, into: &site)
        try MomentPage.renderAll(report, templates, into: &site)
        try ExportFiles.render(model, templates, into: &site)
        try GymPage.render(model, templates, into: &site)
        try TrainingPage.render(model, templates, into: &site)
        try DataFiles.render(model, into: &site)
        try WebApp.render(model, into: &site)
        try PublishFiles.render(model, publicFiles: publicFiles, into: &site)
        for (path, data) in publicFiles.sorted(by: { $0.key < $1.key }) {
            guard !site.contains(path) else {
                throw BuildError(phase: .plan, message: "Public/\(path) has the same path as a generated file; rename it")
            }
            try site.addMade(path, data)
        }
        return site
    }
}
