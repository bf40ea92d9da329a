import Foundation
import Metrics
@testable import SiteBuilder
import Settings
@testable import Workspace

/// Shared test helpers: the repository's demo site, temporary folders, a fixed build time.
enum Fixtures {
    /// The repository root, which is itself the demo site.
    static let repositoryRoot: String = {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }()

    /// 2026-11-21 14:05 in Berlin.
    static let now = Date(timeIntervalSince1970: 1_763_730_300 + 31_536_000)

    /// A new empty temporary folder.
    static func temporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "sitegen-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A copy of the demo site (site.toml, Templates/, Public/) in a temporary folder.
    static func demoSiteCopy() throws -> String {
        let folder = temporaryFolder()
        for item in ["site.toml", "Templates", "Public"] {
            try FileManager.default.copyItem(atPath: repositoryRoot + "/" + item, toPath: folder + "/" + item)
        }
        return folder
    }

    /// Every file under `folder`, relative path → bytes.
    static func snapshot(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileIO.live.listFiles(folder) {
            files[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))
        }
        return files
    }

    /// The templates and public files of the repository.
    static func renderer() throws -> SiteRenderer {
        let templates = try TemplateSet(folder: repositoryRoot + "/Templates", io: .live)
        return SiteRenderer(templates: templates, publicFiles: [:])
    }

    /// The site model of `history` with the defaults and `title`.
    static func model(_ history: History, title: String = "Test site") throws -> SiteModel {
        var settings = try SiteSettings.parse("title = \"x\"\ntime_zone = \"Europe/Berlin\"\n", file: "site.toml")
        settings.title = title
        return SiteModel(settings: settings, history: history, now: now, historySource: "test")
    }
}
