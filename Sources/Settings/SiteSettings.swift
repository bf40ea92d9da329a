import Foundation

/// The settings of one site, read from its `site.toml`; every property starts at its default.
public struct SiteSettings: Sendable, Equatable {
    /// The site's name, shown in page titles and headers (`title`).
    public var title = "sitegen"
    /// The time zone whose midnights bound every day (`time_zone`, an IANA name).
    public var timeZone = TimeZone.current
    /// The folder the site is written to, relative to the site folder (`output`).
    public var output = "_site"
    /// When true, the build uses a generated demo history instead of the store (`demo`).
    public var demo = false
    /// The colour scheme of the pages (`theme`).
    public var theme = Theme.dark
    /// Where the history store is (`[store]`).
    public var store = StoreSettings()
    /// Step goal, bonus days and heart-rate window (`[activity]`).
    public var activity = ActivitySettings()
    /// How the energy averages are computed (`[energy]`).
    public var energy = EnergySettings()
    /// How habit weeks are laid out (`[habits]`).
    public var habits = HabitSettings()
    /// The training reminder feed (`[training]`).
    public var training = TrainingSettings()
    /// The gym visit grid (`[gym]`).
    public var gym = GymSettings()
    /// Which automatic moments to hide (`[moments]`).
    public var moments = MomentSettings()

    /// The defaults: what an empty `site.toml` gives.
    public init() {}

    /// The settings in force when `site.toml` is empty.
    public static let defaults = SiteSettings()
}
