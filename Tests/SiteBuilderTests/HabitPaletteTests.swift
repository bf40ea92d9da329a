import Metrics
import Testing
@testable import SiteBuilder

@Suite("Habit colours reach WCAG contrast (seed Skill Tracker gradients)")
struct HabitPaletteTests {
    @Test("WCAG contrast ratios of known pairs", arguments: [
        ("#FFFFFF", "#000000", 21.0), ("#FFFFFF", "#FFFFFF", 1.0), ("#FFFFFF", "#767676", 4.54), ("#FFFFFF", "#FF9800", 2.16),
    ])
    func ratios(a: String, b: String, expected: Double) throws {
        let ratio = try #require(RGBColor(hex: a)).contrast(with: try #require(RGBColor(hex: b)))
        #expect(abs(ratio - expected) < 0.01, "\(a) on \(b): \(ratio)")
    }

    @Test("white card text reaches 4.5:1 on every stop, light and dark, and 7:1 in high contrast",
          arguments: HabitPalette.seedCategories + [HabitCategory(name: "Pale", gradientFrom: "#FFFDE7", gradientTo: "#FFF59D")])
    func cardText(category: HabitCategory) throws {
        let swatch = HabitPalette.swatch(category)
        for hex in [swatch.light.from, swatch.light.to, swatch.dark.from, swatch.dark.to] {
            #expect(try #require(RGBColor(hex: hex)).contrast(with: .white) >= 4.5, "\(category.name): \(hex)")
        }
        for hex in [swatch.highContrast.from, swatch.highContrast.to] {
            #expect(try #require(RGBColor(hex: hex)).contrast(with: .white) >= 7, "\(category.name): \(hex)")
        }
    }

    @Test("a seed stop that carries white text stays as it is; one that cannot is darkened", arguments: [
        ("Creative", [true, false]), ("Learning", [true, true]), ("Personal Development", [true, true]),
    ])
    func darkenedOnlyWhenNeeded(name: String, darkened: [Bool]) throws {
        let category = try #require(HabitPalette.seedCategory(named: name))
        let swatch = HabitPalette.swatch(category)
        #expect([swatch.light.from != category.gradientFrom, swatch.light.to != category.gradientTo] == darkened)
        #expect(swatch.accent.light == category.gradientFrom)
    }

    @Test("the stylesheet has a class per category, custom ones included, with light-dark() and high contrast")
    func stylesheet() {
        let styles = HabitStylesheet(history: History(
            habitCategories: [HabitCategory(name: "Home", gradientFrom: "#8D6E63", gradientTo: "#6D4C41")],
            habits: [Habit(id: 1, name: "x", category: "Garden", icon: "leaf", frequency: .daily, created: LocalDay("2026-11-21")!)]))
        #expect(styles.categories.count == 10)
        #expect(styles.className("home") == "habit-cat-1" && styles.className("Garden") == "habit-cat-10")
        #expect(styles.css.contains(".habit-cat-1 { --cat-from: light-dark(#8D6E63, "))
        #expect(styles.css.contains("@media (prefers-contrast: more) {"))
    }
}
