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

    @Test("headings are demoted under the page's own", arguments: [
        ("# A", 0, "<h1>A</h1>"), ("# A", 2, "<h3>A</h3>"), ("###### A", 2, "<h6>A</h6>"), ("## A", 1, "<h3>A</h3>"),
    ])
    func demotes(markdown: String, offset: Int, expected: String) {
        #expect(Markdown.html(markdown, headingOffset: offset) == expected + "\n")
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
