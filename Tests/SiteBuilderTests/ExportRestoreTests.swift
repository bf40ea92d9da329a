import Foundation
import HistoryStore
import Metrics
import Testing
@testable import SiteBuilder
@testable import Commands

@Suite("sitegen export and restore: the habit backup round trip")
struct ExportRestoreTests {
    /// 2026-11-21 08:05 UTC.
    let now = Date(timeIntervalSince1970: 1_795_248_300)

    /// A site folder whose store holds a few days of the demo's kind of habit data.
    func site(withData: Bool = true) throws -> String {
        let folder = Fixtures.temporaryFolder()
        try Data("time_zone = \"UTC\"\n".utf8).write(to: URL(fileURLWithPath: folder + "/site.toml"))
        _ = try StoreTasks.migrate(siteDirectory: folder)
        guard withData else { return folder }
        try HabitTasks.addCategory(HabitCategory(name: "Music \"practice\", daily", gradientFrom: "#112233", gradientTo: "#445566", icon: "music"),
                                   siteDirectory: folder, now: now)
        _ = try HabitTasks.add(HabitInput(name: "Read", category: "Learning", targetValue: 10, targetUnit: "pages"), siteDirectory: folder, now: now)
        _ = try HabitTasks.add(HabitInput(name: "Piano", category: "Music \"practice\", daily", frequency: .weekdays([2, 4]), morningRoutine: true),
                               siteDirectory: folder, now: now)
        _ = try HabitTasks.check(name: "Read", date: LocalDay("2026-11-20"), mark: .count(7), siteDirectory: folder, now: now)
        _ = try HabitTasks.check(name: "Piano", date: LocalDay("2026-11-19"), mark: .skip, siteDirectory: folder, now: now)
        _ = try MomentTasks.add(MomentInput(title: "First <b>recital</b>", category: "achievement", habit: "Piano",
                                            markdown: "Played *well*,\n\"line two\""), siteDirectory: folder, now: now)
        return folder
    }

    func history(_ folder: String) throws -> History {
        try HistoryStore.open(path: folder + "/history.sqlite", mode: .readOnly).loadHistory()
    }

    @Test("exporting after a restore into an empty store gives the same bytes")
    func roundTrip() throws {
        let source = try site()
        let exported = try ExportTasks.exportJSON(siteDirectory: source, now: now)
        let target = try site(withData: false)
        let summary = try ExportTasks.restore(exported, file: "backup.json", replace: false, siteDirectory: target, now: now)
        #expect(summary.habits == 2 && summary.checkIns == 2 && summary.moments == 1 && summary.categories == 1)
        #expect(try ExportTasks.exportJSON(siteDirectory: target, now: now) == exported)
        let restored = try history(target), original = try history(source)
        #expect(restored.habits == original.habits && restored.checkIns == original.checkIns && restored.moments == original.moments)
        #expect(restored.habitCategories == original.habitCategories)
    }

    @Test("a store with habit data is replaced only with --replace")
    func replace() throws {
        let source = try site(), target = try site()
        _ = try HabitTasks.add(HabitInput(name: "Extra", category: "Health"), siteDirectory: target, now: now)
        let exported = try ExportTasks.exportJSON(siteDirectory: source, now: now)
        #expect(throws: HabitError.self) { try ExportTasks.restore(exported, file: "b.json", replace: false, siteDirectory: target, now: now) }
        #expect(try history(target).habits.count == 3)
        let summary = try ExportTasks.restore(exported, file: "b.json", replace: true, siteDirectory: target, now: now)
        #expect(summary.replacedHabits == 3)
        #expect(try ExportTasks.exportJSON(siteDirectory: target, now: now) == exported)
    }

    /// An export holding one habit whose frequency keys are `frequency`.
    static func withHabit(_ frequency: String) -> String {
        "{\"format\": \"sitegen-habits\", \"version\": 1, \"categories\": [], \"checkIns\": [], \"moments\": [], \"habits\": [{"
            + #""id": 1, "name": "Read", "category": "C", "icon": "book", "rollover": false, "archived": false, "#
            + #""position": 0, "created": "2026-11-01", "morningRoutine": false, "# + frequency + "}]}"
    }

