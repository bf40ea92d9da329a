import Metrics

/// One row of Loop's `Habits.csv`, as written (before mapping to a sitegen habit).
public struct LoopHabit: Sendable, Equatable {
    /// How a measurable habit's target is read.
    public enum TargetKind: Sendable, Equatable {
        /// At least the target ("run 5 km"): Loop's AT_LEAST.
        case atLeast
        /// At most the target ("at most 2 coffees"): Loop's AT_MOST.
        case atMost
    }

    /// The `Position` column (1 for the first habit): the number in its folder's name, `001 Meditate`.
    public var position: Int
    /// The name, trimmed of spaces.
    public var name: String
    /// The name exactly as written, as the top-level `Checkmarks.csv` header repeats it.
    public var writtenName: String
    /// Loop's measurable ("numerical") habit: its entries are amounts.
    public var measurable: Bool
    /// Whether `Habits.csv` said the type (its `Type` column, from Loop 2.x on); without it a habit is
    /// numerical when one of its entries is an amount no yes/no entry can be (`LoopExport`).
    public var typeGiven: Bool
    /// Done `numerator` times every `denominator` days (`FrequencyNumerator`/`NumRepetitions`,
    /// `FrequencyDenominator`/`Interval`).
    public var numerator: Int
    public var denominator: Int
    public var unit: String
    public var targetKind: TargetKind
    /// The target per `denominator` days; 0 when the habit has none (or the export does not say).
    public var targetValue: Double
    public var archived: Bool
    /// The line of `Habits.csv` the habit is on.
    public var line: Int

    public init(position: Int, name: String, measurable: Bool = false, numerator: Int = 1, denominator: Int = 1,
                unit: String = "", targetKind: TargetKind = .atLeast, targetValue: Double = 0, archived: Bool = false,
                line: Int = 2, typeGiven: Bool = true, writtenName: String? = nil) {
        self.position = position
        self.name = name
        self.writtenName = writtenName ?? name
        self.measurable = measurable
        self.typeGiven = typeGiven
        self.numerator = numerator
        self.denominator = denominator
        self.unit = unit
        self.targetKind = targetKind
        self.targetValue = targetValue
        self.archived = archived
        self.line = line
    }

    /// Loop's rule of the habit, as the store keeps it.
    public var rule: LoopRule {
        LoopRule(numerator: numerator, denominator: denominator, numerical: measurable,
                 targetValue: measurable ? targetValue : 0, targetType: targetKind == .atLeast ? .atLeast : .atMost,
                 unit: measurable ? unit : "")
    }
}
