import Foundation
import Metrics
import Commands
import SiteBuilder
import Workspace

/// The logging forms' POST routes. Each calls the very function the CLI command calls, so a form
/// and `sitegen gym log` / `habit check` / `moment add` / `goal set` share one code path, one set of
/// bounds and the same messages.
enum LogRoutes {
    /// The outcome of a form: the message the CLI would print, or the error it would show.
    typealias Outcome = Result<Logged, LogFailure>

    /// A form that succeeded: the CLI's message, and the habit whose check-in it set or removed (check and
    /// undo), which is then all of the habit tables serve reads again.
    struct Logged: Equatable {
        let message: String
        var checkedIn: Int64? = nil
    }

    struct LogFailure: Error, Equatable {
        let message: String
        init(_ message: String) { self.message = message }
    }

    static let paths: Set<String> = [ServeRoutes.gymLog, ServeRoutes.habitCheck, ServeRoutes.habitUndo,
                                     ServeRoutes.momentAdd, ServeRoutes.goalSet]

    /// What the form posted to `path` wrote, as serve's store write (`before` and `after`: the store's files).
    static func write(_ path: String, _ outcome: Outcome, before: [String: [Int64]], after: [String: [Int64]]) -> StoreWrite {
        let checkedIn = (try? outcome.get())?.checkedIn
        return StoreWrite(before: before, after: after, parts: parts(of: path), checkInsOf: checkedIn.map { [$0] })
    }

    /// The parts of the history the form posted to `path` may change (what serve reads again after it).
    static func parts(of path: String) -> Set<History.Part> {
        switch path {
        case ServeRoutes.gymLog: [.gym, .moments]
        case ServeRoutes.habitCheck, ServeRoutes.habitUndo: [.habits, .moments]
        case ServeRoutes.momentAdd: [.moments]
        case ServeRoutes.goalSet: [.goals]
        default: Set(History.Part.allCases)
        }
    }

    /// Runs the form posted to `path` against the site in `siteFolder` at `now`.
    static func run(_ path: String, _ form: FormBody, siteFolder: String, now: Date) -> Outcome {
        do {
            switch path {
            case ServeRoutes.gymLog:
                return .success(Logged(message: try GymTasks.log(siteDirectory: siteFolder, date: form.given("date"), now: now).message))
            case ServeRoutes.habitCheck:
                return .success(try checkHabit(form, siteFolder: siteFolder, now: now))
            case ServeRoutes.habitUndo:
                let name = try required(form, "name", "the habit's name")
                let checkIn = try HabitTasks.check(name: name, date: try day(form, "date"), mark: .level(.none), siteDirectory: siteFolder, now: now)
                return .success(Logged(message: "\(name) on \(checkIn.day): check-in removed.", checkedIn: checkIn.habitID))
            case ServeRoutes.momentAdd:
                let input = MomentInput(title: try required(form, "title", "a title"), day: try day(form, "date"),
                                        category: form.given("category"), habit: form.given("habit"), markdown: form["body"])
                let moment = try MomentTasks.add(input, siteDirectory: siteFolder, now: now)
                return .success(Logged(message: "Added moment \(moment.id): \"\(moment.title)\" (\(moment.category), \(moment.day))."))
            case ServeRoutes.goalSet:
                let text = try required(form, "steps", "the new goal in steps")
                guard let steps = Int(text) else { throw LogFailure("steps: expected a whole number of steps (≥ 1), found \"\(text)\"") }
                let effective = try GoalTasks.set(steps: steps, from: try day(form, "from"), siteDirectory: siteFolder, now: now)
                return .success(Logged(message: "The step goal is \(NumberText.grouped(steps)) from \(effective) on; earlier days keep their goals."))
            default:
                return .failure(LogFailure("no form posts to \(path)"))
            }
        } catch let failure as LogFailure {
            return .failure(failure)
        } catch {
            return .failure(LogFailure(String(describing: error)))
        }
    }

    /// `habit check NAME [--date D] [--level L | --count N]`, from the form's fields.
    private static func checkHabit(_ form: FormBody, siteFolder: String, now: Date) throws -> Logged {
        let name = try required(form, "name", "the habit's name")
        let mark: HabitTasks.Mark
        if let amount = form.given("amount") {
            guard let count = Double(amount), count.isFinite else {
                throw LogFailure("amount: expected a number toward the habit's daily target, found \"\(amount)\"")
            }
            mark = .count(count)
        } else {
            let text = form.given("level") ?? "full"
            guard let level = CompletionLevel(name: text) else {
                throw LogFailure("level: expected partial, medium, full or none, found \"\(text)\"")
            }
            mark = .level(level)
        }
        let checkIn = try HabitTasks.check(name: name, date: try day(form, "date"), mark: mark, siteDirectory: siteFolder, now: now)
        return Logged(message: "\(name) on \(checkIn.day): \(checkIn.skipped ? "skipped" : checkIn.level.name).", checkedIn: checkIn.habitID)
    }

    private static func required(_ form: FormBody, _ field: String, _ what: String) throws -> String {
        guard let value = form.given(field) else { throw LogFailure("\(field): expected \(what), found nothing") }
        return value
    }

    /// An optional `YYYY-MM-DD` field, worded as the CLI's `--date`.
    private static func day(_ form: FormBody, _ field: String) throws -> LocalDay? {
        guard let text = form.given(field) else { return nil }
        guard let day = LocalDay(text) else {
            throw LogFailure("\(field): expected a real calendar day YYYY-MM-DD, such as 2026-11-21; found \"\(text)\"")
        }
        return day
    }
}
