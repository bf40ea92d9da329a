import Foundation
import HistoryStore
@testable import Importers
import Metrics

/// Small hand-written Loop exports, written into temporary folders, and sites to import them into.
enum LoopFixture {
    /// 2024-05-03 20:00 in Berlin (18:00 UTC).
    static let now = Date(timeIntervalSince1970: 1_714_759_200)
    static let today = LocalDay("2024-05-03")!

    static let currentHeader = "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?"
    static let olderHeader = "Position,Name,Question,Description,NumRepetitions,Interval,Color"

    /// `Habits.csv` as the current Loop writes it (CRLF, a BOM): a daily yes/no habit, a 3-a-week one
    /// whose name holds a comma and quotes, a measurable one (2 km a day at least), an archived one.
    static let habits = "\u{FEFF}" + [
        currentHeader,
        "001,Meditate,YES_NO,Did you meditate?,,1,1,#FF5722,,,,false",
        "002,\"Read, \"\"deeply\"\"\",YES_NO,\"Read, today?\",,3,7,8,,,,false",
        "003,Run,NUMERICAL,How far?,,1,1,#388E3C,km,AT_LEAST,2.0,false",
        "004,Old habit,YES_NO,,,1,1,#000000,,,,true",
    ].joined(separator: "\r\n") + "\r\n"

    /// The top-level `Checkmarks.csv`: names unquoted in the header, newest first, trailing commas.
    static let checkmarks = """
        Date,Meditate,Read, "deeply",Run,Old habit,
        2024-05-04,YES_MANUAL,NO,UNKNOWN,UNKNOWN,
        2024-05-03,YES_MANUAL,YES_AUTO,2500,UNKNOWN,
        2024-05-02,NO,YES_MANUAL,1000,SKIP,
        2024-05-01,SKIP,UNKNOWN,NO,YES_MANUAL,

        """

    /// A whole export: `Habits.csv`, the top-level file and Meditate's own folder (which wins on 05-01).
    static let export: [String: String] = [
        "Habits.csv": habits,
        "Checkmarks.csv": checkmarks,
        "001 Meditate/Checkmarks.csv": "Date,Value,Notes\n2024-05-01,YES_MANUAL,\"calm, at last\"\n2024-05-02,NO,\n",
        "001 Meditate/Scores.csv": "Date,Score\n2024-05-02,0.1000\n",
    ]

    /// A new temporary folder holding `files` (paths relative to it, folders created).
    static func folder(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "sitegen-loop-tests-" + UUID().uuidString
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }

    /// A site folder (Berlin, no demo) with `export` in its `loop/` folder; returns both paths.
    static func site(export: [String: String] = export) throws -> (site: String, export: String) {
        var files = ["site.toml": "time_zone = \"Europe/Berlin\"\ndemo = false\n"]
        for (path, text) in export { files["loop/" + path] = text }
        let site = try folder(files)
        return (site, site + "/loop")
    }

    /// Imports the export at `folder` into the site.
    @discardableResult
    static func run(_ site: String, _ folder: String) throws(LoopImportError) -> LoopImportSummary {
        try LoopImportTask.run(siteDirectory: site, folder: folder, now: now)
    }

    /// The site's stored history and row counts.
    static func contents(_ site: String) throws -> (History, [String: Int]) {
        let store = try HistoryStore.open(path: site + "/history.sqlite", mode: .readOnly)
        return (try store.loadHistory(), try store.rowCounts())
    }
}
