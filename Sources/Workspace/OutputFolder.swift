import Foundation

/// What in an output folder is sitegen's: the manifest `.sitegen-output` and the rule for replacing a folder.
///
/// Every output holds the manifest: each path sitegen wrote there, folders included. An existing output
/// is replaced only when everything in it is in its manifest (or it is empty): a file, folder, link, FIFO
/// or socket someone else put there is refused with its path named, and so is an output that is itself a
/// symbolic link. (`SiteFolder.checkOutput` is the other half: the output may not be or hold the site.)
public struct OutputFolder: Sendable {
    /// The manifest file that says sitegen wrote a folder and lists what it wrote.
    public static let marker = ".sitegen-output"

    /// The manifest's first line; a marker without it (or `manifestHeader1`) lists nothing.
    static let manifestHeader = "sitegen output manifest 2: written by sitegen, replaced on every build; "
        + "the paths it wrote, each file with a digest of what it was made from:"
    /// The first line of an older sitegen's manifest: paths only.
    static let manifestHeader1 = "sitegen output manifest 1: written by sitegen, replaced on every build; the paths it wrote:"

    let io: FileIO

    public init(io: FileIO) { self.io = io }

    /// Refuses to go on when `path` holds anything sitegen did not write (`leftOver`: a staging
    /// folder of an earlier build, which the message names as such).
    /// Returns what is in it (as `FileIO.entries` lists it; empty when there is nothing at `path`) and
    /// what its manifest says (nil when it has none: nothing there, or empty).
    @discardableResult
    public func checkReplaceable(_ path: String, leftOver: Bool = false) throws(BuildError)
        -> (entries: [FileEntry], record: OutputRecord?) {
        guard let kind = io.kind(path) else { return ([], nil) }
        let what = leftOver ? "\(path) (where sitegen stages a build)" : path
        guard kind != .symbolicLink else {
            throw BuildError(phase: .write, message: "\(what) is a symbolic link, which sitegen would replace with a folder: "
                + "set output to the folder the link points to (sitegen deletes only what it wrote)")
        }
        guard kind == .folder else {
            throw BuildError(phase: .write, message: "\(what) exists and is a \(kind.name), not a folder; \(Self.advice)")
        }
        let entries: [FileEntry]
        do { entries = try io.entries(path) } catch {
            throw BuildError(phase: .write, message: "cannot list \(what): \(describe(error)); it is left as it is")
        }
        // Empty, or (a staging folder whose files were all moved into the output) only empty folders.
        if entries.isEmpty || (leftOver && entries.allSatisfy { $0.kind == .folder }) { return (entries, nil) }
        guard entries.contains(FileEntry(path: Self.marker, kind: .file)) else {
            throw BuildError(phase: .write, message: "\(what) exists and was not written by sitegen (no \(Self.marker) in it); "
                + "refusing to replace it: \(Self.advice)")
        }
        guard let record = Self.parseRecord((try? io.read(path + "/" + Self.marker)) ?? Data()) else {
            throw BuildError(phase: .write, message: "\(path)/\(Self.marker) does not list what sitegen wrote "
                + "(an older sitegen's output, or edited); refusing to replace \(what): delete the folder once yourself, "
                + "or choose another output folder")
        }
        try Self.checkListed(entries, in: record, under: path, replacing: what)
        return (entries, record)
    }

    /// `checkReplaceable(path)` on a listing of `path` made earlier in the build (`listed`: its entries and
    /// the manifest then), instead of a second walk of every folder (a large share of a next day's build for a
    /// large output): the folder is looked at again and its manifest read again, and only when that manifest
    /// is still byte for byte the one listed is the earlier listing checked against it; else (another build
    /// wrote the output meanwhile, or it is gone) the whole check runs as before.
    ///
    /// Something put in the output after the listing is not in it. That is safe for what sitegen changes
    /// afterwards as long as the changes are checked where they happen: `checkStill` on each path an update
    /// replaces or removes (a folder removed whole is walked again). The next build's listing finds the rest.
    public func checkReplaceable(_ path: String, listed: (entries: [FileEntry], record: OutputRecord))
        throws(BuildError) -> (entries: [FileEntry], record: OutputRecord?) {
        guard io.kind(path) == .folder, let data = try? io.read(path + "/" + Self.marker), data == listed.record.bytes,
              listed.entries.contains(FileEntry(path: Self.marker, kind: .file)) else { return try checkReplaceable(path) }
        try Self.checkListed(listed.entries, in: listed.record, under: path, replacing: path)
        return (listed.entries, listed.record)
    }

