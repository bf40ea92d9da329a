/// The habit colours: seed Skill Tracker's eight category gradients, their dark and high-contrast
/// variants, and the versions that carry white text.
///
/// Seed: "Personal Development (Purple #B57FFF to #9966E6) … Hydration (Light Blue #42A5F5 to #1E88E5)";
/// "support both light and dark modes with adjusted gradients"; "high contrast mode". White text on a
/// card needs 4.5:1 against each stop (WCAG AA, normal text), 7:1 in high contrast (AAA): a stop that
/// cannot carry it is darkened for the card, and the seed colour stays as the accent.
public enum HabitPalette {
    /// The seed's predefined categories with their gradients and section icons.
    public static let seedCategories = [
        HabitCategory(name: "Personal Development", gradientFrom: "#B57FFF", gradientTo: "#9966E6", icon: "star"),
        HabitCategory(name: "Fitness", gradientFrom: "#4CAF50", gradientTo: "#388E3C", icon: "dumbbell"),
        HabitCategory(name: "Learning", gradientFrom: "#FF9800", gradientTo: "#E68900", icon: "book"),
        HabitCategory(name: "Health", gradientFrom: "#40C4C4", gradientTo: "#2FA6A6", icon: "heart"),
        HabitCategory(name: "Mindfulness", gradientFrom: "#4D99FF", gradientTo: "#3377DD", icon: "leaf"),
        HabitCategory(name: "Creative", gradientFrom: "#E91E63", gradientTo: "#C2185B", icon: "music"),
        HabitCategory(name: "Nutrition", gradientFrom: "#FF5252", gradientTo: "#DD3333", icon: "apple"),
        HabitCategory(name: "Hydration", gradientFrom: "#42A5F5", gradientTo: "#1E88E5", icon: "drop"),
    ]

    /// The gradient of a category a habit names but nobody defined: a neutral slate.
    public static let fallback = HabitCategory(name: "", gradientFrom: "#78909C", gradientTo: "#546E7A")

    /// WCAG AA for normal text; AAA for the high-contrast variant.
    public static let textRatio = 4.5
    public static let highContrastRatio = 7.0
    /// The dark variant: each seed stop mixed with this much black, then made to carry white text.
    public static let darkAmount = 0.25

    /// The seed category named `name` (case-insensitive), if any.
    public static func seedCategory(named name: String) -> HabitCategory? {
        seedCategories.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The colours of one category's cards.
    public struct Swatch: Sendable, Equatable {
        public let accent: (light: String, dark: String)
        public let light: (from: String, to: String)
        public let dark: (from: String, to: String)
        public let highContrast: (from: String, to: String)

        public static func == (a: Swatch, b: Swatch) -> Bool {
            a.accent == b.accent && a.light == b.light && a.dark == b.dark && a.highContrast == b.highContrast
        }
    }

    /// A card's colours at one completion level: its two stops and the text colour that reads on both.
    public struct LevelColours: Sendable, Equatable {
        public let from: String
        public let to: String
        public let text: String
    }

    /// The page surfaces a level's tint is mixed over, light and dark (`--habit-surface` in site.css).
    public static let lightSurface = RGBColor.white
    public static let darkSurface = RGBColor(hex: "#15161A")!
    /// The text colours a card may carry: white, the page's dark text, black.
    public static let textColours = [RGBColor.white, RGBColor(hex: "#1B1C1E")!, RGBColor(hex: "#000000")!]

    /// A card's colours at `level` (seed Skill Tracker B-006 "Partial: 30% saturation · Medium:
    /// 60% saturation · Full: 100% saturation"): the seed's category colours mixed over `surface` at the
    /// level's intensity, full being the colours themselves. The text colour is picked by luminance, the
    /// one of `textColours` with the best contrast on both stops; only when none reaches `ratio` are the
    /// stops darkened until white text does.
    public static func levelColours(_ category: HabitCategory, _ level: CompletionLevel, over surface: RGBColor,
                             ratio: Double = textRatio) -> LevelColours {
        let share = Double(level.intensityPercent) / 100
        let stops = [category.gradientFrom, category.gradientTo].map {
            (RGBColor(hex: $0) ?? RGBColor(hex: fallback.gradientFrom)!).mixed(over: surface, share: share)
        }
        func worst(_ text: RGBColor) -> Double { stops.map { $0.contrast(with: text) }.min() ?? 1 }
        let text = textColours.max { worst($0) < worst($1) } ?? .white
        guard worst(text) < ratio else { return LevelColours(from: stops[0].hex, to: stops[1].hex, text: text.hex) }
        let darker = stops.map { $0.darkened(toCarryWhiteAt: ratio) }
        return LevelColours(from: darker[0].hex, to: darker[1].hex, text: RGBColor.white.hex)
    }

    /// The levels a card is coloured by: none is the plain surface (site.css), the others tints.
    public static let tintedLevels: [CompletionLevel] = [.partial, .medium, .full]

    /// The card colours of `category` (its stops must be `#RRGGBB`; others fall back to the slate).
    public static func swatch(_ category: HabitCategory) -> Swatch {
        let from = RGBColor(hex: category.gradientFrom) ?? RGBColor(hex: fallback.gradientFrom)!
        let to = RGBColor(hex: category.gradientTo) ?? RGBColor(hex: fallback.gradientTo)!
        func text(_ c: RGBColor, _ ratio: Double) -> String { c.darkened(toCarryWhiteAt: ratio).hex }
        let darkFrom = from.darkened(darkAmount), darkTo = to.darkened(darkAmount)
        return Swatch(accent: (from.hex, darkFrom.hex),
                      light: (text(from, textRatio), text(to, textRatio)),
                      dark: (text(darkFrom, textRatio), text(darkTo, textRatio)),
                      highContrast: (text(to, highContrastRatio), text(to, highContrastRatio)))
    }
}
