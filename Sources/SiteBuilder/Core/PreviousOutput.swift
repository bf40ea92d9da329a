import BuiltinSite
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

    /// The digest of every regular file of the output at `output` whose manifest lists one, when the
    /// manifest was written for `inputs`; empty otherwise (no output, another sitegen, other templates).
    static func files(at output: String, inputs: Digest, io: FileIO) -> [String: Digest] {
        guard io.kind(output) == .folder, let data = try? io.read(output + "/" + OutputFolder.marker),
              let record = OutputFolder.parseRecord(data), record.inputs == inputs,
              let entries = try? io.entries(output) else { return [:] }
        let present = Set(entries.lazy.filter { $0.kind == .file }.map(\.path))
        return record.files.filter { present.contains($0.key) }
    }
}
