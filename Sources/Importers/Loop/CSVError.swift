/// A CSV file broke RFC 4180's quoting: the line and what was expected there.
public struct CSVError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line (from 1) where the problem was found.
    public let line: Int
    /// What the reader expected, and what it found.
    public let problem: String

    public init(line: Int, problem: String) {
        self.line = line
        self.problem = problem
    }

    public var description: String { "line \(line): \(problem)" }
}
