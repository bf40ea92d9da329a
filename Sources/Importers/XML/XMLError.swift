/// Why a file could not be read as XML, and where: byte offset and line (from 1).
public struct XMLError: Error, Equatable, CustomStringConvertible {
    /// What was wrong.
    public enum Problem: Equatable, Sendable {
        /// The input does not start like an XML document.
        case notXML(found: String)
        /// The input ends before the markup or the element opened here is complete.
        case truncated(String)
        /// The markup breaks XML's rules.
        case malformed(String)
        /// Well-formed XML, but not the document expected: its root element is another.
        case wrongRoot(found: String, expected: String)
    }

    public let problem: Problem
    /// Bytes before the problem, from the start of the XML (after inflating, for a zip).
    public let byteOffset: Int64
    /// The line of the problem, from 1.
    public let line: Int

    public init(_ problem: Problem, byteOffset: Int64, line: Int) {
        self.problem = problem
        self.byteOffset = byteOffset
        self.line = line
    }

    public var description: String {
        let place = "line \(line), byte \(byteOffset)"
        switch problem {
        case .notXML(let found): return "not an XML file (\(place)): expected '<', found \(found)"
        case .truncated(let detail): return "the file is truncated (\(place)): \(detail)"
        case .malformed(let detail): return "malformed XML at \(place): \(detail)"
        case .wrongRoot(let found, let expected):
            return "the root element is <\(found)> (\(place)), expected <\(expected)>"
        }
    }
}

/// A problem a handler finds in an element's content; the scanner adds the location.
public struct XMLContentError: Error, Equatable {
    public let problem: XMLError.Problem
    public init(_ problem: XMLError.Problem) { self.problem = problem }
}
