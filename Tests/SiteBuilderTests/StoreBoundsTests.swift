import Foundation
import GRDB
import HistoryStore
import Metrics
import Testing
@testable import SiteBuilder
@testable import Commands
@testable import Workspace

/// Issue 13: a store holding an absurd value (an older store, a hand edit) gives a clear build error that
/// names the table and the value, never a trap; `store check` lists it and `store repair` fixes it.
@Suite("A store that cannot poison builds", .serialized)
struct StoreBoundsTests {
    /// 2026-11-21 14:05 in Berlin.
    let now = Fixtures.now

    /// A demo-site copy with `demo = false` and a store with a habit, a check-in, steps and a goal.
    func site() throws -> String {
        let site = try Fixtures.demoSiteCopy()
        try "demo = false\ntime_zone = \"Europe/Berlin\"\n".write(toFile: site + "/site.toml", atomically: true, encoding: .utf8)
        _ = try HabitTasks.add(HabitInput(name: "Water", category: "Fitness", targetValue: 8, targetUnit: "cups"), siteDirectory: site, now: now)
        _ = try HabitTasks.check(name: "Water", date: nil, mark: .count(4), siteDirectory: site, now: now)
        let store = try HistoryStore.open(path: site + "/history.sqlite", mode: .readWrite)
        try store.write { try $0.setDailyTotal(day: LocalDay("2026-11-20")!, quantity: .steps, value: 9_000) }
        return site
    }

    /// Runs `sql` on the site's store with GRDB, bypassing every check of ours.
    func poison(_ site: String, _ sql: String) throws {
        let queue = try DatabaseQueue(path: site + "/history.sqlite")
        try queue.write { try $0.execute(sql: sql) }
    }

    static let cases: [(String, String, String, String)] = [
        ("steps 1e20 in daily_totals", "INSERT INTO daily_totals VALUES ('2026-11-19', 'steps', 1e20)", "daily_totals", "1e+20"),
        ("an infinite hourly total", "INSERT INTO hourly_totals VALUES ('2026-11-19', 3, 'distance', 9e999)", "hourly_totals", "inf"),
        ("a NaN heart rate (text in a REAL column)",
         "INSERT INTO samples (type_id, start_at, end_at, value, unit, source_id) VALUES (4, 1795200000, 1795200000, 'NaN', 'count/min', 1)",
         "samples", "'NaN'"),
        ("a heart rate of 1e300",
         "INSERT INTO samples (type_id, start_at, end_at, value, unit, source_id) VALUES (4, 1795200000, 1795200000, 1e300, 'count/min', 1)",
         "samples", "1e+300"),
        ("a sample dated 0001", "INSERT INTO samples (type_id, start_at, end_at, value, unit, source_id) VALUES (1, -62135596800, -62135596800, 10, 'count', 1)",
         "samples", "-62,135,596,800"),
        ("target 1e300", "UPDATE habits SET target_value = 1e300", "habits", "1e+300"),
        ("a habit position of Int.max", "UPDATE habits SET position = 9223372036854775807", "habits", "9,223,372,036,854,775,807"),
        ("a check-in count of 1e300", "UPDATE check_ins SET count = 1e300", "check_ins", "1e+300"),
        ("a check-in dated 0001-01-01", "INSERT INTO check_ins (habit_id, day, level, count) VALUES (1, '0001-01-01', 3, NULL)", "check_ins", "'0001-01-01'"),
        ("a goal of Int.max", "INSERT INTO goal_changes (effective, steps, recorded_at) VALUES ('2026-11-01', 9223372036854775807, 0)",
         "goal_changes", "9,223,372,036,854,775,807"),
        ("a workout of 1e300 seconds",
         "INSERT INTO workouts (activity_type, start_at, end_at, duration_s, source_name) VALUES ('HKWorkoutActivityTypeHighIntensityIntervalTraining', 1795200000, 1795201000, 1e300, 'Watch')",
         "workouts", "1e+300"),
        ("a move goal of 1e300", "INSERT INTO activity_summaries (day, active_energy_kcal, move_goal_kcal) VALUES ('2026-11-19', 300, 1e300)",
         "activity_summaries", "1e+300"),
        ("a gym visit in 0001", "INSERT INTO gym_visits VALUES ('0001-01-01')", "gym_visits", "'0001-01-01'"),
        ("a moment in 9999", "INSERT INTO moments (day, title, category, markdown) VALUES ('9999-12-31', 'Far', 'Personal', '')", "moments", "'9999-12-31'"),
        // Below the CHECK on minute (written with the checks off): slot -2 trapped the read.
        ("an hourly slot before midnight", "PRAGMA ignore_check_constraints = ON; INSERT INTO hourly_totals VALUES ('2026-11-19', -120, 'steps', 5)",
         "hourly_totals", "-120"),
        ("an hourly slot 190 years after midnight",
         "PRAGMA ignore_check_constraints = ON; INSERT INTO hourly_totals VALUES ('2026-11-19', 100000000, 'steps', 5)", "hourly_totals", "100,000,000"),
    ]

