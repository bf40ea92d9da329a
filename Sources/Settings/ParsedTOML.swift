import Foundation

/// What parsing a TOML file of one kind (`site.toml`, a strings file) gave the last time, by path: the same
/// text at the same path gets the kept outcome, value or error, instead of a second parse.
///
/// TOMLKit never frees a document it parses: its C++ tables, and the values read out of them, have no owner
/// that deletes them, so every parse stays in memory for the life of the process. `sitegen serve` reads
/// `site.toml` each time its watcher looks (four times a second) and again for every form it answers;
/// parsing an unchanged file once keeps that at one document for each version of the file, and serve's
/// memory flat. An outcome depends on the text and the path alone (a message names the path), so the kept
/// one is the one a parse would give.
final class ParsedTOML<Value: Sendable>: @unchecked Sendable {
    private struct Entry {
        let text: String
        let outcome: Result<Value, SettingsError>
        /// How many times this path's text was parsed since it was kept (1: never again).
        var parses: Int
        var lastUse: UInt64
    }

    /// The most paths kept: a command or a server reads one site's files; a test process reads many
    /// sites', and the paths used least recently give way.
    let capacity: Int
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var uses: UInt64 = 0

    init(capacity: Int = 16) { self.capacity = capacity }

    /// The outcome of `parse(text)` for the file at `file`: the kept one when this path's last text was `text`.
    func value(_ text: String, file: String, parse: (String) throws(SettingsError) -> Value) throws(SettingsError) -> Value {
        let kept: Result<Value, SettingsError>? = lock.withLock {
            uses += 1
            guard let entry = entries[file], entry.text == text else { return nil }
            entries[file]?.lastUse = uses
            return entry.outcome
        }
        if let kept { return try kept.get() }
        let outcome = Result { () throws(SettingsError) -> Value in try parse(text) }
        lock.withLock {
            let parses = entries[file].map { $0.text == text ? $0.parses + 1 : 1 } ?? 1
            entries[file] = Entry(text: text, outcome: outcome, parses: parses, lastUse: uses)
            if entries.count > capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
                entries[oldest] = nil
            }
        }
        return try outcome.get()
    }

    /// How many times the text kept for `file` was parsed (0: none kept): 1 however often it is read.
    func parses(of file: String) -> Int { lock.withLock { entries[file]?.parses ?? 0 } }
}
