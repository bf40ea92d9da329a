import Foundation
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import CMarkGFM

/// GitHub-flavoured Markdown to HTML through cmark-gfm, in safe mode.
///
/// Markdown is rendered without raw HTML (docs/site.md, "Rules the site keeps"): cmark's default options replace raw
/// HTML and `javascript:` links with comments or empty links; the tagfilter extension is
/// attached too. Tables, strikethrough, autolinks and task lists are on.
public enum Markdown {
    /// The GFM extensions attached to every parser.
    static let extensionNames = ["table", "strikethrough", "autolink", "tasklist", "tagfilter"]

    /// Renders `markdown` to an HTML fragment. With `headingsUnder` (the level of the page's heading the
    /// fragment sits under), the fragment's headings nest beneath it one level at a time (see `nestHeadings`):
    /// under an `<h2>`, a note's `#` and `####` become `<h3>` and `<h4>`, and a lone `####` an `<h3>`.
    ///
    /// One parse at a time: Debian's cmark-gfm keeps the inline parser's table of special characters in a
    /// global, which each parse sets for its extensions (`~` for strikethrough, `:`/`w`/`@` for autolinks)
    /// and clears when it finishes, so a parse finishing on one thread made another miss its
    /// strikethrough or links (pages are made on every core). Newer cmark-gfm keeps the table per parser.
    public static func html(_ markdown: String, headingsUnder: Int? = nil) -> String {
        parseLock.withLock { parsed(markdown, headingsUnder: headingsUnder) }
    }

    /// The lock around every parse and render (see `html`).
    private static let parseLock = NSLock()

    private static func parsed(_ markdown: String, headingsUnder: Int?) -> String {
        Registration.ensure()
        let options = CMARK_OPT_DEFAULT
        guard let parser = cmark_parser_new(options) else { return "" }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        let bytes = Array(markdown.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parser_feed(parser, $0, buffer.count)
            }
        }
        guard let document = cmark_parser_finish(parser) else { return "" }
        defer { cmark_node_free(document) }
        if let headingsUnder { nestHeadings(in: document, under: headingsUnder) }
        replaceExternalImages(in: document)
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else {
            return ""
        }
        defer { free(rendered) }
        return taskBoxNames(alignmentClasses(String(cString: rendered)))
    }

    /// cmark-gfm writes a task list item's box as a bare disabled checkbox: a form control without a name
    /// (axe-core's `label` rule). Each box is named by its state, "done" or "not done"; the item's text follows it.
    static func taskBoxNames(_ html: String) -> String {
        guard html.contains("<input type=\"checkbox\"") else { return html }
        return html
            .replacingOccurrences(of: "<input type=\"checkbox\" checked=\"\" disabled=\"\" />",
                                  with: "<input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"done\" />")
            .replacingOccurrences(of: "<input type=\"checkbox\" disabled=\"\" />",
                                  with: "<input type=\"checkbox\" disabled=\"\" aria-label=\"not done\" />")
    }

    /// cmark-gfm writes a table column's alignment as the obsolete `align` attribute; the site's
    /// Content-Security-Policy forbids inline styles, so it becomes a class (`align-right`).
    static func alignmentClasses(_ html: String) -> String {
        guard html.contains(" align=\"") else { return html }
        var out = html
        for cell in ["th", "td"] {
            for side in ["left", "center", "right"] {
                out = out.replacingOccurrences(of: "<\(cell) align=\"\(side)\">", with: "<\(cell) class=\"align-\(side)\">")
            }
        }
        return out
    }
}

