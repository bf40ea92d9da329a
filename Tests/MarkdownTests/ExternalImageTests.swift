import Testing
@testable import Markdown

@Suite("Markdown images from other hosts become links; images inside the site stay")
struct ExternalImageTests {
    @Test("an image on another host is a link with its alt text", arguments: [
        ("![a run](https://evil.example/p.png)", #"<p><a href="https://evil.example/p.png">a run</a></p>"#),
        ("![a run](http://evil.example/p.png \"Title\")", #"<p><a href="http://evil.example/p.png" title="Title">a run</a></p>"#),
        ("![](https://evil.example/p.png)", #"<p><a href="https://evil.example/p.png">https://evil.example/p.png</a></p>"#),
        ("![*x*](//evil.example/p.png)", #"<p><a href="//evil.example/p.png"><em>x</em></a></p>"#),
        ("![x](HTTPS://EVIL.example/p.png)", #"<p><a href="HTTPS://EVIL.example/p.png">x</a></p>"#),
        (#"![x](\\\\evil.example/p.png)"#, #"<a href="%5C%5Cevil.example/p.png">x</a>"#),
        ("![x][ref]\n\n[ref]: https://evil.example/p.png", #"<p><a href="https://evil.example/p.png">x</a></p>"#),
        ("[![badge](https://evil.example/b.svg)](https://example.org)", "badge"),
    ])
    func external(markdown: String, expected: String) {
        let html = Markdown.html(markdown)
        #expect(html.contains(expected), "\(html)")
        #expect(!html.contains("<img"))
    }

    @Test("an image with another scheme is its alt text alone", arguments: [
        "![pixel](data:image/png;base64,iVBORw0KGgo=)", "![pixel](file:///etc/passwd)", "![pixel](javascript:alert(1))",
        "![pixel](ftp://evil.example/p.png)",
    ])
    func otherScheme(markdown: String) {
        #expect(Markdown.html(markdown) == "<p>pixel</p>\n")
    }

    @Test("an image inside the site stays an image", arguments: [
        ("![a run](photos/run.jpg)", #"<img src="photos/run.jpg" alt="a run" />"#),
        ("![a run](../../img/run.png)", #"<img src="../../img/run.png" alt="a run" />"#),
        ("![a: run](img/a:b.png)", #"<img src="img/a:b.png" alt="a: run" />"#),
        ("![x](?v=1)", #"<img src="?v=1" alt="x" />"#),
    ])
    func local(markdown: String, expected: String) {
        #expect(Markdown.html(markdown).contains(expected))
    }

    @Test("the URL is read as a browser reads it", arguments: [
        ("https://a.example/x", ImageTarget.link), ("  //a.example/x", .link), ("/\\a.example/x", .link),
        ("\\/a.example/x", .link), ("\\\\a.example/x", .link), ("/\t/a.example/x", .link), ("ht\ttps://a.example", .link),
        ("data:image/png,x", .text), ("JavaScript:x", .text), ("mailto:a@b", .text),
        ("img/x.png", .local), ("/img/x.png", .local), ("x.png?a=b:c", .local), ("#x:y", .local), ("", .local),
    ])
    func target(url: String, expected: ImageTarget) {
        #expect(ImageTarget(url: url) == expected)
    }
}
