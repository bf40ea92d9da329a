/// Whole numbers made from data that cannot trap: `Int(Double)` traps on NaN, infinity and any value
/// past `Int`'s range, and `Int` addition traps on overflow. Stored data is kept inside `Bounds`, so
/// these never change a figure a valid history shows; they only keep a bad value from crashing a build.
public enum WholeNumber {
    /// The largest magnitude a figure made from data takes: far past every bound, far inside `Int`.
    public static let limit = 1_000_000_000_000_000 // 1e18

    /// `value` rounded to the nearest whole number, clamped to ±`limit`; 0 for NaN.
    public static func rounded(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        let clamped = Swift.min(Swift.max(value.rounded(), -Double(limit)), Double(limit))
        return Int(clamped)
    }

    /// `value` rounded toward zero, clamped like `rounded`; 0 for NaN.
    public static func truncated(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(Swift.min(Swift.max(value.rounded(.towardZero), -Double(limit)), Double(limit)))
    }

    /// `a + b`, saturating at ±`limit` instead of overflowing.
    public static func sum(_ a: Int, _ b: Int) -> Int {
        let (total, overflow) = a.addingReportingOverflow(b)
        if overflow { return a > 0 ? limit : -limit }
        return Swift.min(Swift.max(total, -limit), limit)
    }

    /// `a × b` rounded to a whole number like `rounded` (a goal times a fraction of a day).
    public static func product(_ a: Int, _ b: Double) -> Int { rounded(Double(a) * b) }
}
