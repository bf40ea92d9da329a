/// Completion of a habit on a day: the seed's 0 / 30 / 60 / 100 % intensities.
public enum CompletionLevel: Int, Sendable, Comparable, CaseIterable, Codable {
    case none = 0, partial = 1, medium = 2, full = 3
    public static func < (a: CompletionLevel, b: CompletionLevel) -> Bool { a.rawValue < b.rawValue }
}
