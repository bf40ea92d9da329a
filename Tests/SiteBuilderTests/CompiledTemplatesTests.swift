import Foundation
import Metrics
import Settings
@testable import SiteBuilder
import Strings
import Testing
@testable import Workspace

/// A value of a kind `TemplateValue.plain` leaves as it is (an enum is written by `String(describing:)`).
private enum Mood { case calm }

/// A model with an optional that is nil (left out by `plain`), a nested model, a list and numbers.
private struct Card {
    let title: String
    let count: Int
    let ratio: Double
    let note: String?
    let done: Bool
    let mood: Mood
    let tags: [String]
    let inner: Inner
    struct Inner { let title: String; let href: String }
}

/// Our renderer (`CompiledTemplates`) against swift-mustache, which it replaces for speed: each case is one
/// set of templates and one value, rendered by both; the outputs must be equal byte for byte.
@Suite("Compiled templates render exactly as swift-mustache")
struct CompiledTemplatesTests {
    fileprivate static let card = Card(title: "a <b> & \"c\" e\u{301}<\u{301}", count: 12_477, ratio: 0.5, note: nil, done: true, mood: .calm,
                           tags: ["one", "t<wo", ""], inner: .init(title: "inner", href: "../x/index.html"))

    /// Template sets (name → text; `page` is rendered) that cover every token kind and lookup rule.
    static let cases: [(String, [String: String])] = [
        ("variables, escaped and not", ["page": "{{title}}|{{{title}}}|{{&title}}|{{count}}|{{ratio}}|{{done}}|{{mood}}|{{note}}|{{missing}}"]),
        ("dotted and leading-dot names", ["page": "{{inner.title}} {{inner.href}} {{#inner}}{{.title}} {{title}} {{count}}{{/inner}} {{.inner.title}} {{inner.missing.x}}"]),
        ("the current object and stack climbing", ["page": "{{#tags}}[{{.}}|{{title}}|{{count}}]{{/tags}}{{#inner}}{{#tags}}{{href}}{{/tags}}{{/inner}}"]),
        ("sections over every kind of value", ["page": """
            {{#done}}yes{{/done}}{{#note}}note{{/note}}{{#missing}}m{{/missing}}{{#title}}<{{text}}|{{.}}>{{/title}}
            {{#count}}{{text}}{{/count}}{{#inner}}({{title}}){{/inner}}{{#mood}}{{.}}{{/mood}}{{#tags}}{{#.}}x{{/.}}{{/tags}}
            """]),
        ("inverted sections", ["page": "{{^done}}no{{/done}}{{^note}}none{{/note}}{{^tags}}empty{{/tags}}{{^empty}}[{{.}}]{{/empty}}{{^inner}}i{{/inner}}"]),
        ("standalone lines", ["page": "a\n  {{#done}}\n  in\n  {{/done}}\n{{! comment }}\n  {{^done}}\n  out\n  {{/done}}\nb\r\n{{#tags}}\r\n- {{.}}\r\n{{/tags}}\r\nend"]),
        ("indented partials, nested", [
            "page": "<ul>\n  {{>item}}\n    {{>item}}\n</ul>\n{{>inline}}{{>inline}}\n",
            "item": "<li>{{title}}</li>\n<li>\n{{#tags}}\n  <i>{{.}}</i>\n{{/tags}}\n  {{>leaf}}\n</li>\n",
            "leaf": "<b>{{inner.title}}</b>\r\n<b>x</b>\n",
            "inline": "{{count}}\n",
        ]),
        ("content types in a template and its partial", [
            "page": "{{title}}\n{{% CONTENT_TYPE: TEXT }}\n{{title}}{{>part}}{{title}}\n{{% CONTENT_TYPE: HTML }}\n{{title}}{{#inner}}{{title}}{{/inner}}",
            "part": "[{{title}}]\n{{% CONTENT_TYPE: TEXT }}\n[{{title}}]",
        ]),
        ("a missing partial writes nothing", ["page": "a{{>nothing}}b\n  {{>nothing}}\nc"]),
        ("empty names", ["page": "{{#inner}}{{ }}{{/inner}}"]),
    ]

