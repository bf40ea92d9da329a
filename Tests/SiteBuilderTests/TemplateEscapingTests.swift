import Foundation
import Metrics
import Testing
@testable import SiteBuilder
@testable import Workspace

/// Each of `& < > " '` made part of a larger grapheme cluster, as the hostile-text check writes them.
private let specials: [(String, String)] = [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&#39;")]
private let neighbours: [(before: String, after: String)] = [
    ("", ""), ("", "\u{301}"), ("", "\u{200D}"), ("", "\u{FE0F}"), ("\u{600}", ""), ("", "🇳🇴"), ("🇳🇴", ""),
    ("", "\u{200D}👩\u{200D}💻"), ("👩\u{200D}💻\u{200D}", ""),
]

@Suite("Templates escape with HTMLText, per scalar, in text, attributes, sections and partials")
struct TemplateEscapingTests {
    /// A template set from in-memory files: a page using a value in text, both kinds of quoted
    /// attribute, a section over a list and a partial (which swift-mustache starts with its own escaper).
    func templates() throws -> TemplateSet {
        let (io, _) = FileIO.inMemory([
            "T/page.mustache": Data("<p title=\"{{v}}\" data-x='{{v}}'>{{v}}</p>\n{{#list}}<i>{{.}}</i>{{/list}}\n{{>part}}\n".utf8),
            "T/part.mustache": Data("<b title=\"{{v}}\">{{v}}</b>{{#nested}}<u>{{w}}</u>{{/nested}}".utf8),
        ])
        return try TemplateSet(folder: "T", io: io)
    }

    @Test("every special character with every neighbour comes out as its entity")
    func everyCombination() throws {
        let set = try templates()
        for (special, entity) in specials {
            for n in neighbours {
                let value = n.before + special + n.after + " onmouseover=alert(1) x=" + n.before + special + n.after
                let escaped = n.before + entity + n.after + " onmouseover=alert(1) x=" + n.before + entity + n.after
                let html = try set.render(["v": value, "list": [value], "nested": ["w": value]] as [String: Any], with: "page")
                let expected = "<p title=\"\(escaped)\" data-x='\(escaped)'>\(escaped)</p>\n<i>\(escaped)</i>\n"
                    + "<b title=\"\(escaped)\">\(escaped)</b><u>\(escaped)</u>"
                #expect(html == expected, "\(special) with \(n)")
            }
        }
    }

    @Test("the escaper's pragma adds no line to the output and errors keep the file's line numbers")
    func pragmaIsInvisible() throws {
        let (io, _) = FileIO.inMemory(["T/bad.mustache": Data("one\ntwo {{/close}}\nthree\n".utf8)])
        #expect(throws: BuildError(phase: .plan, message: "T/bad.mustache:2:8: template syntax error: sectionCloseNameIncorrect")) {
            try TemplateSet(folder: "T", io: io)
        }
        let (good, _) = FileIO.inMemory(["T/a.mustache": Data("first\n{{#x}}\nin\n{{/x}}\nlast".utf8)])
        #expect(try TemplateSet(folder: "T", io: good).render(["x": true] as [String: Any], with: "a") == "first\nin\nlast")
    }

    @Test("a site title that breaks out of attributes stays text on every page", arguments: [
        "\"\u{301} onmouseover=alert(1) x=\"\u{301}", "\u{600}<img src=x onerror=alert(1)>",
        "'\u{FE0F}><meta http-equiv=refresh content=0>",
    ])
    func siteTitle(title: String) throws {
        let site = try Fixtures.renderer().render(Fixtures.model(.empty, title: title))
        for path in site.pages {
            let html = String(decoding: site.files[path] ?? Data(), as: UTF8.self)
            #expect(Data(html.utf8).range(of: Data(HTMLText.escape(title).utf8)) != nil, "\(path) shows the title")
            for raw in ["onmouseover=alert(1) x=\"", "<img src=x", "<meta http-equiv=refresh", "\"\u{301}", "\u{600}<", "'\u{FE0F}"] {
                #expect(Data(html.utf8).range(of: Data(raw.utf8)) == nil, "\(path) holds \(raw)")
            }
        }
    }
}