    @Test("an absurd stored value is a clear build error, store check finds it, store repair fixes it", arguments: cases)
    func poisoned(name: String, sql: String, table: String, value: String) throws {
        let site = try site()
        try poison(site, sql)
        let error = #expect(throws: BuildError.self) { try SiteBuild().run(.init(siteDirectory: site, now: now)) }
        let message = error?.description ?? ""
        #expect(message.contains(table) && message.contains(value), "got: \(message)")
        #expect(message.contains("sitegen store repair"))

        let (_, findings) = try StoreTasks.check(siteDirectory: site, now: now)
        #expect(findings.contains { $0.table == table && $0.found == value }, "got: \(findings)")
        let (_, repairs) = try StoreTasks.repair(siteDirectory: site, now: now)
        #expect(repairs.count == findings.count)
        #expect(try StoreTasks.check(siteDirectory: site, now: now).findings.isEmpty)
        _ = try SiteBuild().run(.init(siteDirectory: site, now: now))
    }

    /// One value a column's CHECK refuses, for each CHECK of the schema, written with the checks off (an older
    /// store, another tool): the build gives an error naming the table, or builds; it never traps.
    static let refusedByChecks: [(String, String?)] = [
        ("INSERT INTO samples (type_id, start_at, end_at, value, unit, source_id) VALUES (1, 1795200000, 1795190000, 10, 'count', 1)", nil),
        ("INSERT INTO samples (type_id, start_at, end_at, value, unit, source_id) VALUES (1, 1795200000, 1795190000, 10, 'count', 1); "
            + "INSERT OR REPLACE INTO totals_time_zone (id, time_zone) VALUES (1, 'Asia/Kolkata')", nil),
        ("INSERT INTO samples (type_id, start_at, end_at, value, unit, source_id) VALUES (4, 1795200000, 1795190000, 60, 'count/min', 1)", nil),
        ("INSERT INTO daily_totals VALUES ('2026-1-19', 'steps', 5)", "daily_totals"),
        ("INSERT INTO daily_totals VALUES ('2026-11-19', 'floors', 5)", "daily_totals"),
        ("INSERT INTO workouts (activity_type, start_at, end_at, duration_s, source_name) VALUES ('HKWorkoutActivityTypeHighIntensityIntervalTraining', 1795200000, 1795100000, 60, 'W')", nil),
        ("INSERT INTO activity_summaries (day, active_energy_kcal, move_goal_kcal) VALUES ('2026-13-45', 300, 400)", "activity_summaries"),
        ("INSERT INTO goal_changes (effective, steps, recorded_at) VALUES ('2026-02-30', 9000, 0)", "goal_changes"),
        ("UPDATE habits SET frequency_kind = 'hourly'", "habits"),
        ("UPDATE habits SET frequency_kind = 'times_per_week', frequency_count = -3", "habits"),
        ("UPDATE habits SET frequency_kind = 'times_per_week', frequency_count = 0", "habits"),
        ("UPDATE habits SET frequency_kind = 'times_per_week', frequency_count = 100", "habits"),
        ("UPDATE habits SET rollover = 5, archived = 7, morning_routine = 9", nil),
        ("UPDATE habits SET start_day = 'soon'", "habits"),
        ("UPDATE habits SET end_day = '2020-02-31'", "habits"),
        ("UPDATE habits SET created = 'yesterday'", "habits"),
        ("UPDATE habits SET loop_numerator = 0, loop_denominator = 0", "habits"),
        ("UPDATE habits SET loop_numerator = 1, loop_denominator = -5", "habits"),
        ("UPDATE habits SET loop_numerical = 5, loop_target_value = -1, loop_target_type = 'x'", nil),
        ("UPDATE check_ins SET level = 7", "check_ins"),
        ("UPDATE check_ins SET level = -1", "check_ins"),
        ("UPDATE check_ins SET skipped = 3", nil),
        ("UPDATE check_ins SET day = 'never'", "check_ins"),
        ("INSERT INTO gym_visits VALUES ('2026-1-1')", "gym_visits"),
        ("INSERT INTO notes VALUES ('20261101', 'x')", "notes"),
        ("INSERT INTO moments (day, title, category, markdown) VALUES ('soon', 'Far', 'Personal', '')", "moments"),
        ("INSERT INTO hourly_totals VALUES ('2026-99-99', 0, 'active_energy', 5)", "hourly_totals"),
        ("INSERT INTO hourly_totals VALUES ('2026-11-19', 30.5, 'steps', 5)", "hourly_totals"),
        ("INSERT INTO hourly_totals VALUES ('2026-11-19', 2880, 'steps', 5)", "hourly_totals"),
        // A build reads active energy's hour slots alone (`EnergyTrend.hourlyQuantities`): rows no page uses are
        // not read, so a malformed day there, or a quantity sitegen does not know, cannot reach a chart.
        ("INSERT INTO hourly_totals VALUES ('2026-99-99', 0, 'steps', 5)", nil),
        ("INSERT INTO hourly_totals VALUES ('2026-11-19', 60, 'floors', 5)", nil),
        ("INSERT INTO imports (source, export_date, imported_at, record_count) VALUES ('health', NULL, 1795200000, -1)", nil),
        ("INSERT OR REPLACE INTO totals_time_zone (id, time_zone) VALUES (1, 'Nowhere/Zone')", nil),
        ("INSERT INTO totals_time_zone (id, time_zone) VALUES (2, 'UTC')", nil),
    ]

