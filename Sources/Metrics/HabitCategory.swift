/// A habit category with its card gradient (CSS colours `#RRGGBB`).
public struct HabitCategory: Sendable, Equatable {
    public var name: String
    public var gradientFrom: String
    public var gradientTo: String
    /// The section header's icon (a built-in icon name); `nil` for the default.
    public var icon: String?
    public init(name: String, gradientFrom: String, gradientTo: String, icon: String? = nil) {
        self.name = name
        self.gradientFrom = gradientFrom
        self.gradientTo = gradientTo
        self.icon = icon
    }
}
