import Foundation
import Testing
@testable import Markdown

@Suite("Markdown renders GFM safely")
struct MarkdownTests {
    @Test("GFM constructs render", arguments: [
        ("| a | b |\n|---|---|\n| 1 | 2 |", "<table>"),
        ("| a | b |\n|---|---|\n| 1 | 2 |", "<td>1</td>"),
        ("~~gone~~", "<del>gone</del>"),
        ("- [x] done\n- [ ] open", #"<input type="checkbox" checked="" disabled="" aria-label="done" />"#),
        ("- [ ] open", #"<input type="checkbox" disabled="" aria-label="not done" />"#),
        ("see https://example.org now", #"<a href="https://example.org">https://example.org</a>"#),
        ("*em* and **strong**", "<em>em</em> and <strong>strong</strong>"),
        ("[a link](https://example.org)", #"<a href="https://example.org">a link</a>"#),
    ])
    func rendersGFM(markdown: String, expected: String) {
        #expect(Markdown.html(markdown).contains(expected))
    }

    @Test("raw HTML never reaches the output", arguments: [
        "<script>alert(1)</script>",
        "hello <img src=x onerror=alert(1)> world",
        "<div onclick=\"x()\">hi</div>",
        "[click](javascript:alert(1))",
        "<iframe src=\"https://evil.example\"></iframe>",
        "<svg><script>alert(1)</script></svg>",
    ])
    func rawHTMLIsOmitted(markdown: String) {
        let html = Markdown.html(markdown).lowercased()
        #expect(!html.contains("<script"))
        #expect(!html.contains("onerror="))
        #expect(!html.contains("onclick="))
        #expect(!html.contains("javascript:"))
        #expect(!html.contains("<iframe"))
    }

    @Test("text that looks like markup is escaped")
    func escapesText() {
        #expect(Markdown.html("a < b & \"c\"") == "<p>a &lt; b &amp; &quot;c&quot;</p>\n")
    }

    @Test("headings nest under the page's own heading, one level at a time", arguments: [
        ("# A", nil, "<h1>A</h1>"), ("### A", nil, "<h3>A</h3>"),
        ("# A", 2, "<h3>A</h3>"), ("###### A", 2, "<h3>A</h3>"), ("## A", 1, "<h2>A</h2>"), ("#### A", 0, "<h1>A</h1>"),
        // Gaps close, the order of levels stays: # and ### become the first and second level below.
        ("# A\n\n### B\n\n# C", 2, "<h3>A</h3>\n<h4>B</h4>\n<h3>C</h3>"),
        // A note opening deep starts one below the page's heading; deeper ones follow one at a time.
        ("### A\n\n# B\n\n## C\n\n#### D", 2, "<h3>A</h3>\n<h3>B</h3>\n<h4>C</h4>\n<h5>D</h5>"),
        ("# A\n\n#### B\n\n## C", 1, "<h2>A</h2>\n<h3>B</h3>\n<h3>C</h3>"),
        // Never past <h6>.
        ("# A\n\n## B\n\n### C\n\n#### D", 4, "<h5>A</h5>\n<h6>B</h6>\n<h6>C</h6>\n<h6>D</h6>"),
        ("## A", 6, "<h6>A</h6>"),
    ] as [(String, Int?, String)])
    func nests(markdown: String, under parent: Int?, expected: String) {
        #expect(Markdown.html(markdown, headingsUnder: parent) == expected + "\n")
    }

    @Test("column alignment is a class, not the obsolete align attribute")
    func alignment() {
        let html = Markdown.html("| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |")
        #expect(html.contains("<th class=\"align-left\">a</th>"))
        #expect(html.contains("<td class=\"align-center\">2</td>"))
        #expect(html.contains("<td class=\"align-right\">3</td>"))
        #expect(!html.contains("align=\""))
    }

    @Test("empty input gives empty output")
    func empty() {
        #expect(Markdown.html("") == "")
    }
}

/// cmark-gfm's inline parser keeps its special characters in a global table that every parse sets and
/// clears; pages are made on every core, so `Markdown.html` parses one text at a time.
@Suite("Markdown renders the same on every thread")
struct MarkdownConcurrencyTests {
    @Test("4,000 renders of strikethrough, autolinks and plain text on every core all equal the first")
    func concurrent() {
        // Long texts whose strikethrough and links come late, so one parse is still scanning when another ends.
        let long = String(repeating: "a line of plain text with *emphasis* in it\n", count: 40)
        let texts = [long + "a ~~gone~~ word and https://example.org/x and me@example.org", "plain words, nothing special at all",
                     long + "**bold** and ~~strike~~ www.example.org", String(repeating: "long line of plain text ", count: 200)]
        let expected = texts.map { Markdown.html($0) }
        let differing = Tally()
        DispatchQueue.concurrentPerform(iterations: 4_000) { index in
            if Markdown.html(texts[index % texts.count]) != expected[index % texts.count] { differing.add() }
        }
        #expect(differing.count == 0, "\(differing.count) of 4,000 renders differed")
        #expect(expected[0].contains("<del>gone</del>") && expected[0].contains("<a href=\"https://example.org/x\">"))
        #expect(expected[2].contains("<del>strike</del>") && expected[2].contains("<a href=\"http://www.example.org\">"))
    }
}

private final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func add() { lock.withLock { value += 1 } }
}