    /// Refuses `entries` (of the folder `path`) when one is not in `record` as what it is.
    private static func checkListed(_ entries: [FileEntry], in record: OutputRecord, under path: String,
                                    replacing what: String) throws(BuildError) {
        for entry in entries where entry.path != Self.marker && record.kinds[entry.path] != entry.kind {
            throw foreign(entry.path, entry.kind, in: path, replacing: what)
        }
    }

    /// What to do about a foreign entry.
    private static let advice = "move it away or choose another output folder; sitegen deletes only what it wrote"

    /// The refusal of `relative`, a `kind` in `path` that sitegen did not write.
    private static func foreign(_ relative: String, _ kind: FileKind, in path: String, replacing what: String) -> BuildError {
        BuildError(phase: .write, message: "\(path)/\(relative) is a \(kind.name) sitegen did not write; "
            + "refusing to replace \(what), which would delete it: \(advice)")
    }

    /// Refuses to replace or remove `relative` in the output `path` (whose manifest is `record`) when what is
    /// there now is not what the manifest lists, or, for a folder, when anything in it is not: the last look
    /// before an update changes a path, after `checkReplaceable(_:listed:)`. Nothing there is fine.
    public func checkStill(_ relative: String, in path: String, record: OutputRecord) throws(BuildError) {
        guard let kind = io.kind(path + "/" + relative) else { return }
        guard record.kinds[relative] == kind else { throw Self.foreign(relative, kind, in: path, replacing: path) }
        guard kind == .folder else { return }
        let entries: [FileEntry]
        do { entries = try io.entries(path + "/" + relative) } catch {
            throw BuildError(phase: .write, message: "cannot list \(path)/\(relative): \(describe(error)); \(path) is left as it is")
        }
        for entry in entries where record.kinds[relative + "/" + entry.path] != entry.kind {
            throw Self.foreign(relative + "/" + entry.path, entry.kind, in: path, replacing: path)
        }
    }

    /// The manifest of a site whose files are `files`: the header, the digest of the inputs every page
    /// shares (`/inputs <digest>`, when given), then every folder (ending in `/`) and file, sorted, one a
    /// line, a file followed by a tab and its digest when it has one (`digests`: what it was made from), a
    /// folder by a tab and its stamp when `stamps` has one (`FolderStamp`; an older sitegen reads the line
    /// as the folder alone); a backslash, tab, line feed or carriage return in a name is written `\\`, `\t`, `\n`, `\r`.
    /// `folders`: `folders(of: files)`, when the caller has it already.
    public static func manifest(listing files: some Collection<String>, digests: [String: Digest] = [:],
                                inputs: Digest? = nil, folders known: Set<String>? = nil,
                                stamps: [String: FolderStamp] = [:]) -> Data {
        let folders = known ?? folders(of: files)
        // Each line's path, and for a folder's (which ends in `/`, so no file's is the same) the folder.
        var lines: [(path: String, folder: String?)] = []
        lines.reserveCapacity(files.count + folders.count)
        for file in files { lines.append((file, nil)) }
        for folder in folders { lines.append((folder + "/", folder)) }
        // Written byte by byte into one buffer (a line for every file and folder of the site).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.count * 64 + 256)
        bytes.append(contentsOf: manifestHeader.utf8)
        bytes.append(0x0A)
        if let inputs {
            bytes.append(contentsOf: inputsPrefix)
            inputs.appendHex(to: &bytes)
            bytes.append(0x0A)
        }
        var last: String?
        for line in PathOrder.sorted(lines, by: \.path) where line.path != last {
            last = line.path
            guard let folder = line.folder else {
                appendLine(line.path, digest: digests[line.path], to: &bytes)
                continue
            }
            appendLine(line.path, digest: nil, to: &bytes)
            if let stamp = stamps[folder] {
                // After the folder's path (the line feed just written), a tab and its stamp.
                bytes[bytes.count - 1] = 0x09
                stamp.appendHex(to: &bytes)
                bytes.append(0x0A)
            }
        }
        return Data(bytes)
    }

