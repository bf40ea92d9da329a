import Foundation
import Metrics
import Commands
import SiteBuilder
import Workspace

/// The logging forms, one case each (`Routes.Form`, whose path every page's form posts to): each runs the
/// very `Commands` task its CLI command runs, so a form and `sitegen gym log` / `habit check` / `moment add` /
/// `goal set` share one code path, one set of bounds and the same messages (`TaskMessages`), and names the
/// history parts that task writes, which is all serve reads again after it.
extension Routes.Form {
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

    /// The parts of the history the form's task writes, as the task declares them.
    var writes: Set<History.Part> {
        switch self {
        case .gymLog: GymTasks.logWrites
        case .habitCheck, .habitUndo: HabitTasks.checkWrites
        case .momentAdd: MomentTasks.addWrites
        case .goalSet: GoalTasks.setWrites
        }
    }

    /// What the form wrote, as serve's store write (`before` and `after`: the store's files).
    func write(_ outcome: Outcome, before: [String: [Int64]], after: [String: [Int64]]) -> StoreWrite {
        let checkedIn = (try? outcome.get())?.checkedIn
        return StoreWrite(before: before, after: after, parts: writes, checkInsOf: checkedIn.map { [$0] })
    }

    /// Runs the form's task on the fields posted, against the site in `siteFolder` at `now`.
    func run(_ form: FormBody, siteFolder: String, now: Date) -> Outcome {
        do {
            switch self {
            case .gymLog:
                return .success(Logged(message: try GymTasks.log(siteDirectory: siteFolder, date: form.given("date"), now: now).message))
            case .habitCheck:
                let name = try Self.required(form, "name", "the habit's name")
                let checkIn = try HabitTasks.check(name: name, date: try Self.day(form, "date"), mark: try Self.mark(form),
                                                   siteDirectory: siteFolder, now: now)
                return .success(Logged(message: TaskMessages.checkedIn(name, checkIn), checkedIn: checkIn.habitID))
            case .habitUndo:
                let name = try Self.required(form, "name", "the habit's name")
                let checkIn = try HabitTasks.check(name: name, date: try Self.day(form, "date"), mark: .level(.none),
                                                   siteDirectory: siteFolder, now: now)
                return .success(Logged(message: TaskMessages.checkedIn(name, checkIn), checkedIn: checkIn.habitID))
            case .momentAdd:
                let input = MomentInput(title: try Self.required(form, "title", "a title"), day: try Self.day(form, "date"),
                                        category: form.given("category"), habit: form.given("habit"), markdown: form["body"])
                return .success(Logged(message: TaskMessages.momentAdded(try MomentTasks.add(input, siteDirectory: siteFolder, now: now))))
            case .goalSet:
                let text = try Self.required(form, "steps", "the new goal in steps")
                guard let steps = Int(text) else { throw LogFailure("steps: expected a whole number of steps (≥ 1), found \"\(text)\"") }
                let effective = try GoalTasks.set(steps: steps, from: try Self.day(form, "from"), siteDirectory: siteFolder, now: now)
                return .success(Logged(message: TaskMessages.goalSet(steps: steps, from: effective)))
            }
        } catch let failure as LogFailure {
            return .failure(failure)
        } catch {
            return .failure(LogFailure(String(describing: error)))
        }
    }

    /// `habit check`'s `--level L | --count N`, from the form's `level` and `amount` fields.
    private static func mark(_ form: FormBody) throws(LogFailure) -> HabitTasks.Mark {
        if let amount = form.given("amount") {
            guard let count = Double(amount), count.isFinite else {
                throw LogFailure("amount: expected a number toward the habit's daily target, found \"\(amount)\"")
            }
            return .count(count)
        }
        let text = form.given("level") ?? "full"
        guard let level = CompletionLevel(name: text) else { throw LogFailure(TaskMessages.notALevel("level", found: text)) }
        return .level(level)
    }

    private static func required(_ form: FormBody, _ field: String, _ what: String) throws(LogFailure) -> String {
        guard let value = form.given(field) else { throw LogFailure("\(field): expected \(what), found nothing") }
        return value
    }

    /// An optional `YYYY-MM-DD` field, worded as the CLI's `--date`.
    private static func day(_ form: FormBody, _ field: String) throws(LogFailure) -> LocalDay? {
        guard let text = form.given(field) else { return nil }
        guard let day = LocalDay(text) else { throw LogFailure(TaskMessages.notADay(field, found: text)) }
        return day
    }
}