    static func set(_ files: [String: String], compiled: Bool) throws -> TemplateSet {
        let (io, _) = FileIO.inMemory(Dictionary(uniqueKeysWithValues: files.map { ("T/\($0.key).mustache", Data($0.value.utf8)) }))
        var set = try TemplateSet(folder: "T", io: io)
        set.usesCompiled = compiled
        return set
    }

    @Test("each case renders the same with both", arguments: cases.map(\.0))
    func sameOutput(name: String) throws {
        let files = Self.cases.first { $0.0 == name }!.1
        let ours = try Self.set(files, compiled: true), theirs = try Self.set(files, compiled: false)
        #expect(ours.compiled != nil, "the case is one the renderer compiles")
        let value: [String: Any] = ["empty": [String]()]
        for model in [Self.card as Any, ["title": "dictionary <b>", "tags": ["a", "b"], "inner": ["title": "x"], "empty": [Int]()] as [String: Any], value] {
            let mine = try ours.render(model, with: "page"), reference = try theirs.render(model, with: "page")
            #expect(mine == reference, "\(name)")
        }
    }

    @Test("serve's values and a dictionary of the page reach the templates as with swift-mustache")
    func serveValues() throws {
        let files = ["page": "{{#serve}}<input value=\"{{csrf}}\">{{/serve}}{{^serve}}static{{/serve}}"]
        for mode in [BuildMode.site, .served(csrf: "t<k\u{301}")] {
            var ours = try Self.set(files, compiled: true), theirs = try Self.set(files, compiled: false)
            ours.mode = mode
            theirs.mode = mode
            #expect(try ours.render(Self.card, with: "page") == theirs.render(Self.card, with: "page"))
        }
    }

    @Test("a template using what the renderer does not do is rendered by swift-mustache", arguments: [
        "{{uppercased(title)}}", "{{#reversed(tags)}}{{.}}{{/reversed(tags)}}", "{{<parent}}{{$b}}x{{/b}}{{/parent}}",
        "{{>*dynamic}}", "{{=<% %>=}}<% title %>",
    ])
    func fallback(template: String) throws {
        // `parent` (an inheritance block) only where the page uses it: it alone would turn the compiling off.
        let files = template.contains("{{<") ? ["page": template, "parent": "[{{$b}}default{{/b}}]"] : ["page": template]
        let ours = try Self.set(files, compiled: true), theirs = try Self.set(files, compiled: false)
        #expect(try ours.render(Self.card, with: "page") == theirs.render(Self.card, with: "page"))
        if template.hasPrefix("{{=") {
            #expect(ours.compiled != nil, "a delimiter change is the parser's: the tokens are the same")
        } else {
            #expect(ours.compiled == nil)
        }
    }

    @Test("the built-in templates are compiled")
    func builtInsCompile() throws {
        #expect(try TemplateSet(folder: Fixtures.repositoryRoot + "/Templates", io: .live).compiled != nil)
    }

    @Test("every file of the demo site, in English and in German, is the same with both renderers", arguments: ["en", "de"])
    func demoSite(language: String) throws {
        var model = try SiteModelTests.demoModel()
        if language != "en" {
            let settings = try SiteFolder(path: Fixtures.repositoryRoot).settings()
            let today = Workspace.today(Fixtures.now, in: settings.timeZone)
            let loaded = try HistoryLoader(siteDirectory: Fixtures.repositoryRoot, settings: settings, now: Fixtures.now, today: today).load()
            model = SiteModel(settings: settings, history: loaded.shown, now: Fixtures.now, today: today,
                              historySource: loaded.source, words: Words(StringTable(language: language, texts: StringTable.builtIn(language) ?? [:])))
        }
        var theirs = try TemplateSet(folder: Fixtures.repositoryRoot + "/Templates", io: .live)
        theirs.usesCompiled = false
        let ours = try TemplateSet(folder: Fixtures.repositoryRoot + "/Templates", io: .live)
        var a = try SiteRenderer(templates: ours, publicFiles: [:]).render(model)
        var b = try SiteRenderer(templates: theirs, publicFiles: [:]).render(model)
        try a.finishPending()
        try b.finishPending()
        #expect(a.files.count > 2_000)
        #expect(a.files.keys.sorted() == b.files.keys.sorted())
        let differing = a.files.keys.filter { a.files[$0] != b.files[$0] }.sorted()
        #expect(differing.isEmpty, "\(differing.count) files differ, first \(differing.first ?? "")")
        if language == "de" {
            let page = String(decoding: try #require(a.files["day/2026-11-20/index.html"]), as: UTF8.self)
            #expect(page.contains("<html lang=\"de\"") && page.contains(Words.escaped(StringKey.stepsLast7Days.german)))
        }
    }
}

// MARK: - The words written in

extension CompiledTemplatesTests {
    /// Words holding what a template escapes, Mustache's delimiters, a placeholder and a line break.
    static let awkwardWords = Words(StringTable(language: "en", texts: [
        .steps: "a <b> & \"c\" 'd' e\u{301}<\u{301}",
        .today: "{{title}} }}{{{title}}} {{#done}}x{{/done}} {{>part}} {{! no }}",
        .noNote: "line\n  two {count}",
    ]))

