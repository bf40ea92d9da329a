import Foundation
import Logging
import Metrics
import Settings
@testable import SiteBuilder
import Strings
import Testing
@testable import Workspace

@Suite("The interface's words: string tables, overrides, German pages")
struct WordsTests {
    /// The demo site in `words`, in memory: the repository's settings and templates, the demo history.
    static func demoSite(_ words: Words) throws -> Site {
        let settings = try SiteFolder(path: Fixtures.repositoryRoot).settings()
        let today = Workspace.today(Fixtures.now, in: settings.timeZone)
        let loaded = try HistoryLoader(siteDirectory: Fixtures.repositoryRoot, settings: settings, now: Fixtures.now, today: today).load()
        let model = SiteModel(settings: settings, history: loaded.shown, now: Fixtures.now, today: today,
                              historySource: loaded.source, words: words)
        return try Fixtures.renderer().render(model)
    }

    static let german = Words(StringTable(language: "de", texts: StringTable.builtIn("de") ?? [:]))
    static let germanSite: Site? = try? demoSite(german)

    /// The demo's own words, shown as stored on every language's pages: habit names and categories, the
    /// stored moments' titles and categories (the person's data, not the interface's). Longest first, so a
    /// name is taken out before a shorter one inside it.
    static let demoData: [String] = {
        guard let settings = try? SiteFolder(path: Fixtures.repositoryRoot).settings(),
              let history = try? HistoryLoader(siteDirectory: Fixtures.repositoryRoot, settings: settings, now: Fixtures.now,
                                               today: Workspace.today(Fixtures.now, in: settings.timeZone)).load().stored
        else { return [] }
        let texts = history.habits.flatMap { [$0.name, $0.category] } + history.moments.flatMap { [$0.title, $0.category] }
        return Set(texts.filter { !$0.isEmpty }).sorted { $0.count > $1.count }
    }()

    /// One page of every kind the demo site has.
    static let pageKinds = [
        "index.html", "day/2026-11-21/index.html", "day/2026-11-20/index.html", "week/2026-11-21/index.html",
        "month/2026-11/index.html", "day/index.html", "energy/index.html", "settings/index.html", "habits/index.html",
        "habits/2026-11-18/index.html", "reports/index.html", "reports/month/2026-11/index.html", "reports/week/index.html",
        "moments/index.html", "gym/index.html", "training/index.html",
    ]

    /// The keys whose German text is the English one, each with its reason: the German pages hold these words.
    static let shared: [StringKey: String] = [
        .training: "“Training” is German too (the section's name)",
        .gym: "“Gym” is said in German too, and short enough for the top bar at 320 px",
        .widgets: "“Widgets” is the word German uses for them",
        .appleHealth: "the name of Apple's app",
        .vo2MaxFigure: "a measure's name and unit, written alike in German",
    ]