    /// The start of the line that gives the digest of the inputs every page shares.
    private static let inputsPrefix = Array("/inputs ".utf8)

    /// Appends `path`'s manifest line: the path escaped, then a tab and `digest` when there is one.
    private static func appendLine(_ path: String, digest: Digest?, to bytes: inout [UInt8]) {
        // Escaped scalar by scalar: a backslash followed by a combining mark is one Character.
        var text = path
        let plain = text.withUTF8 { utf8 in
            guard !utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if !plain { bytes.append(contentsOf: escaped(path).utf8) }
        if let digest {
            bytes.append(0x09)
            digest.appendHex(to: &bytes)
        }
        bytes.append(0x0A)
    }

    /// `path` with each backslash, tab, line feed and carriage return written `\\`, `\t`, `\n`, `\r`.
    private static func escaped(_ path: String) -> String {
        String(String.UnicodeScalarView(path.unicodeScalars.flatMap { scalar -> [Unicode.Scalar] in
            switch scalar {
            case "\\": ["\\", "\\"]
            case "\t": ["\\", "t"]
            case "\n": ["\\", "n"]
            case "\r": ["\\", "r"]
            default: [scalar]
            }
        }))
    }

    /// Every folder that holds one of `files`, its parents included (`day/2026-11-21`, `day`).
    ///
    /// A path is cut at each byte `/`, as the file system cuts it, not at each `Character` "/": a slash
    /// followed by a combining mark is one `Character` that is no slash, and the search by `Character` was
    /// also a large share of the manifest's time.
    public static func folders(of files: some Collection<String>) -> Set<String> {
        var folders = Set<String>()
        folders.reserveCapacity(files.count)
        for file in files {
            var file = file
            file.withUTF8 { utf8 in
                var end = utf8.count
                while let slash = utf8[..<end].lastIndex(of: UInt8(ascii: "/")),
                      folders.insert(String(decoding: UnsafeBufferPointer(rebasing: utf8[..<slash]), as: UTF8.self)).inserted {
                    end = slash
                }
            }
        }
        return folders
    }

    /// The paths a manifest lists, with what each is; nil when it is not a manifest.
    public static func parseManifest(_ data: Data) -> [String: FileKind]? { parseRecord(data)?.kinds }

    /// What a manifest says: each path with what it is, each file's digest, and the shared inputs' digest;
    /// nil when it is not a manifest (one of an older sitegen lists paths without digests).
    public static func parseRecord(_ data: Data) -> OutputRecord? {
        var record = data.withUnsafeBytes { raw in parseRecord(lines: raw.split(separator: 0x0A, omittingEmptySubsequences: true)) }
        record?.bytes = data
        return record
    }

    /// The manifest an incremental update writes before it moves a file in (`SiteWriter.update`): every line
    /// of the output's manifest `old` but its `/inputs` line, so that a build stopped half way leaves an output
    /// whose every path is listed and whose digests the next build does not trust (it makes every page again);
    /// then each of `files`, and each of their `folders` (`folders(of: files)`), that `old` does not list as
    /// such. Where the two differ on what a path is, the folder is listed last, as the sorted union of both
    /// listings had it. Made from `old`'s bytes instead of sorting both listings again, which costs far more.
    public static func interim(extending old: OutputRecord, files: some Collection<String>, folders: Set<String>) -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(old.bytes.count + 4_096)
        old.bytes.withUnsafeBytes { raw in
            for line in raw.split(separator: 0x0A, omittingEmptySubsequences: true) where !line.starts(with: inputsPrefix) {
                bytes.append(contentsOf: line)
                bytes.append(0x0A)
            }
        }
        // A new file where the old listing has a folder stays the folder.
        var added = files.filter { old.kinds[$0] == nil }
        added += folders.filter { old.kinds[$0] != .folder }.map { $0 + "/" }
        for path in PathOrder.sorted(added) { appendLine(path, digest: nil, to: &bytes) }
        return Data(bytes)
    }

