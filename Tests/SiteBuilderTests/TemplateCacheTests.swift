import BuiltinSite
import Foundation
import Testing
@testable import SiteBuilder
import Workspace

/// `TemplateCache`: a template set's compiled form kept between builds in the user's cache folder. A build
/// that finds exactly its templates and program there renders the same bytes without parsing; anything
/// else (another text, a file edited, cut short or of another program, a folder that cannot be written)
/// costs a parse, never the build.
@Suite("Template cache: compiled templates kept between builds")
struct TemplateCacheTests {
    let cacheFolder = Fixtures.temporaryFolder() + "/cache"

    var cache: TemplateCache { TemplateCache(folder: cacheFolder, io: .live) }

    func templates(_ folder: String = Fixtures.repositoryRoot + "/Templates", cache: TemplateCache?) throws -> TemplateSet {
        try TemplateSet(folder: folder, io: .live, builtIn: BuiltinSite.templates, cache: cache)
    }

    /// The one file the cache folder holds.
    func cacheFile() throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: cacheFolder)
        #expect(names.count == 1, "one file: \(names)")
        return cacheFolder + "/" + (try #require(names.first))
    }

    /// The demo site's pages, planned with `templates` and made.
    func demoPages(_ templates: TemplateSet) throws -> [String: Data] {
        let model = try SiteBuild().assemble(.init(siteDirectory: Fixtures.repositoryRoot, output: Fixtures.temporaryFolder() + "/out",
                                                   now: Fixtures.now, incremental: false)).model
        var site = try SiteRenderer(templates: templates, publicFiles: [:]).plan(model)
        try site.finishPending()
        return site.files
    }

    @Test("parsed once, then read: the same nodes, and the demo site's pages byte for byte")
    func keptAndRead() throws {
        let parsed = try templates(cache: cache)
        #expect(!parsed.fromCache)
        let read = try templates(cache: cache)
        #expect(read.fromCache, "the second set comes from the file the first wrote")
        #expect(read.compiled?.kept == parsed.compiled?.kept && read.compiled != nil)
        #expect(read.inputs == parsed.inputs && read.names == parsed.names)
        #expect(try demoPages(read) == demoPages(try templates(cache: nil)))
    }

    @Test("another text is another file; a file renamed to another set's name is not taken for it")
    func exactSetOnly() throws {
        let folder = Fixtures.temporaryFolder() + "/Templates"
        try FileManager.default.copyItem(atPath: Fixtures.repositoryRoot + "/Templates", toPath: folder)
        _ = try templates(folder, cache: cache)
        let first = try cacheFile()
        let path = folder + "/day.mustache"
        try (try String(contentsOfFile: path, encoding: .utf8) + "<!-- edited -->\n").write(toFile: path, atomically: true, encoding: .utf8)
        // The edited set's file name, holding the first set's file: its texts are not the edited ones.
        let edited = try templates(folder, cache: nil)
        var texts: [String: Data] = [:]
        for name in edited.names {
            let file = folder + "/" + name + ".mustache"
            texts[name] = FileManager.default.fileExists(atPath: file) ? try Data(contentsOf: URL(fileURLWithPath: file)) : BuiltinSite.templates[name]
        }
        let source = TemplateCache.Source(program: BuiltinSite.sourceDigest, texts: texts)
        try FileManager.default.copyItem(atPath: first, toPath: cacheFolder + "/" + source.fileName)
        #expect(cache.read(source) == nil, "a file of other texts under this set's name")
        let again = try templates(folder, cache: cache)
        #expect(!again.fromCache, "parsed")
        #expect(again.compiled?.kept == edited.compiled?.kept)
        #expect(cache.read(source) != nil, "and the file replaced by this set's")
        let otherProgram = TemplateCache.Source(program: BuiltinSite.sourceDigest + "x", texts: texts)
        try FileManager.default.copyItem(atPath: cacheFolder + "/" + source.fileName, toPath: cacheFolder + "/" + otherProgram.fileName)
        #expect(cache.read(otherProgram) == nil, "another program's file is not used")
    }

    @Test("a file cut short, a byte changed, garbage or empty: ignored, parsed again, the same pages")
    func damagedFile() throws {
        let reference = try templates(cache: nil)
        _ = try templates(cache: cache)
        let file = try cacheFile()
        let good = try Data(contentsOf: URL(fileURLWithPath: file))
        var flipped = good
        flipped[flipped.count - 3] ^= 0x5A
        let damaged: [Data] = [good.prefix(good.count / 2), good.prefix(good.count - 1), good + Data([0]), flipped,
                               Data(repeating: 0xFF, count: 64), Data()]
        for data in damaged {
            try data.write(to: URL(fileURLWithPath: file))
            let set = try templates(cache: cache)
            #expect(set.compiled?.kept == reference.compiled?.kept, "the same templates whatever the file held")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == good, "the last parse wrote the file again")
    }

    @Test("a cache folder that cannot be written: the build goes on; a syntax error is reported and never kept")
    func unwritableAndBroken() throws {
        let blocked = Fixtures.temporaryFolder() + "/file"
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: blocked))
        let set = try templates(cache: TemplateCache(folder: blocked + "/cache", io: .live))
        #expect(set.compiled != nil && !set.fromCache)

        let folder = Fixtures.temporaryFolder() + "/Templates"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("{{#open}} never closed".utf8).write(to: URL(fileURLWithPath: folder + "/day.mustache"))
        #expect(throws: BuildError.self) { try templates(folder, cache: cache) }
        let kept = (try? FileManager.default.contentsOfDirectory(atPath: cacheFolder)) ?? []
        #expect(kept.isEmpty, "nothing kept for a set with a syntax error")
    }

    @Test("the folder keeps the file just written and at most seven others: then the others are removed")
    func pruned() throws {
        for index in 0...TemplateCache.others {
            cache.write([:], for: TemplateCache.Source(program: "p", texts: ["page": Data("\(index)".utf8)]))
        }
        var names = try FileManager.default.contentsOfDirectory(atPath: cacheFolder)
        #expect(names.count == TemplateCache.others + 1, "eight sets: all kept")
        let last = TemplateCache.Source(program: "p", texts: ["page": Data("last".utf8)])
        cache.write([:], for: last)
        names = try FileManager.default.contentsOfDirectory(atPath: cacheFolder)
        #expect(names == [last.fileName], "a ninth: the eight others removed")
    }

    @Test("the folder: SITEGEN_CACHE (empty: none), else XDG_CACHE_HOME/sitegen, else ~/.cache/sitegen")
    func folderFromEnvironment() {
        #expect(TemplateCache.user(io: .live, environment: ["SITEGEN_CACHE": "/c", "HOME": "/h"])?.folder == "/c")
        #expect(TemplateCache.user(io: .live, environment: ["SITEGEN_CACHE": "", "HOME": "/h"]) == nil)
        #expect(TemplateCache.user(io: .live, environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"])?.folder == "/x/sitegen")
        #expect(TemplateCache.user(io: .live, environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"])?.folder == "/h/.cache/sitegen")
        #expect(TemplateCache.user(io: .live, environment: [:]) == nil)
    }
}
