import Metrics
import Testing

@Suite("Demo habits: the morning routine, a custom category, skips")
struct DemoHabitTests {
    @Test("the seed's four morning habits are the morning routine")
    func morningRoutine() throws {
        let habits = try DemoFixture.berlin.get().history.habits
        #expect(Set(habits.filter(\.morningRoutine).map(\.name)) == ["Read 10 pages", "Stretch", "Track weight", "Drink 500ml water"])
    }

    @Test("a custom category with its own gradient and icon, and skipped days that carry no level")
    func customAndSkips() throws {
        let history = try DemoFixture.berlin.get().history
        #expect(history.habitCategories.contains { $0.name == "Home" && $0.gradientFrom == "#8D6E63" && $0.icon == "home" })
        let skips = history.checkIns.filter(\.skipped)
        #expect(!skips.isEmpty && skips.allSatisfy { $0.level == .none })
    }
}
