import Foundation
import Metrics

/// The few pages serve writes itself: not found, a failed build, a refusal.
enum ServePages {
    static func notFound(_ path: String, generation: Int) -> String {
        page(title: "Not found", body: "<h1>Not found</h1>\n<p>This site has no page at <code>\(HTMLText.escape(path))</code>.</p>\n"
             + "<p><a href=\"/\">Go to the overview</a>.</p>", generation: generation)
    }

    /// A failed build: its phase and message (which name the file and line), and the reload script,
    /// so the page comes back by itself once the file is fixed.
    static func buildFailed(_ message: String, generation: Int) -> String {
        page(title: "Build failed", body: "<h1>The site did not build</h1>\n<pre class=\"serve-error\">\(HTMLText.escape(message))</pre>\n"
             + "<p>sitegen serve keeps the last good site in memory and shows this page until the file is fixed; "
             + "this page reloads by itself after the next build.</p>", generation: generation)
    }

    /// The message left by a form, put at the top of the page's main content.
    static func insert(_ notice: Notice, into page: Data) -> Data {
        let role = notice.isError ? "alert" : "status"
        let html = "\n<p class=\"serve-notice\(notice.isError ? " is-error" : "")\" role=\"\(role)\">\(HTMLText.escape(notice.text))</p>"
        var bytes = page
        let anchor = Data("<main id=\"main\">".utf8)
        if let found = bytes.range(of: anchor) {
            bytes.insert(contentsOf: Data(html.utf8), at: found.upperBound)
        } else if let body = bytes.range(of: Data("<body>".utf8)) {
            bytes.insert(contentsOf: Data(html.utf8), at: body.upperBound)
        }
        return bytes
    }

    private static func page(title: String, body: String, generation: Int) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title) · sitegen serve</title>
        <link rel="stylesheet" href="/css/site.css">
        </head>
        <body>
        <main id="main">
        \(body)
        </main>
        \(ServedSite.scriptTag(generation: generation))
        </body>
        </html>

        """
    }
}
