import Commands
import Foundation
import SiteBuilder
import Testing

/// The site as a home-screen app: manifest, icons, head links, and the optional service worker.
@Suite("The web app manifest, its icons and the offline option")
struct WebAppTests {
    /// A new empty site whose site.toml has `offline` as its `[app] offline` line, built in memory.
    static func build(offline: String = "# offline = false") throws -> Site {
        try BuiltinSiteTests.build { folder in
            let path = folder + "/site.toml"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains("\n[app]\n") && text.contains("\n# offline = false\n"))
            try text.replacingOccurrences(of: "\n# offline = false\n", with: "\n\(offline)\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    /// Width and height from a PNG's IHDR chunk; nil when the bytes are not a PNG.
    static func pngSize(_ data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data)
        guard bytes.count >= 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
              bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    static func page(_ site: Site, _ path: String) throws -> String {
        String(decoding: try #require(site.files[path], "\(path) was not built"), as: UTF8.self)
    }

    @Test("the manifest is JSON naming the site, relative URLs, standalone, and icons of the sizes it says")
    func manifest() throws {
        let site = try Self.build(offline: "offline = false")
        let data = try #require(site.files["manifest.webmanifest"])
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["name"] as? String == "sitegen")
        #expect(json["start_url"] as? String == "./" && json["scope"] as? String == "./")
        #expect(json["display"] as? String == "standalone")
        #expect(json["theme_color"] as? String == "#000000" && json["background_color"] as? String == "#000000")
        let icons = try #require(json["icons"] as? [[String: String]])
        #expect(icons.count == 3)
        #expect(icons.contains { $0["purpose"] == "maskable" } && icons.contains { $0["sizes"] == "192x192" }
            && icons.contains { $0["sizes"] == "512x512" && $0["purpose"] == "any" })
        for icon in icons {
            let src = try #require(icon["src"])
            #expect(!src.hasPrefix("/") && !src.contains("://"), "\(src) is not relative")
            #expect(icon["type"] == "image/png")
            let png = try #require(site.files[src], "\(src) is not in the site")
            let size = try #require(Self.pngSize(png), "\(src) is not a PNG")
            #expect(icon["sizes"] == "\(size.0)x\(size.1)", "\(src) is \(size.0)×\(size.1)")
        }
        #expect(Self.pngSize(try #require(site.files["icons/apple-touch-icon.png"])).map { $0 == (180, 180) } == true)
    }

    @Test("the manifest's name is the site's title, escaped as JSON")
    func manifestTitle() throws {
        let site = try Self.build().files["manifest.webmanifest"]
        #expect(site != nil)
        let titled = try BuiltinSiteTests.build { folder in
            let path = folder + "/site.toml"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try ("title = \"Ada \\\"</script>\\\" ✓\"\n" + text).write(toFile: path, atomically: true, encoding: .utf8)
        }
        let manifest = try #require(titled.files["manifest.webmanifest"])
        let json = try #require(try JSONSerialization.jsonObject(with: manifest) as? [String: Any])
        #expect(json["name"] as? String == "Ada \"</script>\" ✓")
    }

    @Test("every page's head links the manifest, the Apple icon and the theme colour, relative to the page")
    func headLinks() throws {
        let site = try Self.build()
        for (path, root) in [("index.html", ""), ("settings/index.html", "../"), ("habits/index.html", "../")] {
            let page = try Self.page(site, path)
            #expect(page.contains("<link rel=\"manifest\" href=\"\(root)manifest.webmanifest\">"), "\(path)")
            #expect(page.contains("<link rel=\"apple-touch-icon\" href=\"\(root)icons/apple-touch-icon.png\">"), "\(path)")
            // The default theme (auto) names the palette's own colour, with no `media` (the validator refuses it).
            #expect(page.contains("<meta name=\"theme-color\" content=\"#000000\">"), "\(path)")
        }
        for path in site.pages {
            #expect(try Self.page(site, path).contains("manifest.webmanifest\">"), "\(path) has no manifest link")
        }
    }

    @Test("the theme colours are the palette's page background (site.css --bg), per theme", arguments: [
        ("light", ["<meta name=\"theme-color\" content=\"#F5F7FA\">"]),
        ("dark", ["<meta name=\"theme-color\" content=\"#000000\">"]),
        ("auto", ["<meta name=\"theme-color\" content=\"#000000\">"]),
    ])
    func themeColours(theme: String, metas: [String]) throws {
        let css = try String(contentsOfFile: Fixtures.repositoryRoot + "/Public/css/site.css", encoding: .utf8)
        #expect(css.contains("--bg: light-dark(#F5F7FA, #000000);"), "the palette changed: change WebApp's colours with it")
        let site = try BuiltinSiteTests.build { folder in
            let path = folder + "/site.toml"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try ("theme = \"\(theme)\"\n" + text).write(toFile: path, atomically: true, encoding: .utf8)
        }
        let page = try Self.page(site, "index.html")
        for meta in metas { #expect(page.contains(meta)) }
        #expect(page.components(separatedBy: "name=\"theme-color\"").count - 1 == metas.count)
    }

    @Test("offline is off by default: no service worker and no script for it")
    func offlineOff() throws {
        let site = try Self.build()
        #expect(site.files["sw.js"] == nil && site.files["js/offline.js"] == nil)
        for path in site.pages { #expect(!(try Self.page(site, path)).contains("offline.js"), "\(path)") }
    }

    @Test("[app] offline = true adds the service worker at the root and its script to every page")
    func offlineOn() throws {
        let site = try Self.build(offline: "offline = true")
        let worker = try Self.page(site, "sw.js")
        #expect(worker.contains("const CACHE = \"sitegen-\(Int(Fixtures.now.timeIntervalSince1970))\";"))
        #expect(worker.contains("self.addEventListener(\"fetch\""))
        let script = try Self.page(site, "js/offline.js")
        #expect(script.contains("location.protocol === \"https:\"") && script.contains("new URL(\"../sw.js\", document.currentScript.src)"))
        #expect(try Self.page(site, "settings/index.html").contains("<script src=\"../js/offline.js\" defer></script>"))
        #expect(try Self.page(site, "index.html").contains("<script src=\"js/offline.js\" defer></script>"))
    }
}
