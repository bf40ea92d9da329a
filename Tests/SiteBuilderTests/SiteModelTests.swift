import Foundation
import Metrics
import Testing
@testable import SiteBuilder

@Suite("The site model: every section assembled once")
struct SiteModelTests {
    static func demoModel() throws -> SiteModel {
        let model = try SiteBuild(io: .live).assemble(.init(siteDirectory: try Fixtures.demoSiteCopy(), now: Fixtures.now)).model
        return model
    }

    @Test("a build assembles the habit book and every section exactly once")
    func assembledOnce() throws {
        let model = try Self.demoModel()
        #expect(model.assembly.runs == Dictionary(uniqueKeysWithValues: SiteModel.Section.allCases.map { ($0, 1) }))
        #expect(model.assembly.summary.contains("habits 1 book, \(model.habits.book.timelines.count) habits"))
        #expect(!model.assembly.summary.contains("assembled"), "no section assembled twice: \(model.assembly.summary)")
    }

    @Test("the assemble log names each section once, in order, with its figures")
    func summary() throws {
        let model = try Self.demoModel()
        let parts = model.assembly.summary.components(separatedBy: "; ")
        #expect(parts.map { String($0.prefix { $0 != " " }) } == SiteModel.Section.allCases.map(\.rawValue))
        let activity = model.activity
        #expect(parts[1] == "activity \(activity.days.count) days, \(activity.weeks.count) weeks, \(activity.months.count) months")
        #expect(activity.days.count == model.pageDays.count && activity.weeks.count == model.pageDays.count)
        #expect(activity.days.map(\.day) == model.pageDays)
    }

    @Test("the Day pages and data/days.json show the same assembled figures")
    func oneSourceOfFigures() throws {
        let model = try Self.demoModel()
        let site = try Fixtures.renderer().render(model)
        let days = try JSONSerialization.jsonObject(with: try #require(site.files[Routes.data(.days)])) as? [[String: Any]]
        let today = try #require(days?.last)
        let figures = try #require(model.activity.days.last)
        #expect(today["day"] as? String == model.today.description && figures.day == model.today)
        #expect(today["steps"] as? Int == figures.steps)
        let page = String(decoding: try #require(site.files[Routes.day(model.today).file]), as: UTF8.self)
        #expect(page.contains(NumberText.grouped(figures.steps)))
    }

    @Test("an empty history still assembles every section once, with today as the only page day")
    func empty() throws {
        let model = try Fixtures.model(.empty)
        #expect(model.assembly.runs.values.allSatisfy { $0 == 1 } && model.assembly.runs.count == SiteModel.Section.allCases.count)
        #expect(model.pageDays == [model.today])
        #expect(model.assembly.summary.contains("activity 1 days, 1 weeks, 1 months"))
    }
}
