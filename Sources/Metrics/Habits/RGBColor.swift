import Foundation

/// An sRGB colour `#RRGGBB` with WCAG 2 relative luminance and contrast ratios.
public struct RGBColor: Sendable, Equatable {
    public let red: Double, green: Double, blue: Double

    public static let white = RGBColor(red: 1, green: 1, blue: 1)

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#RRGGBB` (case-insensitive); `nil` for anything else.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else { return nil }
        self.init(red: Double(value >> 16) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }

    /// `#RRGGBB`, upper case.
    public var hex: String {
        let parts = [red, green, blue].map(Self.byte)
        return "#" + parts.map { String(format: "%02X", $0) }.joined()
    }

    /// The colour `hex` writes, read back: each channel rounded to the nearest of 256 steps, without making
    /// the text (`darkened(toCarryWhiteAt:)` tries up to a hundred colours; the text made each time was most of
    /// the habits stylesheet's work in every build).
    public var rounded: RGBColor {
        RGBColor(red: Double(Self.byte(red)) / 255, green: Double(Self.byte(green)) / 255, blue: Double(Self.byte(blue)) / 255)
    }

    /// A channel as `hex` writes it: 0 … 255.
    private static func byte(_ channel: Double) -> Int { min(255, max(0, Int((channel * 255).rounded()))) }

    /// WCAG 2 relative luminance.
    public var luminance: Double {
        func channel(_ c: Double) -> Double { c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }

    /// WCAG 2 contrast ratio with `other`: 1 … 21.
    public func contrast(with other: RGBColor) -> Double {
        let (a, b) = (luminance + 0.05, other.luminance + 0.05)
        return max(a, b) / min(a, b)
    }

    /// This colour mixed with black: `amount` 0 keeps it, 1 is black.
    public func darkened(_ amount: Double) -> RGBColor {
        RGBColor(red: red * (1 - amount), green: green * (1 - amount), blue: blue * (1 - amount))
    }

    /// This colour at `share` (0 … 1) over `base`: the seed's "30 % saturation" tint of a category colour is
    /// `mixed(over: surface, share: 0.3)`; share 1 is the colour itself.
    public func mixed(over base: RGBColor, share: Double) -> RGBColor {
        func mix(_ a: Double, _ b: Double) -> Double { a * share + b * (1 - share) }
        return RGBColor(red: mix(red, base.red), green: mix(green, base.green), blue: mix(blue, base.blue)).rounded
    }

    /// The least darkened version (in steps of 1 %) on which white text reaches `ratio`, rounded to `#RRGGBB`.
    public func darkened(toCarryWhiteAt ratio: Double) -> RGBColor {
        var amount = 0.0
        while amount < 1 {
            let candidate = darkened(amount).rounded
            if candidate.contrast(with: .white) >= ratio { return candidate }
            amount += 0.01
        }
        return RGBColor(red: 0, green: 0, blue: 0)
    }
}
