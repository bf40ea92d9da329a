import Metrics
import Strings

/// The Day dial of seed HelpMeTrain as SVG: a track ring, a progress ring and three text fields.
///
/// Colours (seed): "Today" / date label `#59BEF7`, steps `#FFFFFF`, "Of XXXX steps" `#808083`,
/// track `#212121`, progress `#59BEF7`. The classes let the site's CSS restyle the light theme.
public enum DialChart {
    static let size = 240.0
    static let radius = 100.0
    static let ringWidth = 16.0

    /// The dial for `dial`; `id` must be unique within the page.
    public static func svg(_ dial: StepDial, id: String, words: StringTable = .english) -> String {
        let title = words(.dialTitle, ["label": dial.topLabel(words), "steps": dial.stepsText])
        let description = words(.dialDescription, ["steps": dial.stepsText, "goal": dial.goalNumber,
                                                    "percent": "\(Int((dial.progress * 100).rounded(.down)))"])
            + (dial.achieved ? words[.dialAchieved] : ".")
        return SVG.open(id: id, width: size, height: size, title: title, description: description, className: "dial")
            + rings(progress: dial.progress)
            + texts(dial, words)
            + "</svg>"
    }

    private static func rings(progress: Double) -> String {
        let c = SVG.number(size / 2), r = SVG.number(radius), w = SVG.number(ringWidth)
        let circumference = 2 * Double.pi * radius
        let filled = SVG.number(circumference * progress)
        let track = "<circle class=\"dial-track\" cx=\"\(c)\" cy=\"\(c)\" r=\"\(r)\" fill=\"none\" stroke=\"#212121\" stroke-width=\"\(w)\"/>"
        guard progress > 0 else { return track }
        return track + "<circle class=\"dial-progress\" cx=\"\(c)\" cy=\"\(c)\" r=\"\(r)\" fill=\"none\" stroke=\"#59BEF7\" "
            + "stroke-width=\"\(w)\" stroke-linecap=\"round\" stroke-dasharray=\"\(filled) \(SVG.number(circumference))\" "
            + "transform=\"rotate(-90 \(c) \(c))\"/>"
    }

    private static func texts(_ dial: StepDial, _ words: StringTable) -> String {
        let c = SVG.number(size / 2)
        return "<text class=\"dial-label\" x=\"\(c)\" y=\"84\" text-anchor=\"middle\" fill=\"#59BEF7\" font-size=\"\(SVG.number(ChartType.emphasis))\">\(SVG.escape(dial.topLabel(words)))</text>"
            + "<text class=\"dial-steps\" x=\"\(c)\" y=\"134\" text-anchor=\"middle\" fill=\"#FFFFFF\" font-size=\"\(SVG.number(ChartType.display))\" font-weight=\"600\">\(SVG.escape(dial.stepsText))</text>"
            + "<text class=\"dial-goal\" x=\"\(c)\" y=\"166\" text-anchor=\"middle\" fill=\"#808083\" font-size=\"\(SVG.number(ChartType.heading))\">\(SVG.escape(dial.goalText(words)))</text>"
    }
}