    @Test("a malformed or foreign file is refused with a clear message and the store stays as it was", arguments: [
        ("not json", "b.json: not valid JSON"),
        ("{\"format\": \"loop\", \"version\": 1, \"categories\": [], \"habits\": [], \"checkIns\": [], \"moments\": []}",
         "b.json: format is \"loop\", expected \"sitegen-habits\""),
        ("{\"habits\": []}", "b.json: missing the key \"format\""),
        ("{\"format\": \"sitegen-habits\", \"version\": 1, \"categories\": [], \"habits\": [], \"checkIns\": "
            + "[{\"habitID\": 9, \"day\": \"2026-11-01\", \"level\": \"full\", \"skipped\": false}], \"moments\": []}",
         "b.json: checkIns[0].habitID: no habit has the id 9"),
        ("{\"format\": \"sitegen-habits\", \"version\": 1, \"categories\": [], \"habits\": [], \"checkIns\": [], \"moments\": "
            + "[{\"id\": 1, \"day\": \"2026-13-01\", \"title\": \"x\", \"category\": \"c\", \"markdown\": \"\"}]}",
         "b.json: moments[0].day: expected a date YYYY-MM-DD, found 2026-13-01"),
        (Self.withHabit(#""frequency": "hourly""#), "b.json: habits[0].frequency: expected daily, times_per_week or weekdays, found \"hourly\""),
        (Self.withHabit(#""frequency": "times_per_week", "timesPerWeek": 9"#), "b.json: habits[0].timesPerWeek: expected 1 to 7"),
        (Self.withHabit(#""frequency": "times_per_week""#), "b.json: habits[0].timesPerWeek: expected 1 to 7"),
        (Self.withHabit(#""frequency": "weekdays", "weekdays": ["mon", "someday"]"#),
         "b.json: habits[0].weekdays: expected names such as [\"mon\", \"wed\"]"),
    ])
    func malformed(text: String, message: String) throws {
        let folder = try site()
        let before = try history(folder)
        #expect { try ExportTasks.restore(Data(text.utf8), file: "b.json", replace: true, siteDirectory: folder, now: now) } throws: { error in
            (error as? HabitError)?.description.hasPrefix(message) == true
        }
        #expect(try history(folder) == before)
    }

    @Test("CSV quotes fields with commas, quotes and line breaks")
    func csv() throws {
        let files = try ExportTasks.exportCSV(siteDirectory: try site(), now: now)
        #expect(files.keys.sorted() == ["categories.csv", "checkins.csv", "habits.csv", "moments.csv"])
        #expect(files["categories.csv"]?.contains("\"Music \"\"practice\"\", daily\",#112233,#445566,music,0\r\n") == true)
        #expect(files["checkins.csv"]?.contains("1,Read,2026-11-20,medium,7,0,\r\n") == true)
        #expect(files["moments.csv"]?.contains("\"Played *well*,\n\"\"line two\"\"\"") == true)
    }

    /// A field as RFC 4180 reads it back: quoted fields unquoted, doubled quotes single (one row, no
    /// line breaks outside quotes).
    func fields(_ row: String) -> [String] {
        var fields: [String] = [], field: [UInt8] = [], quoted = false, bytes = Array(row.utf8)[...]
        while let byte = bytes.popFirst() {
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if bytes.first == UInt8(ascii: "\"") { field.append(bytes.removeFirst()) } else { quoted = false }
                } else { field.append(byte) }
            } else if byte == UInt8(ascii: "\"") { quoted = true }
            else if byte == UInt8(ascii: ",") { fields.append(String(decoding: field, as: UTF8.self)); field = [] }
            else { field.append(byte) }
        }
        return fields + [String(decoding: field, as: UTF8.self)]
    }

    @Test("CSV quotes on bytes: a CRLF, a lone CR and a quote followed by a combining mark are quoted and read back whole")
    func csvOnBytes() {
        let hostile = ["line one\r\nline two", "lone\rcarriage", "q\"\u{301}x", "a,b", "plain", "tab\tkept", "<\u{301}tag>", ""]
        let text = HabitExport.csv(["one", "two"], hostile.map { [$0, "next"] })
        var rows = Array(text.utf8)[...], parsed: [[String]] = []
        // Rows end with a CRLF outside quotes.
        var row: [UInt8] = [], quoted = false
        while let byte = rows.popFirst() {
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            if !quoted && byte == 0x0D && rows.first == 0x0A {
                rows.removeFirst()
                parsed.append(fields(String(decoding: row, as: UTF8.self)))
                row = []
            } else { row.append(byte) }
        }
        #expect(row.isEmpty, "the text ends with a CRLF")
        #expect(parsed == [["one", "two"]] + hostile.map { [$0, "next"] })
        #expect(text.contains("\"q\"\"\u{301}x\",next\r\n"))
    }

    @Test("checkins.csv written on bytes equals its fields written as texts: ids, names to quote, days of any year, counts, minutes")
    func checkInsOnBytes() throws {
        let day = LocalDay("2026-11-20")!
        func habit(_ id: Int64, _ name: String) -> Habit {
            Habit(id: id, name: name, category: "C", icon: "star", frequency: .daily, created: day)
        }
        let habits = [habit(1, "Read"), habit(-7, "Say \"hi\",\r\nthen q\"\u{301}"), habit(Int64.max, "<\u{301}b>")]
        let days = [day, LocalDay(year: 1, month: 1, day: 1)!, LocalDay(year: 9999, month: 12, day: 31)!,
                    LocalDay(year: 12_345, month: 6, day: 7)!, LocalDay(year: -44, month: 3, day: 15)!]
        var checkIns: [CheckIn] = []
        for (index, count) in [nil, 7, 2.5, -0.0, -3, 1e15 - 1, 1e15, 1e20, 0.1 + 0.2].enumerated() {
            checkIns.append(CheckIn(habitID: [1, -7, Int64.max, 99][index % 4], day: days[index % days.count], level: .full,
                                    count: count, skipped: index % 3 == 0, minute: [nil, 0, 1439, 5][index % 4]))
        }
        let export = HabitExport(history: History(habits: habits, checkIns: checkIns))
        let names = Dictionary(habits.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        let texts = export.checkIns.map { c in
            [String(c.habitID), names[c.habitID] ?? "", c.day.description, c.level, c.count.map(HabitExport.number) ?? "",
             c.skipped ? "1" : "0", c.minute.map(String.init) ?? ""]
        }
        let expected = HabitExport.csv(["habit_id", "habit", "day", "level", "count", "skipped", "minute"], texts)
        #expect(export.checkInsCSV == expected)
        #expect(expected.contains("-7,\"Say \"\"hi\"\",\r\nthen q\"\"\u{301}\",0001-01-01,full,7,0,0\r\n"))
    }

    @Test("a Loop habit's rule goes into the backup and comes back on restore; a rule out of range is refused")
    func loopRule() throws {
        let source = try site()
        let rule = LoopRule(numerator: 2, denominator: 3, numerical: true, targetValue: 2.5, targetType: .atMost, unit: "cups")
        let session = try HabitSession(siteDirectory: source, now: now)
        var read = try #require(session.history.habits.first { $0.name == "Read" })
        read.loop = rule
        try session.write { try $0.updateHabit(read) }
        let exported = try ExportTasks.exportJSON(siteDirectory: source, now: now)
        let text = String(decoding: exported, as: UTF8.self)
        #expect(text.contains("\"targetType\" : \"at_most\"") && text.contains("\"denominator\" : 3"))
        let target = try site(withData: false)
        _ = try ExportTasks.restore(exported, file: "backup.json", replace: false, siteDirectory: target, now: now)
        #expect(try history(target).habits.first { $0.name == "Read" }?.loop == rule)
        #expect(try history(target).habits.first { $0.name == "Piano" }?.loop == nil)
        let csv = try #require(HabitExport(history: try history(target)).csvFiles["habits.csv"])
        #expect(csv.contains(",loop_numerator,loop_denominator,loop_numerical,loop_target_value,loop_target_type,loop_unit\r\n"))
        #expect(csv.contains(",2,3,1,2.500,at_most,cups\r\n") && csv.contains(",,,,,,\r\n"))
        #expect(try ExportTasks.exportJSON(siteDirectory: target, now: now) == exported)
        let bad = Data(text.replacingOccurrences(of: "\"denominator\" : 3", with: "\"denominator\" : 9000").utf8)
        #expect(throws: HabitError.self) {
            try ExportTasks.restore(bad, file: "bad.json", replace: true, siteDirectory: target, now: now)
        }
        do { _ = try ExportTasks.restore(bad, file: "bad.json", replace: true, siteDirectory: target, now: now) } catch {
            #expect("\(error)".contains("bad.json: habits[0].loop.denominator: 9,000 is outside the allowed range"), "got: \(error)")
        }
    }
}
