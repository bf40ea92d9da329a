import Foundation
import HistoryStore
import Metrics

extension HabitTasks {
    /// Moves the habit named `name` (or, with `category`, the category named `name`) to `placement`;
    /// returns the new order's names. Every page listing habits or categories follows it.
    ///
    /// Habits are numbered again 0, 1, … in the new order (`habits.position`). Categories: every
    /// category the pages list (stored, then the seed's not stored, then those a habit names without a
    /// definition) is stored with its current colours, then numbered (`habit_categories.position`).
    /// An unknown name, or moving a name before itself, is refused and nothing is written.
    public static func move(name: String, to placement: ListPlacement, category: Bool = false,
                            siteDirectory: String, now: Date) throws -> [String] {
        let session = try HabitSession(siteDirectory: siteDirectory, now: now)
        if category {
            let listed = HabitStylesheet(history: session.history).categories
            let order = try reorder(name, placement, listed.map(\.name), what: "category", list: "categories")
            let stored = Set(session.history.habitCategories.map { $0.name.lowercased() })
            try session.write { writer in
                for missing in listed where !stored.contains(missing.name.lowercased()) { try writer.addFullHabitCategory(missing) }
                try writer.setCategoryOrder(order)
            }
            return order
        }
        let habits = session.history.habits
        let order = try reorder(name, placement, habits.map(\.name), what: "habit", list: "habits")
        let ids = Dictionary(habits.map { ($0.name, $0.id) }, uniquingKeysWith: { a, _ in a })
        try session.write { try $0.setHabitOrder(order.compactMap { ids[$0] }) }
        return order
    }

    private static func reorder(_ name: String, _ placement: ListPlacement, _ names: [String], what: String,
                                list: String) throws(HabitError) -> [String] {
        do {
            return try ListOrder.moving(name, to: placement, in: names)
        } catch {
            switch error {
            case .unknown(let unknown):
                let known = names.map { "\"\($0)\"" }.joined(separator: ", ")
                throw HabitError("no \(what) named \"\(unknown)\"; " + (known.isEmpty ? "there are no \(list) yet" : "the \(list) are \(known)")
                    + " (nothing was changed)")
            case .sameName(let other):
                throw HabitError("cannot move \"\(name)\" before or after itself (\"\(other)\"); name another \(what) (nothing was changed)")
            }
        }
    }
}
