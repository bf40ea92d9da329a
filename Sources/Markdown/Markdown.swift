#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import CMarkGFM

/// GitHub-flavoured Markdown to HTML through cmark-gfm, in safe mode.
///
/// DESIGN.md: "Markdown is rendered without raw HTML." cmark's default options replace raw
/// HTML and `javascript:` links with comments or empty links; the tagfilter extension is
/// attached too. Tables, strikethrough, autolinks and task lists are on.
public enum Markdown {
    /// The GFM extensions attached to every parser.
    static let extensionNames = ["table", "strikethrough", "autolink", "tasklist", "tagfilter"]

    /// Renders `markdown` to an HTML fragment.
    public static func html(_ markdown: String) -> String {
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
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else {
            return ""
        }
        defer { free(rendered) }
        return String(cString: rendered)
    }
}

/// Registers the core extensions exactly once, before the first parse (the C call is not thread-safe).
private enum Registration {
    nonisolated(unsafe) private static var done: Void = cmark_gfm_core_extensions_ensure_registered()
    static func ensure() { _ = done }
}