    /// `parseRecord` of the manifest's lines (read on the bytes: a line for every file and folder of the site).
    private static func parseRecord(lines: [Slice<UnsafeRawBufferPointer>]) -> OutputRecord? {
        guard let first = lines.first else { return nil }
        let digests = first.elementsEqual(manifestHeader.utf8)
        guard digests || first.elementsEqual(manifestHeader1.utf8) else { return nil }
        var record = OutputRecord()
        record.kinds.reserveCapacity(lines.count)
        record.files.reserveCapacity(lines.count / 2)
        for line in lines.dropFirst() {
            if line.starts(with: inputsPrefix) {
                record.inputs = Digest(Substring(String(decoding: line.dropFirst(inputsPrefix.count), as: UTF8.self)))
                continue
            }
            if !line.contains(0x5C) {
                // Nothing escaped: the path, then the digest after a tab; a folder's path ends in `/`, cut on
                // the bytes (`dropLast` on characters is costly, and a large output has thousands of folders).
                let tab = digests ? line.firstIndex(of: 0x09) : nil, end = tab ?? line.endIndex
                if end > line.startIndex, line[end - 1] == 0x2F {
                    let folder = String(decoding: line[..<(end - 1)], as: UTF8.self)
                    record.kinds[folder] = .folder
                    if let tab, let stamp = FolderStamp(hex: line[(tab + 1)...]) { record.stamps[folder] = stamp }
                    continue
                }
                let path = String(decoding: line[..<end], as: UTF8.self)
                record.kinds[path] = .file
                record.files[path] = tab.flatMap { tab in
                    let text = line[(tab + 1)...]
                    return Digest(hex: text) ?? Digest(Substring(String(decoding: text, as: UTF8.self)))
                }
                continue
            }
            let (path, digest) = unescaped(Substring(String(decoding: line, as: UTF8.self)), digests: digests)
            if path.hasSuffix("/") {
                record.kinds[String(path.dropLast())] = .folder
            } else {
                record.kinds[path] = .file
                record.files[path] = digest
            }
        }
        return record
    }

    /// A manifest line's path with its escapes undone, and the digest after a tab (`digests`: format 2).
    private static func unescaped(_ line: Substring, digests: Bool) -> (String, Digest?) {
        var scalars = String.UnicodeScalarView(), escaped = false, digest: Digest?
        for (offset, scalar) in zip(line.unicodeScalars.indices, line.unicodeScalars) {
            if escaped {
                scalars.append(scalar == "n" ? "\n" : scalar == "r" ? "\r" : scalar == "t" ? "\t" : scalar)
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == "\t", digests {
                digest = Digest(line[line.unicodeScalars.index(after: offset)...])
                break
            } else {
                scalars.append(scalar)
            }
        }
        return (String(scalars), digest)
    }
}

/// What the manifest of an output says (`OutputFolder.parseRecord`).
public struct OutputRecord: Sendable, Equatable {
    /// Every path listed, with what it is.
    public var kinds: [String: FileKind] = [:]
    /// The digest each file was made from, for the files that list one.
    public var files: [String: Digest] = [:]
    /// The digest of what every page shares (templates, program), when listed.
    public var inputs: Digest?
    /// The stamp of each folder whose stamp was recorded (`FolderStamp`), by path.
    public var stamps: [String: FolderStamp] = [:]
    /// The manifest's bytes, as read.
    public var bytes = Data()

    public init() {}
}
