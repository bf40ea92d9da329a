import Foundation
import Metrics
import Workspace

/// `robots.txt` and `sitemap.xml`: what the site tells search engines (the `[publish]` table).
///
/// By default the site is a personal dashboard: `robots.txt` disallows every path (and every page
/// carries `<meta name="robots" content="noindex">`, see `Layout`). With `publish.indexing` it allows
/// them, names the sitemap, and `sitemap.xml` lists every page by its absolute address.
enum PublishFiles {
    /// The most addresses one sitemap file may list (sitemaps.org).
    static let sitemapLimit = 50_000

    /// Adds `robots.txt` (unless `Public/` has its own) and, when indexing, `sitemap.xml` for the pages
    /// already in `site`.
    static func render(_ model: SiteModel, publicFiles: [String: Data], into site: inout Site) throws(BuildError) {
        let publish = model.settings.publish
        guard publish.indexing, let base = publish.baseURLWithSlash else {
            if publicFiles[Routes.robots] == nil { try site.add(Routes.robots, text: disallowAll) }
            return
        }
        let pages = site.pages
        guard pages.count <= sitemapLimit else {
            throw BuildError(phase: .plan, message: "sitemap.xml would list \(pages.count) pages; one sitemap holds at most "
                + "\(sitemapLimit). Set publish.indexing = false or publish fewer pages")
        }
        if publicFiles[Routes.robots] == nil {
            try site.add(Routes.robots, text: "User-agent: *\nAllow: /\nSitemap: \(base)\(Routes.sitemap)\n")
        }
        try site.add(Routes.sitemap, text: sitemap(pages.map { Routes.absoluteURL(PagePath($0), base: base) }))
    }

    static let disallowAll = """
        # A personal dashboard made by sitegen: not for search engines (publish.indexing = false).
        User-agent: *
        Disallow: /

        """

    /// The sitemaps.org XML of `urls`, in the order given.
    static func sitemap(_ urls: [String]) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for url in urls { text += "  <url><loc>\(HTMLText.escape(url))</loc></url>\n" }
        return text + "</urlset>\n"
    }
}
