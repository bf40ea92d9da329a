import Foundation
import HistoryStore
import Metrics

/// What `sitegen moment add` and `edit` were given; `nil` leaves a field as it is (edit).
public struct MomentInput: Sendable {
    public var title: String?
    public var day: LocalDay?
    public var category: String?
    /// A habit's name; "" unlinks the moment (edit).
    public var habit: String?
    public var markdown: String?

    public init(title: String? = nil, day: LocalDay? = nil, category: String? = nil, habit: String? = nil, markdown: String? = nil) {
        self.title = title
        self.day = day
        self.category = category
        self.habit = habit
        self.markdown = markdown
    }
}

/// The `sitegen moment` commands: memorable moments in the store (seed Skill Tracker, F-009 / B-025).
/// Each refuses bad input with a `HabitError` before writing anything.
public enum MomentTasks {
    /// Adds a moment (default: today, category Personal); returns it as stored.
    public static func add(_ input: MomentInput, siteDirectory: String, now: Date) throws -> Moment {
        let session = try HabitSession(siteDirectory: siteDirectory, now: now, checkIns: false)
        var moment = Moment(id: 0, day: session.today, title: "", category: "Personal", markdown: "")
        moment = try applied(input, to: moment, session)
        try session.write { moment.id = try $0.addMoment(moment) }
        return moment
    }

    /// The history parts `add` writes (serve's moment form reads only these again).
    public static let addWrites: Set<History.Part> = [.moments]

    /// Changes the moment with `id`; returns it as stored.
    public static func edit(id: Int64, _ input: MomentInput, siteDirectory: String, now: Date) throws -> Moment {
        let session = try HabitSession(siteDirectory: siteDirectory, now: now, checkIns: false)
        let moment = try applied(input, to: try find(id, session), session)
        try session.write { try $0.updateMoment(moment) }
        return moment
    }

    /// Removes the moment with `id`; returns it as it was.
    public static func remove(id: Int64, siteDirectory: String, now: Date) throws -> Moment {
        let session = try HabitSession(siteDirectory: siteDirectory, now: now, checkIns: false)
        let moment = try find(id, session)
        try session.write { try $0.removeMoment(id: id) }
        return moment
    }

    /// Every moment, oldest first, with its habit's name.
    public static func list(siteDirectory: String, now: Date) throws -> [(moment: Moment, habit: String?)] {
        let session = try HabitSession(siteDirectory: siteDirectory, now: now, mode: .readOnly)
        let names = Dictionary(session.history.habits.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        return session.history.moments.map { ($0, $0.habitID.flatMap { names[$0] }) }
    }

    static func find(_ id: Int64, _ session: HabitSession) throws(HabitError) -> Moment {
        guard let moment = session.history.moments.first(where: { $0.id == id }) else {
            throw HabitError("no moment with the id \(id); `sitegen moment list` shows the ids")
        }
        return moment
    }

    static func applied(_ input: MomentInput, to moment: Moment, _ session: HabitSession) throws(HabitError) -> Moment {
        var m = moment
        if let title = input.title { m.title = title.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard !m.title.isEmpty else { throw HabitError("a moment needs a title, such as \"First 5 km run\"") }
        if let category = input.category {
            let trimmed = category.trimmingCharacters(in: .whitespaces)
            m.category = Moment.seedCategories.first { $0.lowercased() == trimmed.lowercased() } ?? trimmed
        }
        guard !m.category.isEmpty else {
            throw HabitError("--category: expected Achievement, Milestone, Personal or a name of your own, found nothing")
        }
        m.day = input.day ?? m.day
        guard m.day <= session.today else {
            throw HabitError("\(m.day) is in the future: a moment is for today (\(session.today)) or an earlier day")
        }
        try HabitError.bounded { () throws(BoundViolation) in
            try Bounds.require(day: m.day, upTo: session.today, field: "--date")
            try TextLimit.momentTitle.require(m.title, field: "title")
            try TextLimit.categoryName.require(m.category, field: "--category")
        }
        if let habit = input.habit { m.habitID = habit.isEmpty ? nil : try session.habit(named: habit).id }
        m.markdown = input.markdown ?? m.markdown
        try HabitError.bounded { () throws(BoundViolation) in try TextLimit.markdownBody.require(m.markdown, field: "--body") }
        return m
    }
}
