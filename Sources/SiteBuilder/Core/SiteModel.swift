import Foundation
import Metrics
import Settings
import Workspace

/// The assemble phase's value: the build's facts and every figure of every section, computed once
/// from the loaded `History`. Pages and `data/*.json` are views of it: the render phase reads figures
/// from here and computes none of its own.
///
/// Each section is a separate value, made by its own `assemble` function from the build's facts and
/// the sections it reads (the habit book feeds Reports and Moments; the streak ledger feeds Moments).
/// That is what lets `sitegen serve` re-assemble only what a change touches (`reassembling`): each
/// section says which parts of the history it reads (`reads`), and a section none of whose parts
/// changed is kept as it was.
///
/// A class, immutable: every page of the plan (12,000 at 10 years) keeps the model until it
/// is made, and a reference is one retain where a copy of the struct was twenty.
public final class SiteModel: Sendable {
    /// The sections, in the order the assemble log names them (Habits and Activity are assembled first: the overview reads them).
    public enum Section: String, CaseIterable, Sendable {
        case overview, activity, energy, habits, reports, moments, gym, training
    }

    let build: BuildFacts
    let overview: OverviewSummary
    let activity: ActivitySection
    let energy: EnergyModel
    let habits: HabitsSection
    let reports: ReportsSection
    let moments: MomentsSection
    let gym: GymSummary
    let training: TrainingSection
    /// How often each section was assembled into this model (once per build) and what it holds.
    public let assembly: Assembly
    /// What every page's frame takes from the settings, digested once (`TemplateSet.page`).
    let frame: Shared<Layout.Settings>

    /// Assembles every section from `history`, once; `today` is the build's day in the site's zone, worked
    /// out once by the build (`nil`: from `now`); `words` are the interface's words in the site's language.
    public convenience init(settings: SiteSettings, history: History, now: Date, today: LocalDay? = nil, historySource: String,
                            words: Words = .english) {
        self.init(BuildFacts(settings: settings, history: history, now: now, today: today, historySource: historySource,
                             words: words), keeping: nil)
    }

    /// The model of `history` at `now`, with only the sections that read a `changed` part of the
    /// history assembled again; the others are this model's. The settings and the build's day must be
    /// this model's (a new day or new settings assemble everything: see `LiveBuild`). The result
    /// equals `SiteModel(settings:history:now:historySource:)`'s.
    public func reassembling(_ changed: Set<History.Part>, history: History, now: Date, historySource: String) -> SiteModel {
        SiteModel(BuildFacts(settings: settings, history: history, now: now, today: today, historySource: historySource,
                             words: words),
                  keeping: (self, changed))
    }

    /// What each section reads from the history, besides the settings and the build's day. The
    /// overview and Energy read the time of day as well and are small: they are always assembled again.
    static let reads: [Section: Set<History.Part>] = [
        .activity: [.samples, .goals, .notes],
        .habits: [.habits],
        .reports: [.habits],
        .moments: [.habits, .samples, .goals, .notes, .gym, .moments],
        .gym: [.gym],
        .training: [.samples],
    ]

