/// A build failure: the phase it happened in and a message for the person.
///
/// Only a build throws it (`sitegen build`, serve's rebuilds): the commands that write the store throw
/// their own errors, and reading `site.toml` throws `SiteFolderError`, which a build wraps into its load phase.
public struct BuildError: Error, Equatable, CustomStringConvertible {
    /// The named phases of a build, in order: `load` (settings, output check, store), `assemble` (the model),
    /// `plan` (templates, `Public/`, every page's path and how to make it), `render` (the files made), `write`.
    public enum Phase: String, Sendable, CaseIterable {
        case load, assemble, plan, render, write
    }

    public let phase: Phase
    public let message: String

    public init(phase: Phase, message: String) {
        self.phase = phase
        self.message = message
    }

    /// "build failed in the load phase: …"
    public var description: String { "build failed in the \(phase.rawValue) phase: \(message)" }
}

/// `site.toml` missing, unreadable or invalid: what every command that opens a site folder may meet, worded
/// without the "build failed" of a build.
public struct SiteFolderError: Error, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
