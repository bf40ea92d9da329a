import Foundation
import Testing
import Metrics

/// A real export written by Loop's own CSV exporter: the reference archive of Loop's exporter test,
/// uhabits-core/assets/test/csv_export/ (iSoron/uhabits), today = 2015-01-25. Habits.csv gives
/// "002,Wake up early,YES_NO,…,2,3" and "001,Meditate,YES_NO,…,1,1" with no entries.
@Suite("Loop's score against Loop's own export (csv_export test asset)")
struct LoopExportAssetTests {
    static let today = LocalDay("2015-01-25")!

    /// `002 Wake up early/Checkmarks.csv`, newest first (notes left out).
    static let checkmarks = """
        2015-01-25,YES_MANUAL
        2015-01-24,NO
        2015-01-23,YES_AUTO
        2015-01-22,YES_MANUAL
        2015-01-21,YES_MANUAL
        2015-01-20,YES_MANUAL
        2015-01-19,YES_AUTO
        2015-01-18,YES_AUTO
        2015-01-17,YES_MANUAL
        2015-01-16,YES_MANUAL
        """

    /// `002 Wake up early/Scores.csv`, newest first.
    static let scores = """
        2015-01-25,0.2557
        2015-01-24,0.2226
        2015-01-23,0.1991
        2015-01-22,0.1746
        2015-01-21,0.1379
        2015-01-20,0.0995
        2015-01-19,0.0706
        2015-01-18,0.0515
        2015-01-17,0.0315
        2015-01-16,0.0107
        """

    static func rows(_ text: String) -> [(LocalDay, String)] {
        text.split(separator: "\n").map { line in
            let fields = line.split(separator: ",")
            return (LocalDay(String(fields[0]))!, String(fields[1]))
        }
    }

    /// The entries an import keeps: YES_MANUAL, NO and SKIP; YES_AUTO is Loop's own, either left out
    /// or read as no (Loop stored it as NO or nothing; the score is the same).
    static func entries(automaticAs automatic: LoopEntry?) -> [LocalDay: LoopEntry] {
        var entries: [LocalDay: LoopEntry] = [:]
        for (day, value) in rows(checkmarks) {
            switch value {
            case "YES_MANUAL": entries[day] = .yes
            case "NO": entries[day] = .no
            case "SKIP": entries[day] = .skip
            default: entries[day] = automatic
            }
        }
        return entries
    }

    @Test("Wake up early (2 in 3 days): every day of Scores.csv, as Loop prints it (%.4f)", arguments: [nil, LoopEntry.no])
    func wakeUpEarly(automaticAs automatic: LoopEntry?) {
        let rule = LoopRule(numerator: 2, denominator: 3)
        let points = LoopScore.points(rule: rule, entries: Self.entries(automaticAs: automatic), through: Self.today)
        let printed = points.reversed().map { "\($0.day),\(String(format: "%.4f", $0.score))" }
        #expect(printed == Self.scores.split(separator: "\n").map(String.init))
    }

    @Test("Wake up early: the automatic days are Checkmarks.csv's YES_AUTO days")
    func automaticDays() {
        let result = LoopScore.compute(rule: LoopRule(numerator: 2, denominator: 3),
                                       entries: Self.entries(automaticAs: nil), through: Self.today)
        let automatic = result.entries.filter { $0.value == .automatic }.keys.sorted()
        #expect(automatic == Self.rows(Self.checkmarks).filter { $0.1 == "YES_AUTO" }.map(\.0).sorted())
        #expect(result.entries[LocalDay("2015-01-24")!] == .entered(.no))
    }

    @Test("Meditate (daily, no entries): Scores.csv holds today at 0.0000")
    func meditate() {
        let points = LoopScore.points(rule: LoopRule(numerator: 1, denominator: 1), entries: [:], through: Self.today)
        #expect(points.map { "\($0.day),\(String(format: "%.4f", $0.score))" } == ["2015-01-25,0.0000"])
    }
}