    /// The text a reader sees or hears: text nodes and the `title`, `alt`, `aria-label`, `placeholder` and
    /// `data-label` attributes, without code (commands and file names stay as typed), scripts, styles and
    /// the person's own Markdown (notes and moments: data, not interface).
    static func visibleText(_ html: String) -> [String] {
        var text = html
        for pattern in [#"(?s)<script[^>]*>.*?</script>"#, #"(?s)<style[^>]*>.*?</style>"#, #"(?s)<code>.*?</code>"#,
                        #"(?s)<pre>.*?</pre>"#, #"(?s)<div class="markdown">.*?</div>"#] {
            text = text.replacingOccurrences(of: pattern, with: " ", options: [.regularExpression, .caseInsensitive])
        }
        var parts: [String] = []
        let attribute = try! NSRegularExpression(pattern: #"(?:title|alt|aria-label|placeholder|data-label)="([^"]*)""#)
        for match in attribute.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            parts.append(String(text[Range(match.range(at: 1), in: text)!]))
        }
        let nodes = try! NSRegularExpression(pattern: #">([^<]+)<"#)
        for match in nodes.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            parts.append(String(text[Range(match.range(at: 1), in: text)!]))
        }
        return parts.map(unescape)
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The English text of `key` around its placeholders: each fragment that holds a word of three letters or
    /// more and that the German text does not hold too ("kcal", "VO2 max" are the same in both).
    static func fragments(_ key: StringKey) -> [String] {
        key.english.replacingOccurrences(of: #"\{[a-z]+\}"#, with: "\u{1}", options: .regularExpression)
            .split(separator: "\u{1}")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)) }
            .filter { $0.range(of: "[A-Za-z]{3,}", options: .regularExpression) != nil && !key.german.contains($0) }
    }

    @Test("every page kind of the German demo holds no English text of the table", arguments: pageKinds)
    func germanPages(path: String) throws {
        let site = try #require(Self.germanSite)
        let html = String(decoding: try #require(try site.make(path), "\(path) missing"), as: UTF8.self)
        #expect(html.contains("<html lang=\"de\""))
        let visible = Self.visibleText(html).map { text in
            Self.demoData.reduce(text) { $0.replacingOccurrences(of: $1, with: " ") }
        }
        for key in StringKey.allCases where Self.shared[key] == nil {
            for fragment in Self.fragments(key) {
                let pattern = "(?<![A-Za-z])" + NSRegularExpression.escapedPattern(for: fragment) + "(?![A-Za-z])"
                let found = visible.first { $0.range(of: pattern, options: .regularExpression) != nil }
                #expect(found == nil, "\(path): \(key.rawValue) “\(fragment)” in “\(found ?? "")”")
            }
        }
    }

    @Test("the keys German writes as English are exactly the listed ones")
    func sharedWordsListed() {
        #expect(Set(StringKey.allCases.filter { $0.english == $0.german }) == Set(Self.shared.keys))
    }

    @Test("the German pages use the German words")
    func germanWords() throws {
        let site = try #require(Self.germanSite)
        let day = String(decoding: try #require(try site.make("day/2026-11-21/index.html")), as: UTF8.self)
        for text in [">Übersicht</a>", ">Gewohnheiten</a>", "aria-label=\"Schritte\"", ">Serie</span>", "Bonustag", "Du gegen den Geh-Bot"] {
            #expect(day.contains(text), "\(text)")
        }
        let english = try Self.demoSite(.english)
        let englishDay = String(decoding: try #require(try english.make("day/2026-11-21/index.html")), as: UTF8.self)
        #expect(englishDay.contains(">Overview</a>") && englishDay.contains("User vs Walking Bot"))
    }

    @Test("every setting's meaning has a key whose English text is the catalog's own")
    func settingMeanings() throws {
        for entry in SiteSettings.defaults.entries {
            let key = try #require(SettingsPage.meaningKey(entry.key), "\(entry.key)")
            #expect(key.english == entry.meaning, "\(entry.key)")
        }
    }

    /// A copy of the demo site with `files` (path → text) added.
    static func demoCopy(_ files: [String: String]) throws -> String {
        let folder = try Fixtures.demoSiteCopy()
        for (path, text) in files {
            let file = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        }
        return folder
    }

    @Test("an override file changes a word, and its text is escaped per scalar, in text and in attributes")
    func override() throws {
        let folder = try Self.demoCopy(["Strings/en.toml": """
            steps = "Stufen"
            noNote = "Nichts <\u{0301}b> & \\"so\\" 'da'"
            """])
        let site = try SiteBuild().assemble(.init(siteDirectory: folder, output: folder + "/_site", now: Fixtures.now)).site
        let day = String(decoding: try #require(try site.make("day/2026-11-20/index.html")), as: UTF8.self)
        #expect(day.contains("aria-label=\"Stufen\""))
        #expect(!day.contains("aria-label=\"Steps\""))
        let words = try Words.load(siteDirectory: folder, language: "en", io: .live)
        #expect(words.warnings.isEmpty)
        #expect(words.0[.noNote] == "Nichts <\u{0301}b> & \"so\" 'da'")
        #expect(Words.escaped(words.0[.noNote]) == "Nichts &lt;\u{0301}b&gt; &amp; &quot;so&quot; 'da'")
        // The note's empty state is on a day without a note: the override is there, escaped, never raw.
        let pages = try site.paths.filter { $0.hasPrefix("day/20") }.compactMap { try site.make($0) }.map { String(decoding: $0, as: UTF8.self) }
        #expect(pages.contains { $0.contains("Nichts &lt;\u{0301}b&gt; &amp; &quot;so&quot; 'da'") })
        #expect(!pages.contains { $0.contains("<\u{0301}b>") })
    }

    @Test("a bad strings file stops the build with its file and line", arguments: [
        ("steps = \"Schritte\nx = 1\n", "Strings/en.toml:1:"),
        ("steps = 5\n", "Strings/en.toml: steps (line 1): expected a text in quotes"),
        ("\n\nstepz = \"x\"\n", "Strings/en.toml: unknown key 'stepz' (line 3); did you mean 'steps'?"),
    ])
    func badFile(text: String, expected: String) throws {
        let folder = try Self.demoCopy(["Strings/en.toml": text])
        do {
            _ = try SiteBuild().assemble(.init(siteDirectory: folder, output: folder + "/_site", now: Fixtures.now))
            Issue.record("built with \(text)")
        } catch {
            #expect(error.phase == .load)
            #expect(error.message.contains(expected), "\(error.message)")
        }
    }

    @Test("a language without a full table falls back to English with one warning per missing key, once a build")
    func fallbackWarnings() throws {
        let folder = try Self.demoCopy(["Strings/fr.toml": "steps = \"Pas\"\ntoday = \"Aujourd’hui\"\n"])
        let (words, warnings) = try Words.load(siteDirectory: folder, language: "fr", io: .live)
        #expect(words[.steps] == "Pas" && words[.stepsToday] == "steps today")
        #expect(warnings.count == StringKey.allCases.count - 2)
        #expect(warnings.contains("Strings/fr.toml: no text for the key 'stepsToday' (language fr): the English text is used"))
        #expect(Set(warnings).count == warnings.count)
        let (none, noneWarnings) = try Words.load(siteDirectory: folder, language: "pt", io: .live)
        #expect(none[.steps] == "Steps")
        #expect(noneWarnings.count == 1 && noneWarnings[0].contains("no string table for the language 'pt'"))
        #expect(try Words.load(siteDirectory: folder, language: "de", io: .live).warnings.isEmpty)
    }

    @Test("a build logs each missing key once, however many pages use it")
    func buildWarnsOnce() throws {
        let folder = try Self.demoCopy(["Strings/fr.toml": "steps = \"Pas\"\n"])
        let siteFile = folder + "/site.toml"
        let settings = try String(contentsOfFile: siteFile, encoding: .utf8)
        try Data(("locale = \"fr-FR\"\n" + settings).utf8).write(to: URL(fileURLWithPath: siteFile))
        let collector = Collector()
        let logger = Logger(label: "test") { _ in CollectingHandler(collector: collector) }
        let site = try SiteBuild(logger: logger).assemble(.init(siteDirectory: folder, output: folder + "/_site", now: Fixtures.now)).site
        let lines = collector.lines.filter { $0.contains("no text for the key") }
        #expect(lines.count == StringKey.allCases.count - 1)
        #expect(lines.filter { $0.contains("'stepsToday'") } == ["warning: Strings/fr.toml: no text for the key 'stepsToday' (language fr): the English text is used"])
        let day = String(decoding: try #require(try site.make("day/2026-11-20/index.html")), as: UTF8.self)
        #expect(day.contains("aria-label=\"Pas\"") && day.contains("<html lang=\"fr\""))
    }
}

/// The lines a test's logger was given.
private final class Collector: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var lines: [String] { lock.withLock { stored } }
    func append(_ line: String) { lock.withLock { stored.append(line) } }
}

/// Collects log messages for a test.
private struct CollectingHandler: LogHandler {
    let collector: Collector
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        collector.append("\(event.level): \(event.message)")
    }
}