    /// Templates putting the words everywhere: both escapes in each content type, a partial (indented and not),
    /// sections over the page's objects and lists and over a word, a missing key and `t` itself.
    static let wordTemplates = [
        "page": """
            {{{t.steps}}}|{{t.steps}}|{{&t.today}}|{{{t.noNote}}}|{{{t.missing}}}|{{#t.steps}}[{{.}}]{{/t.steps}}{{^t.missing}}none{{/t.missing}}
            {{#inner}}{{{t.today}}}{{t.steps}}{{/inner}}{{#tags}}({{{t.steps}}}){{/tags}}{{#done}}{{#t}}{{steps}}{{/t}}{{/done}}
              {{>part}}
            {{{t.noNote}}}
            {{% CONTENT_TYPE: TEXT }}
            {{t.steps}}{{>part}}{{t.today}}
            """,
        "part": "{{{t.noNote}}}\n{{t.steps}}\n{{% CONTENT_TYPE: TEXT }}\n{{t.steps}}\n  {{{t.noNote}}}\n",
    ]

    @Test("words written into the templates render as their look-up did, whatever their text and wherever they stand")
    func wordsWrittenIn() throws {
        var ours = try Self.set(Self.wordTemplates, compiled: true), theirs = try Self.set(Self.wordTemplates, compiled: false)
        ours.words = Self.awkwardWords.template
        theirs.words = Self.awkwardWords.template
        let mine = try ours.render(Self.card, with: "page"), reference = try theirs.render(Self.card, with: "page")
        #expect(mine == reference)
        #expect(mine.hasPrefix("a &lt;b&gt; &amp; &quot;c&quot; 'd' e\u{301}&lt;\u{301}|a &amp;lt;b&amp;gt; &amp;amp; "))
        #expect(mine.contains("|{{title}} }}{{{title}}} {{#done}}x{{/done}} {{&gt;part}} {{! no }}|line\n  two {count}||[a &amp;lt;b&amp;gt;"),
                "delimiters and a placeholder in a word are text")
    }

    @Test("a written-in word is looked up no more; a missing key, a section over a word and `t` itself still are")
    func writtenInIsText() throws {
        let set = try Self.set(["page": "{{{t.steps}}}|{{{t.missing}}}|{{#t.today}}[{{.}}]{{/t.today}}|{{#t}}{{today}}{{/t}}"], compiled: true)
        let compiled = try #require(set.compiled).writingIn(Self.awkwardWords.template.object)
        let other = ["t": ["steps": "looked up", "missing": "found", "today": "section"]]
        let text = String(decoding: try #require(compiled.bytes(other, with: "page")), as: UTF8.self)
        #expect(text == "a &lt;b&gt; &amp; &quot;c&quot; 'd' e\u{301}&lt;\u{301}|found|[section]|section")
    }

    @Test("the words follow the table: a set given other words writes the other words")
    func wordsFollowTheTable() throws {
        var set = try Self.set(["page": "{{{t.steps}}} {{{t.today}}}"], compiled: true)
        set.words = Words.english.template
        #expect(try set.render(Self.card, with: "page") == "Steps Today")
        set.words = Words(StringTable(language: "de", texts: StringTable.builtIn("de") ?? [:])).template
        #expect(try set.render(Self.card, with: "page") == Words.escaped(StringKey.steps.german) + " " + Words.escaped(StringKey.today.german))
    }
}
