import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Metrics
import Settings
import Testing
@testable import SiteBuilder
@testable import Workspace

/// `sitegen build --base-url`, indexing (robots.txt, sitemap.xml, the robots meta) and `--redact`.
@Suite("Publishing options")
struct PublishOptionsTests {
    static let day = LocalDay("2026-11-18")!

    /// A small history with a planted note, moment body and exact numbers.
    static let planted: History = {
        var history = History()
        history.daily[.steps] = [day: 12_347, LocalDay("2026-11-19")!: 10_420, LocalDay("2026-11-20")!: 9_610]
        history.daily[.activeEnergy] = [day: 631.4]
        history.daily[.distance] = [day: 9_871]
        history.hourly[.steps] = [day: Array(repeating: 0, count: 10) + [12_347] + Array(repeating: 0, count: 13)]
        history.heartRate = [TimedValue(instant: Fixtures.now.addingTimeInterval(-120), value: 137)]
        history.vo2Max = [TimedValue(instant: Fixtures.now.addingTimeInterval(-86_400 * 9), value: 44.7),
                          TimedValue(instant: Fixtures.now.addingTimeInterval(-86_400 * 3), value: 47.3)]
        history.workouts = [Workout(activityType: Workout.hiitType, start: Fixtures.now.addingTimeInterval(-86_400 * 2),
                                    end: Fixtures.now.addingTimeInterval(-86_400 * 2 + 1_333), durationSeconds: 1_333,
                                    energyKcal: 287, sourceName: "Watch")]
        history.notes = [day: "Planted note about a purple giraffe."]
        history.moments = [Moment(id: 1, day: day, title: "Moment title", category: "Life",
                                  markdown: "Secret body text with a striped zebra.")]
        return history
    }()

    /// What must not appear in a redacted build.
    /// (Distance is shown in miles: 9,871 m is 6.13 mi.)
    static let secrets = ["purple giraffe", "striped zebra", "12,347", "12347", "631", "6.13", "47.3", "44.7", "287", "1333"]

    static func site(_ history: History = planted, _ publish: PublishSettings = PublishSettings()) throws -> Site {
        var settings = try SiteSettings.parse("title = \"x\"\ntime_zone = \"Europe/Berlin\"\n", file: "site.toml")
        settings.publish = publish
        let shown = publish.redact ? Redaction.apply(history, fallbackGoal: settings.activity.stepGoal) : history
        return try Fixtures.renderer().render(SiteModel(settings: settings, history: shown, now: Fixtures.now, historySource: "test"))
    }

    static func text(_ site: Site) -> [String: String] { site.files.mapValues { String(decoding: $0, as: UTF8.self) } }

    @Test("by default robots.txt disallows everything, every page carries noindex, no sitemap and no canonical link")
    func privateByDefault() throws {
        let site = try Self.site()
        #expect(Self.text(site)["robots.txt"]?.contains("User-agent: *\nDisallow: /\n") == true)
        #expect(site.files["sitemap.xml"] == nil)
        for page in site.pages {
            let html = Self.text(site)[page] ?? ""
            #expect(html.contains("<meta name=\"robots\" content=\"noindex\">"), "\(page)")
            #expect(!html.contains("rel=\"canonical\""), "\(page)")
        }
    }