/// Gives every heading under `document` a level below `parent` (the page's heading the fragment sits
/// under) without skipping one, as the page's outline needs (axe-core's `heading-order`): the levels the
/// author used keep their order but close their gaps (`#` and `###` become the first and second level
/// below `parent`), and no heading is more than one level deeper than the heading before it (a note that
/// opens with `###` opens one level below `parent`). Never past `<h6>`.
private func nestHeadings(in document: OpaquePointer, under parent: Int) {
    var headings: [OpaquePointer] = []
    if let iterator = cmark_iter_new(document) {
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            if cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
               cmark_node_get_type(node) == CMARK_NODE_HEADING {
                headings.append(node)
            }
        }
    }
    let used = Set(headings.map { cmark_node_get_heading_level($0) }).sorted()
    let top = min(6, max(1, parent + 1))
    var previous = top - 1
    for node in headings {
        let rank = used.firstIndex(of: cmark_node_get_heading_level(node)) ?? 0
        let level = min(6, top + rank, previous + 1)
        cmark_node_set_heading_level(node, Int32(level))
        previous = level
    }
}

/// What becomes of a Markdown image, by its URL.
enum ImageTarget: Equatable {
    /// A path inside the site (`photos/run.jpg`, `../img/a.png`, `/img/a.png`): an `<img>` as written.
    case local
    /// Another host (`https://…`, `//host/…`): a link to it; the page never loads it.
    case link
    /// Any other scheme (`data:`, `file:`, `javascript:` …): the alt text alone.
    case text

    init(url: String) {
        // As a browser reads a URL: tabs and line breaks anywhere, spaces and controls in front, are ignored.
        let trimmed = String(String.UnicodeScalarView(url.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }))
            .drop { $0.unicodeScalars.allSatisfy { $0.value <= 0x20 } }
        // Browsers read a backslash as a slash: `\\host`, `/\host` and `\/host` name a host too.
        let start = trimmed.prefix(2).map { $0 == "\\" ? "/" : $0 }
        if String(start) == "//" { self = .link; return }
        // A scheme is what comes before the first `:`, when no `/ ? #` comes before it.
        guard let colon = trimmed.firstIndex(of: ":"),
              !trimmed[..<colon].contains(where: { $0 == "/" || $0 == "?" || $0 == "#" || $0 == "\\" }) else {
            self = .local
            return
        }
        let scheme = trimmed[..<colon].lowercased()
        self = scheme == "http" || scheme == "https" ? .link : .text
    }
}

/// Replaces every image whose URL is not a path inside the site (see `ImageTarget`): by a link to it,
/// with its alt text (or the URL when that is empty) as the link's text; or by the alt text alone.
private func replaceExternalImages(in document: OpaquePointer) {
    var images: [(OpaquePointer, ImageTarget)] = []
    if let iterator = cmark_iter_new(document) {
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER,
                  let node = cmark_iter_get_node(iterator), cmark_node_get_type(node) == CMARK_NODE_IMAGE else { continue }
            let target = ImageTarget(url: cmark_node_get_url(node).map { String(cString: $0) } ?? "")
            if target != .local { images.append((node, target)) }
        }
        cmark_iter_free(iterator)
    }
    for (image, target) in images {
        let url = cmark_node_get_url(image).map { String(cString: $0) } ?? ""
        var replacement = image
        if target == .link, let link = cmark_node_new(CMARK_NODE_LINK) {
            cmark_node_set_url(link, url)
            if let title = cmark_node_get_title(image) { cmark_node_set_title(link, title) }
            cmark_node_insert_before(image, link)
            replacement = link
        }
        while let child = cmark_node_first_child(image) {
            cmark_node_unlink(child)
            if replacement == image { cmark_node_insert_before(image, child) } else { cmark_node_append_child(replacement, child) }
        }
        if replacement != image, cmark_node_first_child(replacement) == nil, let text = cmark_node_new(CMARK_NODE_TEXT) {
            cmark_node_set_literal(text, url)
            cmark_node_append_child(replacement, text)
        }
        cmark_node_unlink(image)
        cmark_node_free(image)
    }
}

/// Registers the core extensions exactly once, before the first parse (the C call is not thread-safe).
private enum Registration {
    nonisolated(unsafe) private static var done: Void = cmark_gfm_core_extensions_ensure_registered()
    static func ensure() { _ = done }
}