    private init(_ build: BuildFacts, keeping previous: (model: SiteModel, changed: Set<History.Part>)?) {
        let history = build.history, settings = build.settings
        var assembly = Assembly()
        func kept<T>(_ section: Section, _ value: (SiteModel) -> T) -> T? { Self.kept(section, from: previous, value) }
        self.build = build
        frame = Shared(Layout.Settings(settings, words: build.words))
        // Two lanes on two cores: the sections that read no other section (Activity, Energy, Gym, Training)
        // on another thread, while this one assembles Habits and then Reports, which reads Habits. Overview
        // and Moments read both lanes' sections, so they come last. Each section is a function of the
        // build's facts (and of the sections it reads), so the model is the same as one lane's. The other lane
        // is a thread of its own, never a queue's turn: this one waits for it, so it must not wait for a worker.
        nonisolated(unsafe) var other: (ActivitySection, EnergyModel, GymSummary, TrainingSection, Assembly)?
        let otherDone = DispatchSemaphore(value: 0)
        let otherLane = Thread {
            var lane = Assembly()
            func kept<T>(_ section: Section, _ value: (SiteModel) -> T) -> T? { Self.kept(section, from: previous, value) }
            let activity = kept(.activity) { $0.activity.refreshed(build) } ?? lane.record(.activity) { ActivitySection.assemble(build) }
            let energy = lane.record(.energy, "1 trend") { EnergyModel(build) }
            let gym = kept(.gym, \.gym) ?? lane.record(.gym, "1 summary") {
                GymSummary(visits: history.gymVisits, today: build.today, dots: settings.gym.dotsPerMonth)
            }
            let training = kept(.training, \.training) ?? lane.record(.training) { TrainingSection.assemble(build) }
            other = (activity, energy, gym, training, lane)
            otherDone.signal()
        }
        otherLane.stackSize = 8 << 20
        otherLane.start()
        let habits = kept(.habits, \.habits) ?? assembly.record(.habits) { HabitsSection.assemble(build, reusing: previous?.model.habits) }
        self.habits = habits
        reports = kept(.reports, \.reports) ?? assembly.record(.reports) {
            ReportsSection.assemble(build, habits: habits, reusing: previous.map { ($0.model.reports, $0.model.habits) })
        }
        otherDone.wait()
        let (activity, energy, gym, training, lane) = other!
        assembly.merge(lane)
        self.activity = activity
        self.energy = energy
        self.gym = gym
        self.training = training
        overview = assembly.record(.overview, "1 summary") {
            OverviewSummary(history: history, steps: activity.history, calendar: build.calendar, book: habits.book)
        }
        moments = kept(.moments, \.moments) ?? assembly.record(.moments) { MomentsSection.assemble(build, habits: habits, activity: activity) }
        assembly.describe(.activity, activity.contents)
        assembly.describe(.habits, habits.contents)
        assembly.describe(.reports, reports.contents)
        assembly.describe(.moments, moments.contents)
        assembly.describe(.training, training.contents)
        self.assembly = assembly
    }

    /// The previous model's section when the section reads none of the changed parts.
    private static func kept<T>(_ section: Section, from previous: (model: SiteModel, changed: Set<History.Part>)?,
                                _ value: (SiteModel) -> T) -> T? {
        guard let previous, let reads = reads[section], reads.isDisjoint(with: previous.changed) else { return nil }
        return value(previous.model)
    }

    public var settings: SiteSettings { build.settings }
    public var history: History { build.history }
    /// The time of the build (`--now`, default: the clock).
    public var now: Date { build.now }
    public var calendar: DayCalendar { build.calendar }
    /// The build's local day in the site's time zone.
    public var today: LocalDay { build.today }
    /// Where the history came from, for the Settings page: a store path or the demo generator.
    public var historySource: String { build.historySource }
    /// The interface's words in the site's language.
    public var words: Words { build.words }

    /// The moments of `day`, stored and automatic.
    public func moments(on day: LocalDay) -> [Moment] { moments.all.filter { $0.day == day } }

    /// Steps recorded on `day` (0 when none).
    public func steps(on day: LocalDay) -> Int { activity.history.steps(day) }

    /// Whether `day` has a day page (and a week page).
    public func hasPage(_ day: LocalDay) -> Bool { activity.pageDaySet.contains(day) }

    /// The days that get a day page: every day with a recorded total, heart rate, an Activity
    /// Summary or a note, and today; never a day after today.
    public var pageDays: [LocalDay] { activity.pageDays }

    /// The first days of the months that get a month page: from the first page day's month to today's.
    public var pageMonths: [LocalDay] { activity.months }