    @Test("a value a column's CHECK refuses, stored with the checks off: an error naming the table, or a build; never a trap",
          arguments: refusedByChecks)
    func refusedByCheck(sql: String, table: String?) throws {
        let site = try site()
        try poison(site, "PRAGMA ignore_check_constraints = ON; " + sql)
        guard let table else {
            _ = try SiteBuild().run(.init(siteDirectory: site, now: now))
            return
        }
        let error = #expect(throws: BuildError.self) { try SiteBuild().run(.init(siteDirectory: site, now: now)) }
        #expect(error?.description.contains(table) == true, "got: \(error?.description ?? "")")
    }

    @Test("repair clamps a habit's target and keeps the habit and its check-ins")
    func clampsHabit() throws {
        let site = try site()
        try poison(site, "UPDATE habits SET target_value = 1e300")
        let (_, repairs) = try StoreTasks.repair(siteDirectory: site, now: now)
        #expect(repairs.map(\.repairText) == ["set habits (id 1, Water) target_value from 1e+300 to 100,000"])
        let history = try HistoryStore.open(path: site + "/history.sqlite", mode: .readOnly).loadHistory()
        #expect(history.habits.first?.targetValue == 100_000 && history.checkIns.count == 1)
    }

    @Test("repair removes a check-in dated before 2000 and says so")
    func removesCheckIn() throws {
        let site = try site()
        try poison(site, "INSERT INTO check_ins (habit_id, day, level) VALUES (1, '0001-01-01', 3)")
        let (_, repairs) = try StoreTasks.repair(siteDirectory: site, now: now)
        #expect(repairs.map(\.repairText) == ["removed the row of check_ins (habit 1, day 0001-01-01): day was '0001-01-01'"])
        #expect(try HistoryStore.open(path: site + "/history.sqlite", mode: .readOnly).loadHistory().checkIns.map(\.day.description) == ["2026-11-21"])
    }

    @Test("a sound store: check finds nothing, repair changes no byte")
    func soundStore() throws {
        let site = try site()
        #expect(try StoreTasks.check(siteDirectory: site, now: now).findings.isEmpty)
        let before = try Data(contentsOf: URL(fileURLWithPath: site + "/history.sqlite"))
        #expect(try StoreTasks.repair(siteDirectory: site, now: now).repairs.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: site + "/history.sqlite")) == before)
    }

    @Test("a build with an earlier --now than the data still builds; only absurd days are refused")
    func earlierNow() throws {
        let site = try site()
        _ = try SiteBuild().run(.init(siteDirectory: site, now: now.addingTimeInterval(-5 * 86_400)))
    }

    @Test("a check-in in 2000 adds one week of Habits pages, not 26 years of them")
    func pagesFollowData() throws {
        let site = try site()
        _ = try HabitTasks.check(name: "Water", date: LocalDay("2000-01-05")!, mark: .level(.full), siteDirectory: site, now: now)
        _ = try SiteBuild().run(.init(siteDirectory: site, now: now))
        let pages = try FileManager.default.contentsOfDirectory(atPath: site + "/_site/habits").filter { $0.hasPrefix("20") }
        #expect(pages.contains("2000-01-05") && pages.count < 7 * (HabitPages.recentWeeks + 2))
        // The month folders, beside `index.html`, the page that opens the current month's report.
        let months = try FileManager.default.contentsOfDirectory(atPath: site + "/_site/reports/month").filter { $0.hasPrefix("20") }.sorted()
        #expect(months.first == "2000-01" && months.count == ReportPages.recentMonths + 1, "got: \(months)")
        let january = try String(contentsOfFile: site + "/_site/reports/month/2000-01/index.html", encoding: .utf8)
        #expect(january.contains("href=\"../\(months[1])/index.html\""), "the next link skips the months without a page")
    }
}
