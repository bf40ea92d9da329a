import Metrics

/// One day's entry of one habit in a Loop export, with the file and line it was read from.
public struct LoopEntry: Sendable, Equatable {
    public var day: LocalDay
    public var value: LoopValue
    public var file: String
    public var line: Int

    public init(day: LocalDay, value: LoopValue, file: String, line: Int) {
        self.day = day
        self.value = value
        self.file = file
        self.line = line
    }
}
