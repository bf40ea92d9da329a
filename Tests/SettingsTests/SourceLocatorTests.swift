import Testing
@testable import Settings

@Suite("Finding the line of a key")
struct SourceLocatorTests {
    static let text = """
        title = "x"
        # [gym] in a comment
        activity.step_goal = 1

        [ habits ]  # comment
          first_weekday = "monday"
        notes = \"\"\"
        [gym]
        dots = 1
        \"\"\"
        [[training]]
        'reminder_time' = "18:00"
        """

    @Test("keys and tables are found by their path", arguments: [
        (["title"], 1),
        (["activity"], 3),
        (["activity", "step_goal"], 3),
        (["habits"], 5),
        (["habits", "first_weekday"], 6),
        (["habits", "notes"], 7),
        (["training", "reminder_time"], 12),
    ] as [([String], Int)])
    func found(path: [String], line: Int) {
        #expect(SourceLocator(text: Self.text).line(of: path) == line)
    }

    @Test("names only in comments or multi-line strings are not found", arguments: [["gym"], ["habits", "dots"]])
    func notFound(path: [String]) {
        #expect(SourceLocator(text: Self.text).line(of: path) == nil)
    }
}

@Suite("Finding the line of a key in a CRLF file")
struct SourceLocatorCRLFTests {
    @Test("CRLF line ends count as one line each, like LF")
    func crlf() {
        let text = SourceLocatorTests.text.replacingOccurrences(of: "\n", with: "\r\n")
        let locator = SourceLocator(text: text)
        #expect(locator.line(of: ["habits", "first_weekday"]) == 6)
        #expect(locator.line(of: ["training", "reminder_time"]) == 12)
        #expect(locator.line(of: ["gym"]) == nil)
    }
}