    @Test("a base URL gives every page its canonical address: the folder for index.html, with or without the trailing slash",
          arguments: ["https://example.org/health", "https://example.org/health/"])
    func canonical(base: String) throws {
        var publish = PublishSettings()
        publish.baseURL = base
        let site = Self.text(try Self.site(Self.planted, publish))
        #expect(site["index.html"]?.contains("<link rel=\"canonical\" href=\"https://example.org/health/\">") == true)
        #expect(site["day/2026-11-18/index.html"]?.contains(
            "<link rel=\"canonical\" href=\"https://example.org/health/day/2026-11-18/\">") == true)
        #expect(site["index.html"]?.contains("noindex") == true, "a base URL alone does not open the site to search engines")
    }

    @Test("indexing: robots.txt allows and names the sitemap; sitemap.xml parses and lists every page once")
    func sitemap() throws {
        var publish = PublishSettings()
        publish.baseURL = "https://example.org/a&b/"
        publish.indexing = true
        let site = try Self.site(Self.planted, publish)
        let texts = Self.text(site)
        #expect(texts["robots.txt"] == "User-agent: *\nAllow: /\nSitemap: https://example.org/a&b/sitemap.xml\n")
        #expect(!(texts["index.html"] ?? "").contains("noindex"))
        let document = try XMLDocument(data: try #require(site.files["sitemap.xml"]), options: [])
        let root = try #require(document.rootElement())
        #expect(root.localName == "urlset")
        #expect(root.uri == "http://www.sitemaps.org/schemas/sitemap/0.9")
        let urls = (root.children ?? []).compactMap { $0 as? XMLElement }
        #expect(urls.allSatisfy { $0.localName == "url" && $0.childCount == 1 })
        let locations = urls.compactMap { $0.children?.first(where: { $0.localName == "loc" })?.stringValue }
        #expect(locations.count == site.pages.count)
        #expect(Set(locations).count == locations.count)
        #expect(Set(locations) == Set(site.pages.map { Routes.absoluteURL(PagePath($0), base: "https://example.org/a&b/") }))
        #expect(locations.contains("https://example.org/a&b/day/2026-11-18/"))
        #expect(locations.allSatisfy { $0.hasPrefix("https://example.org/a&b/") })
    }

    @Test("a Public/robots.txt of the site's own is kept and never doubled")
    func ownRobots() throws {
        var settings = try SiteSettings.parse("time_zone = \"UTC\"\n", file: "site.toml")
        settings.publish.indexing = false
        let renderer = SiteRenderer(templates: try Fixtures.renderer().templates, publicFiles: ["robots.txt": Data("mine\n".utf8)])
        let site = try renderer.render(SiteModel(settings: settings, history: History(), now: Fixtures.now, historySource: "t"))
        #expect(site.files["robots.txt"] == Data("mine\n".utf8))
    }

    @Test("the command line's overrides: a bad --base-url and indexing without a base URL are refused with what is expected",
          arguments: [
              (PublishOverrides(baseURL: "ftp://example.org/"), "an http or https URL (not ftp:)"),
              (PublishOverrides(baseURL: "example.org"), "an absolute http or https URL"),
              (PublishOverrides(baseURL: "https://"), "a URL with a host name"),
              (PublishOverrides(baseURL: "https://example.org/?q=1"), "without a query"),
              (PublishOverrides(indexing: true), "indexing needs a base URL"),
          ])
    func refused(overrides: PublishOverrides, expected: String) throws {
        do {
            _ = try overrides.applied(to: SiteSettings())
            Issue.record("accepted \(overrides)")
        } catch {
            #expect(error.phase == .load)
            #expect(error.message.contains(expected), "\(error.message)")
        }
    }

    @Test("site.toml's [publish] keys are read and checked like every key")
    func settingsKeys() throws {
        let settings = try SiteSettings.parse("[publish]\nbase_url = \"http://localhost:8000/\"\nindexing = true\nredact = true\n", file: "site.toml")
        #expect(settings.publish.baseURL == "http://localhost:8000/" && settings.publish.indexing && settings.publish.redact)
        #expect(try PublishOverrides(indexing: false).applied(to: settings).publish.indexing == false)
        #expect(throws: SettingsError.self) { try SiteSettings.parse("[publish]\nbase_url = \"javascript:alert(1)\"\n", file: "site.toml") }
    }

    @Test("a redacted build holds none of the planted note, moment body and exact numbers; the plain build holds them all")
    func redacted() throws {
        let plain = Self.text(try Self.site()).values.joined(separator: "\n")
        for secret in Self.secrets where !["12347", "1333"].contains(secret) {
            #expect(plain.contains(secret), "the planted \(secret) is shown by a plain build (else this test proves nothing)")
        }
        var publish = PublishSettings()
        publish.redact = true
        let redacted = try Self.site(Self.planted, publish)
        for (path, text) in Self.text(redacted) {
            for secret in Self.secrets { #expect(!text.contains(secret), "\(path) shows \(secret)") }
        }
        #expect(Self.text(redacted)["index.html"]?.contains("Measurements are rounded") == true)
    }

    @Test("redaction keeps each day's goal status: steps in bands of 500, a day that met its goal never below it")
    func bands() {
        let history = Redaction.apply(Self.planted, fallbackGoal: 10_000)
        #expect(history.daily[.steps] == [Self.day: 12_000, LocalDay("2026-11-19")!: 10_000, LocalDay("2026-11-20")!: 9_500])
        #expect(history.daily[.activeEnergy]?[Self.day] == 650)
        #expect(history.daily[.distance]?[Self.day] == 10_000)
        #expect(history.hourly[.steps]?[Self.day]?.reduce(0, +) == 12_000)
        #expect(history.heartRate.map(\.value) == [135])
        #expect(history.vo2Max.map(\.value) == [45, 47])
        #expect(history.workouts.first?.durationSeconds == 1_200 && history.workouts.first?.energyKcal == 300)
        #expect(history.notes.isEmpty && history.moments.map(\.markdown) == [""] && history.moments.map(\.title) == ["Moment title"])
        #expect(Redaction.band(.steps, 10_020, goal: 10_050) == 10_000, "a missed day stays under its goal")
        #expect(Redaction.band(.steps, 10_060, goal: 10_050) == 10_050, "a met day stays at its goal")
    }

    @Test("sitegen build with redact through the whole pipeline: the demo's notes and moments' bodies are gone")
    func demoRedacted() throws {
        let folder = try Fixtures.demoSiteCopy()
        let plain = try SiteBuild().assemble(.init(siteDirectory: folder, now: Fixtures.now)).model
        #expect(!plain.history.notes.isEmpty && plain.history.moments.contains { !$0.markdown.isEmpty })
        let model = try SiteBuild().assemble(.init(siteDirectory: folder, now: Fixtures.now, publish: .init(redact: true))).model
        #expect(model.history.notes.isEmpty && model.history.moments.allSatisfy { $0.markdown.isEmpty })
        #expect(model.history.daily[.steps]?.values.allSatisfy { $0.truncatingRemainder(dividingBy: 500) == 0 || $0 >= 10_000 } == true)
    }
}
