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

    @Test("a colour rounded is the colour its #RRGGBB reads back as, channels below 0 and above 1 included")
    func roundedIsHexReadBack() throws {
        var checked = 0
        for step in stride(from: -0.25, through: 1.25, by: 1.0 / 509) {
            for color in [RGBColor(red: step, green: 1 - step, blue: step * 0.5), RGBColor(red: 0.5, green: step, blue: 1.0 / 255 * 127.5)] {
                let read = try #require(RGBColor(hex: color.hex))
                #expect(color.rounded == read, "\(color): \(color.hex)")
                #expect(color.rounded.hex == color.hex)
                checked += 1
            }
        }
        #expect(checked > 1_000)
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

    @Test("a habit's card goes once under the first category of its name, case aside, in the cards' order")
    func groupsByCategoryName() {
        let day = LocalDay("2026-11-21")!
        let habits = [Habit(id: 1, name: "Run", category: "home", icon: "run", frequency: .daily, created: day),
                      Habit(id: 2, name: "Dust", category: "HOME", icon: "star", frequency: .daily, created: day),
                      Habit(id: 3, name: "Read", category: "Learning", icon: "book", frequency: .daily, created: day)]
        // Two stored categories whose names differ only in case: the first takes the cards, the other is empty.
        let history = History(habitCategories: [HabitCategory(name: "Home", gradientFrom: "#8D6E63", gradientTo: "#6D4C41"),
                                                HabitCategory(name: "HOME", gradientFrom: "#112233", gradientTo: "#445566")],
                              habits: habits)
        let styles = HabitStylesheet(history: history)
        #expect(styles.className("hOmE") == "habit-cat-1" && styles.className("Nowhere") == "habit-cat-1")
        #expect(styles.category("learning").name == "Learning" && styles.category("Nowhere") == HabitPalette.fallback)
        let book = HabitBook(history: history, today: day, week: HabitWeek(firstWeekday: 2))
        let groups = HabitsPage.groups(book.day(day).cards, styles: styles)
        #expect(groups.map(\.title) == ["Home", "Learning"])
        #expect(groups.map { $0.cards.map(\.name) } == [["Run", "Dust"], ["Read"]])
        #expect(groups.map(\.id) == ["cat-1", "cat-\(styles.categories.firstIndex { $0.name == "Learning" }! + 1)"])
    }

    // Issue 17: cards did not lighten for a partial completion, and carried darkened colours.
    @Test("a card's colour follows its level: readable text, light and dark, 4.5:1 and 7:1 in high contrast",
          arguments: HabitPalette.seedCategories + [HabitCategory(name: "Pale", gradientFrom: "#FFFDE7", gradientTo: "#FFF59D")])
    func levelColours(category: HabitCategory) throws {
        for level in HabitPalette.tintedLevels {
            for (surface, ratio) in [(HabitPalette.lightSurface, 4.5), (HabitPalette.darkSurface, 4.5), (HabitPalette.lightSurface, 7)] {
                let colours = HabitPalette.levelColours(category, level, over: surface, ratio: ratio)
                let text = try #require(RGBColor(hex: colours.text))
                for hex in [colours.from, colours.to] {
                    #expect(try #require(RGBColor(hex: hex)).contrast(with: text) >= ratio, "\(category.name) \(level.name): \(colours)")
                }
            }
        }
    }

    @Test("partial is the category's 30 % tint, medium its 60 % tint, with dark text picked by luminance")
    func tints() {
        let learning = HabitPalette.seedCategory(named: "Learning")!
        let partial = HabitPalette.levelColours(learning, .partial, over: HabitPalette.lightSurface)
        #expect(partial.from == "#FFE0B3" && partial.text != "#FFFFFF")
        let medium = HabitPalette.levelColours(learning, .medium, over: HabitPalette.lightSurface)
        #expect(medium.from == "#FFC166")
        let full = HabitPalette.levelColours(learning, .full, over: HabitPalette.lightSurface)
        #expect(full.from == "#FF9800" && full.to == "#E68900" && full.text != "#FFFFFF")
    }

    @Test("full is the seed colour itself when a text colour reads on it, else darkened just enough for white text",
          arguments: HabitPalette.seedCategories)
    func fullIsTheSeedColour(category: HabitCategory) throws {
        let full = HabitPalette.levelColours(category, .full, over: HabitPalette.lightSurface)
        let seed = [category.gradientFrom, category.gradientTo]
        if [full.from, full.to] != seed {
            #expect(full.text == "#FFFFFF")
            for (hex, original) in zip([full.from, full.to], seed) {
                #expect(try #require(RGBColor(hex: hex)).luminance <= (try #require(RGBColor(hex: original))).luminance)
            }
        }
        #expect(HabitPalette.seedCategories.filter { HabitPalette.levelColours($0, .full, over: HabitPalette.lightSurface).from == $0.gradientFrom }.count >= 6)
    }

    @Test("the stylesheet colours each category's cards per level, light and dark")
    func levelRules() {
        let css = HabitStylesheet(history: .empty).css
        #expect(css.contains(".habit-card.habit-cat-3.level-partial { --card-from: light-dark(#FFE0B3, "))
        #expect(css.contains(".habit-card.habit-cat-3.level-full { --card-from: light-dark(#FF9800, #FF9800); "))
    }
}
