import BuiltinSite
import Foundation
import Workspace

/// What an incremental `sitegen build` takes from the output it replaces: the digest each file was made
/// from, as its manifest lists them (`OutputFolder.parseRecord`).
///
/// A page's bytes are a function of its view, its frame, the templates and the program that renders
/// them; `TemplateSet.page` digests the first two, `inputs` the last two. When the manifest's `inputs`
/// equal this build's, a page whose digest is listed for its path is kept: it is not made, and the writer
/// leaves the old file where it is (`SiteWriter.update`).
enum PreviousOutput {
    /// `templates` (the templates' digest) with the program's (`BuiltinSite.sourceDigest`: the digest of its
    /// sources), so that a sitegen built from other sources makes every page again.
    static func inputs(_ templates: Digest) -> Digest {
        var hasher = StableHasher()
        hasher.add("sitegen page digest 1")
        hasher.add(templates)
        hasher.add(BuiltinSite.sourceDigest)
        return hasher.finish()
    }

    /// The output's manifest and the files there, read on a thread of their own from when the build knows
    /// where its output goes: reading a long history's manifest and walking its folders no longer waits for the load and assemble phases to end. Only the folders whose stamp is not the one the
    /// manifest records are read (`OutputFolder.listing`).
    final class Reading: Sendable {
        typealias Found = (record: OutputRecord, entries: [FileEntry], present: Set<String>, stamps: [String: FolderStamp])
        /// What was found (nil: no output, or no manifest of this sitegen's), made on a thread of its own.
        private let found: Beside<Found?>

        /// Starts reading the output at `output` on a new thread.
        init(_ output: String, io: FileIO) {
            found = Beside {
                guard io.kind(output) == .folder, let data = try? io.read(output + "/" + OutputFolder.marker),
                      let record = OutputFolder.parseRecord(data),
                      let (entries, stamps) = try? OutputFolder(io: io).listing(output, record: record) else { return nil }
                return (record, entries, Set(entries.lazy.filter { $0.kind == .file }.map(\.path)), stamps)
            }
        }

        /// The reading's result; it never fails (a failure to read is `nil`). Waits for the reading to end.
        private var result: Found? {
            (try? found.value()) ?? nil
        }

        /// The stamps of the folders found as they were for long enough to record them (`FolderStamp`), by
        /// path; empty when nothing was found. Waits for the reading to end.
        func stamps() -> [String: FolderStamp] { result?.stamps ?? [:] }

        /// What was found: every entry of the output and its manifest; nil when there is no output or no
        /// manifest of this sitegen's (`SiteWriter.write` checks it again; `OutputFolder.checkReplaceable(_:listed:)`).
        /// Waits for the reading to end.
        func listing() -> (entries: [FileEntry], record: OutputRecord)? {
            result.map { ($0.entries, $0.record) }
        }

        /// The digest of every regular file of the output whose manifest lists one, when the manifest was
        /// written for `inputs`; empty otherwise (no output, another sitegen, other templates). Waits for the
        /// reading to end.
        func files(for inputs: Digest) -> [String: Digest] {
            guard let (record, _, present, _) = result, record.inputs == inputs else { return [:] }
            return record.files.filter { present.contains($0.key) }
        }
    }
}
