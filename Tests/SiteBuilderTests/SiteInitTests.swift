import Commands
import Foundation
import Metrics
import Settings
import Testing
import Workspace

@Suite("sitegen init: a new site folder")
struct SiteInitTests {
    @Test("init makes site.toml with every setting and the given zone, and an empty migrated store")
    func makesSiteFolder() throws {
        let folder = Fixtures.temporaryFolder() + "/new/site"
        let result = try SiteInit.run(directory: folder, copyTemplates: false, timeZone: "Australia/Lord_Howe",
                                      environment: ["LANG": "de_DE.UTF-8"])
        #expect(result.directory == folder && result.timeZone == "Australia/Lord_Howe" && result.copied.isEmpty)
        #expect(result.locale == "de-DE")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["history.sqlite", "site.toml"])
        let text = try String(contentsOfFile: folder + "/site.toml", encoding: .utf8)
        let expected = try SiteSettings.parse("time_zone = \"Australia/Lord_Howe\"\nlocale = \"de-DE\"\n", file: "site.toml")
        #expect(try SiteSettings.parse(text, file: "site.toml") == expected)
        let (_, counts) = try StoreTasks.info(siteDirectory: folder)
        #expect(!counts.isEmpty && counts.allSatisfy { $0.value == 0 }, "\(counts)")
    }

    @Test("init writes the machine's locale (LC_ALL, LC_TIME, LANG), en-US for C or an unknown one, or --locale's",
          arguments: [(["LANG": "fr_CH.UTF-8"], nil, "fr-CH"), (["LANG": "C.UTF-8"], nil, "en-US"), ([:], nil, "en-US"),
                      (["LC_ALL": "en_GB.UTF-8", "LANG": "de_DE.UTF-8"], nil, "en-GB"), (["LANG": "de_DE.UTF-8"], "nl-NL", "nl-NL")]
          as [([String: String], String?, String)])
    func writesLocale(environment: [String: String], option: String?, tag: String) throws {
        let folder = Fixtures.temporaryFolder() + "/site"
        let result = try SiteInit.run(directory: folder, copyTemplates: false, timeZone: "UTC", locale: option, environment: environment)
        #expect(result.locale == tag)
        let text = try String(contentsOfFile: folder + "/site.toml", encoding: .utf8)
        #expect(text.contains("\nlocale = \"\(tag)\"\n"))
        #expect(try SiteSettings.parse(text, file: "site.toml").locale.tag == tag)
    }

    @Test("init --locale with a tag Foundation does not know is refused and makes nothing")
    func refusesUnknownLocale() throws {
        let folder = Fixtures.temporaryFolder() + "/site"
        #expect {
            _ = try SiteInit.run(directory: folder, copyTemplates: false, timeZone: "UTC", locale: "klingon")
        } throws: { "\($0)".contains("--locale: expected a BCP 47 language tag") && "\($0)".contains("found \"klingon\"") }
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test("init refuses a folder that already has a site.toml, and changes nothing in it")
    func refusesExistingSite() throws {
        let folder = Fixtures.temporaryFolder()
        try "title = \"mine\"\n".write(toFile: folder + "/site.toml", atomically: true, encoding: .utf8)
        #expect {
            _ = try SiteInit.run(directory: folder, copyTemplates: true, timeZone: "UTC")
        } throws: { error in
            "\(error)".contains("\(folder)/site.toml already exists") && "\(error)".contains("is a site folder already")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["site.toml"])
        #expect(try String(contentsOfFile: folder + "/site.toml", encoding: .utf8) == "title = \"mine\"\n")
    }

    @Test("init into a folder that holds other files (not a site) keeps them")
    func keepsOtherFiles() throws {
        let folder = Fixtures.temporaryFolder()
        try "notes\n".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        _ = try SiteInit.run(directory: folder, copyTemplates: false, timeZone: "UTC")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["history.sqlite", "notes.txt", "site.toml"])
    }

    @Test("--templates copies the built-in Templates/ and Public/; a file it would replace stops it first")
    func copiesTemplates() throws {
        let folder = Fixtures.temporaryFolder()
        let result = try SiteInit.run(directory: folder, copyTemplates: true, timeZone: "UTC")
        #expect(result.copied.contains("Templates/layout.mustache") && result.copied.contains("Public/css/site.css"))
        let copied = try Fixtures.snapshot(folder + "/Templates")
        #expect(copied == (try Fixtures.snapshot(Fixtures.repositoryRoot + "/Templates")))

        let other = Fixtures.temporaryFolder()
        try FileManager.default.createDirectory(atPath: other + "/Public", withIntermediateDirectories: true)
        try "mine\n".write(toFile: other + "/Public/favicon.svg", atomically: true, encoding: .utf8)
        #expect {
            _ = try SiteInit.run(directory: other, copyTemplates: true, timeZone: "UTC")
        } throws: { error in "\(error)".contains("--templates would replace \(other)/Public/favicon.svg") }
        #expect(!FileManager.default.fileExists(atPath: other + "/site.toml"))
        #expect(!FileManager.default.fileExists(atPath: other + "/history.sqlite"))
    }

    @Test("an unknown --time-zone is refused")
    func badZone() throws {
        let folder = Fixtures.temporaryFolder() + "/site"
        #expect {
            _ = try SiteInit.run(directory: folder, copyTemplates: false, timeZone: "Mars/Olympus")
        } throws: { error in "\(error)".contains("expected an IANA time zone name") }
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    static func sources(tz: String? = nil, etcTimezone: String? = nil, localtime: String? = nil) -> MachineTimeZone.Sources {
        MachineTimeZone.Sources(environment: tz.map { ["TZ": $0] } ?? [:],
                                readFile: { $0 == "/etc/timezone" ? etcTimezone : nil },
                                linkTarget: { $0 == "/etc/localtime" ? localtime : nil })
    }

    @Test("the machine's time zone: TZ, then /etc/timezone, then the /etc/localtime link, else UTC", arguments: [
        (sources(tz: "Asia/Kolkata", etcTimezone: "Europe/Berlin\n"), "Asia/Kolkata", "TZ"),
        (sources(tz: ":America/New_York"), "America/New_York", "TZ"),
        (sources(tz: "/usr/share/zoneinfo/Pacific/Chatham"), "Pacific/Chatham", "TZ"),
        (sources(tz: "CET-1CEST,M3.5.0,M10.5.0/3", etcTimezone: "Europe/Berlin\n"), "Europe/Berlin", "/etc/timezone"),
        (sources(etcTimezone: "Antarctica/Troll\n", localtime: "/usr/share/zoneinfo/Europe/Paris"), "Antarctica/Troll", "/etc/timezone"),
        (sources(etcTimezone: "Not/AZone\n", localtime: "../usr/share/zoneinfo/Australia/Lord_Howe"), "Australia/Lord_Howe", "/etc/localtime"),
        (sources(localtime: "/var/db/timezone/zoneinfo/America/Sao_Paulo"), "America/Sao_Paulo", "/etc/localtime"),
        (sources(localtime: "/usr/share/zoneinfo/posix/Asia/Tokyo"), "Asia/Tokyo", "/etc/localtime"),
        (sources(), "UTC", "fallback"),
        (sources(tz: "", etcTimezone: "\n", localtime: "/etc/nonsense"), "UTC", "fallback"),
    ])
    func machineZone(sources: MachineTimeZone.Sources, name: String, source: String) {
        let detected = MachineTimeZone.detect(sources)
        #expect(detected.name == name && detected.source == source)
    }
}
