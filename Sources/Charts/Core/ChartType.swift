/// The one type scale of every chart and widget: the font sizes, in CSS pixels at the chart's own size.
///
/// Charts are laid out per size and shown at their own size (never scaled by the page), so these are
/// the sizes on screen: no chart text is smaller than `caption` (11 px) at any width, and every chart
/// uses the same few sizes (the browser check holds both).
public enum ChartType {
    /// The smallest text: axis labels, values above bars, notes, widget status lines.
    public static let caption = 11.0
    /// Labels: days under bars, the Data Time marker, VO₂ max axes.
    public static let label = 12.0
    /// The dial's goal line.
    public static let heading = 16.0
    /// The dial's top field, the widgets' empty state, the gym grid's overflow count.
    public static let emphasis = 18.0
    /// The widgets' statistics.
    public static let figure = 20.0
    /// The dial's step count, "the largest type on the dial".
    public static let display = 44.0
    /// Every size of the scale, smallest first.
    public static let all = [caption, label, heading, emphasis, figure, display]

    /// An estimate of the width of `text` at `size` in a system sans-serif: 0.58 em a character,
    /// on the generous side, so text laid out by it fits.
    public static func width(_ text: String, size: Double) -> Double { Double(text.count) * size * 0.58 }

    /// `text` broken at spaces into lines that fit `width` at `size`; at most `maxLines`, the last one
    /// shortened with "…" when the text does not fit.
    public static func lines(_ text: String, size: Double, width: Double, maxLines: Int) -> [String] {
        var lines: [String] = [], current = ""
        for word in text.split(separator: " ").map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if current.isEmpty || self.width(candidate, size: size) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        guard lines.count > maxLines || lines.contains(where: { self.width($0, size: size) > width }) else { return lines }
        var kept = Array(lines.prefix(maxLines))
        var last = kept.removeLast()
        while !last.isEmpty, self.width(last + "…", size: size) > width { last.removeLast() }
        return kept + [last.trimmingSuffixSpaces + "…"]
    }
}

private extension String {
    var trimmingSuffixSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
