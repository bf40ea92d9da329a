import BuiltinSite
import Commands
import Foundation
import SiteBuilder
import Testing
import Workspace

/// The templates and assets built into sitegen, and a site folder's own files overriding them one by one.
@Suite("Built-in templates and assets, and a site folder's overrides")
struct BuiltinSiteTests {
    /// A new site (`sitegen init`, empty store, Berlin) built in memory; `prepare` adds files first.
    static func build(_ prepare: (String) throws -> Void = { _ in }) throws -> Site {
        let folder = Fixtures.temporaryFolder() + "/site"
        _ = try SiteInit.run(directory: folder, copyTemplates: false, timeZone: "Europe/Berlin")
        try prepare(folder)
        return try SiteBuild().assemble(.init(siteDirectory: folder, now: Fixtures.now)).site
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test("the embedded files are the repository's Templates/ and Public/, byte for byte", arguments: ["Templates", "Public"])
    func embeddedMatchRepository(folder: String) throws {
        let onDisk = try Fixtures.snapshot(Fixtures.repositoryRoot + "/" + folder)
        let embedded = Dictionary(uniqueKeysWithValues: BuiltinSite.files(folder))
        #expect(embedded.keys.sorted() == onDisk.keys.sorted())
        for (path, data) in onDisk { #expect(embedded[path] == data, "\(folder)/\(path) differs from the built-in copy") }
        #expect(BuiltinSite.templates["layout"] != nil && BuiltinSite.publicFiles["css/site.css"] != nil)
    }

    @Test("a site folder holding only site.toml and its store builds every page")
    func buildsWithoutTemplates() throws {
        let site = try Self.build()
        #expect(site.files["index.html"] != nil && site.files["settings/index.html"] != nil)
        for (path, data) in BuiltinSite.publicFiles { #expect(site.files[path] == data, "\(path) was not copied from the built-in assets") }
    }

    @Test("the site folder's Templates/overview.mustache replaces that page's template only")
    func templateOverride() throws {
        let plain = try Self.build()
        let overridden = try Self.build { folder in
            try Self.write("<p class=\"mine\">My own overview of {{today}}</p>\n", to: folder + "/Templates/overview.mustache")
        }
        let overview = String(decoding: try #require(overridden.files["index.html"]), as: UTF8.self)
        #expect(overview.contains("<p class=\"mine\">My own overview of"))
        #expect(overview.contains("<link rel=\"manifest\""), "the built-in layout still frames the page")
        let changed = Set(plain.files.keys).union(overridden.files.keys).filter { plain.files[$0] != overridden.files[$0] }
        #expect(changed == ["index.html"])
    }

    @Test("the site folder's Public/css/site.css replaces the built-in one; the other assets stay")
    func publicOverride() throws {
        let css = "/* my own stylesheet */\nbody { color: rebeccapurple; }\n"
        let site = try Self.build { folder in try Self.write(css, to: folder + "/Public/css/site.css") }
        #expect(site.files["css/site.css"] == Data(css.utf8))
        #expect(site.files["favicon.svg"] == BuiltinSite.publicFiles["favicon.svg"])
        #expect(site.files["icons/icon-512.png"] == BuiltinSite.publicFiles["icons/icon-512.png"])
    }

    @Test("a site folder's Public/ file may add a file the built-in assets do not have")
    func publicAddition() throws {
        let site = try Self.build { folder in try Self.write("hello\n", to: folder + "/Public/extra/hello.txt") }
        #expect(site.files["extra/hello.txt"] == Data("hello\n".utf8))
        #expect(site.files["css/site.css"] == BuiltinSite.publicFiles["css/site.css"])
    }

    @Test("a syntax error in an overriding template names the site folder's file")
    func brokenOverride() throws {
        #expect {
            _ = try Self.build { folder in try Self.write("{{#open}} never closed\n", to: folder + "/Templates/week.mustache") }
        } throws: { error in
            "\(error)".contains("/site/Templates/week.mustache:2:1: template syntax error") && !"\(error)".contains("built-in")
        }
    }
}
