/// A build failure: the phase it happened in and a message for the person.
public struct BuildError: Error, Equatable, CustomStringConvertible {
    /// The named steps of a build, in order.
    public enum Phase: String, Sendable {
        case settings, store, templates, render, write
    }

    public let phase: Phase
    public let message: String

    public init(phase: Phase, message: String) {
        self.phase = phase
        self.message = message
    }

    /// "build failed while reading the history store: …"
    public var description: String { "build failed in the \(phase.rawValue) phase: \(message)" }
}
