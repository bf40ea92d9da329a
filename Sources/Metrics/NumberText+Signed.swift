extension NumberText {
    /// A change with its sign and `places` decimals: 3.6 → "+3.6", -0.25 → "−0.3", 0 → "±0.0".
    public static func signed(_ value: Double, places: Int) -> String {
        let text = fixed(abs(value), places: places)
        let zero = fixed(0, places: places)
        return (text == zero ? "±" : value > 0 ? "+" : "−") + text
    }
}
