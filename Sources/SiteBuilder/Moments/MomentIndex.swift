import Metrics

/// The memorable moments, newest first, with their categories and the habits they are linked to.
///
/// Seed Skill Tracker, B-025: "Categories (Achievement, Milestone, etc.) · Date and skill association ·
/// Filtering". Categories: the seed's three first, then custom ones in alphabetical order.
public struct MomentIndex: Sendable {
    static let seedCategories = Moment.seedCategories

    /// Newest first; the same day: the later-added first.
    let moments: [Moment]
    /// Every category a moment names.
    let categories: [String]

    init(moments all: [Moment]) {
        moments = all.sorted { ($0.day, $0.id) > ($1.day, $1.id) }
        let named = Set(moments.map(\.category))
        categories = Self.seedCategories.filter(named.contains) + named.subtracting(Self.seedCategories).sorted()
    }

    /// The filter page of `category`: its position, never its text, names the folder.
    func categoryPath(_ category: String) -> PagePath {
        Routes.momentCategory((categories.firstIndex(of: category) ?? 0) + 1)
    }

    /// The moments linked to the habit `id`.
    func moments(ofHabit id: Int64) -> [Moment] { moments.filter { $0.habitID == id } }

    /// The ids of habits with at least one moment, in the order of `habits`.
    func habitIDs(in habits: [Habit]) -> [Int64] {
        let linked = Set(moments.compactMap(\.habitID))
        return habits.map(\.id).filter(linked.contains)
    }
}