    /// Habit weeks as the `habits.first_weekday` setting lays them out.
    var habitWeek: HabitWeek { build.habitWeek }

    /// How the pages write dates, numbers and measurements (`locale`, `[units]`).
    public var format: SiteFormat { build.format }

    /// "November 21, 2026 at 14:05 (Europe/Berlin)": when the site was built, in words.
    public var builtAtText: String {
        words(.builtAtText, ["date": format.fullDate(today), "time": format.clockTime(now, calendar), "zone": settings.timeZone.identifier])
    }
}

/// What every section is assembled from: the settings, the loaded history and the time of the build.
struct BuildFacts: Sendable {
    let settings: SiteSettings
    let history: History
    let now: Date
    let calendar: DayCalendar
    /// The build's local day in the site's time zone.
    let today: LocalDay
    let goals: GoalHistory
    let historySource: String
    /// The interface's words in the site's language.
    let words: Words
    /// How the pages write dates, numbers and measurements, made once a build.
    let format: SiteFormat

    init(settings: SiteSettings, history: History, now: Date, today: LocalDay? = nil, historySource: String,
         words: Words = .english) {
        self.words = words
        self.settings = settings
        self.format = settings.format
        self.history = history
        self.now = now
        self.calendar = DayCalendar(timeZone: settings.timeZone)
        self.today = today ?? Workspace.today(now, in: settings.timeZone)
        self.goals = GoalHistory(changes: history.goalChanges, fallback: settings.activity.stepGoal)
        self.historySource = historySource
    }

    /// Habit weeks as the `habits.first_weekday` setting lays them out.
    var habitWeek: HabitWeek { Self.habitWeek(for: settings) }

    static func habitWeek(for settings: SiteSettings) -> HabitWeek {
        settings.habits.firstWeekday.week
    }
}

extension SiteModel {
    /// The assemble phase's log: how many times each section was assembled and what it holds, for
    /// `sitegen build --verbose` and for the test that every section is assembled exactly once.
    public struct Assembly: Sendable, Equatable {
        /// How many times each section was assembled into the model.
        public private(set) var runs: [Section: Int] = [:]
        /// What each section holds, in words: "730 days, 730 weeks, 25 months".
        public private(set) var contents: [Section: String] = [:]

        /// How long each section's assembly took, in milliseconds (not part of `==`: times vary).
        public private(set) var milliseconds: [Section: Double] = [:]

        /// Assembles one section through `make`, counting and timing it.
        mutating func record<T>(_ section: Section, _ contents: String? = nil, _ make: () -> T) -> T {
            runs[section, default: 0] += 1
            if let contents { self.contents[section] = contents }
            let start = DispatchTime.now().uptimeNanoseconds
            let value = make()
            milliseconds[section, default: 0] += Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            return value
        }

        /// "habits 310 ms, reports 240 ms, …": the sections assembled, in order, with their times.
        public var timings: String {
            Section.allCases.compactMap { section in
                milliseconds[section].map { "\(section.rawValue) \(String(format: "%.0f", $0)) ms" }
            }.joined(separator: ", ")
        }

        public static func == (a: Assembly, b: Assembly) -> Bool { a.runs == b.runs && a.contents == b.contents }

        mutating func describe(_ section: Section, _ text: String) { contents[section] = text }

        /// Adds what `other` (another thread's sections) recorded.
        mutating func merge(_ other: Assembly) {
            runs.merge(other.runs, uniquingKeysWith: +)
            contents.merge(other.contents) { $1 }
            milliseconds.merge(other.milliseconds, uniquingKeysWith: +)
        }

        /// "overview 1 summary; activity 730 days, 730 weeks, 25 months; …".
        public var summary: String {
            Section.allCases.map { section in
                let times = runs[section, default: 0]
                return "\(section.rawValue) \(contents[section] ?? "-")" + (times == 1 ? "" : " (assembled \(times) times)")
            }.joined(separator: "; ")
        }
    }
}
