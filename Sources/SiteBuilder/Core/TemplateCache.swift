import Foundation
import Workspace

/// The compiled templates (`CompiledTemplates`) of a template set, kept between builds in a file of the
/// user's cache folder: parsing the templates with swift-mustache and reading its token trees by
/// reflection cost as much as loading a year of history, every build, for templates that rarely change.
///
/// A file is named by a digest of what the templates are compiled from, and holds that whole: the program
/// (`BuiltinSite.sourceDigest`, given as `program`) and every template's name and text. It is used only
/// when all of that is byte for byte the set being loaded, so a digest that happened to match another set
/// never gives its templates, and when the digest of its bytes, at its end, is right. Any other file (missing, cut short, edited, another format) is ignored, and
/// the templates are parsed as before; writing one is best effort (a folder that cannot be written costs
/// the next build the parse, never the build). A template set that does not compile (`CompiledTemplates`
/// is nil) or has a syntax error is never written.
struct TemplateCache: Sendable {
    /// The folder of the files (`$SITEGEN_CACHE`, else `$XDG_CACHE_HOME/sitegen`, else `~/.cache/sitegen`).
    let folder: String
    let io: FileIO

    /// The user's cache folder, from the environment; nil when `SITEGEN_CACHE` is empty (no cache) or no
    /// folder is known.
    static func user(io: FileIO, environment: [String: String] = ProcessInfo.processInfo.environment) -> TemplateCache? {
        if let chosen = environment["SITEGEN_CACHE"] { return chosen.isEmpty ? nil : TemplateCache(folder: chosen, io: io) }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return TemplateCache(folder: xdg + "/sitegen", io: io) }
        if let home = environment["HOME"], home.hasPrefix("/") { return TemplateCache(folder: home + "/.cache/sitegen", io: io) }
        return nil
    }

    /// What a set is compiled from: the program and each template's name and text, by name.
    struct Source: Equatable {
        let program: String
        let texts: [(name: String, text: Data)]

        init(program: String, texts: [String: Data]) {
            self.program = program
            self.texts = texts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }

        static func == (a: Source, b: Source) -> Bool {
            a.program == b.program && a.texts.count == b.texts.count
                && zip(a.texts, b.texts).allSatisfy { $0.name == $1.name && $0.text == $1.text }
        }

        /// The file's name: a digest of all of it.
        var fileName: String {
            var hasher = StableHasher()
            hasher.add(TemplateCache.magic)
            hasher.add(program)
            for (name, text) in texts {
                hasher.add(name)
                hasher.add(bytes: text)
            }
            let digest = hasher.finish()
            return "templates-" + String(digest.high, radix: 16) + "-" + String(digest.low, radix: 16)
        }
    }

    /// The compiled templates kept for `source`; nil when there is no file for it, or it is not exactly one.
    func read(_ source: Source) -> [String: [CompiledTemplates.Node]]? {
        guard let data = try? io.read(folder + "/" + source.fileName), data.count >= 16 else { return nil }
        // The last 16 bytes: the digest of all before them (a file damaged anywhere is not read).
        let body = [UInt8](data.prefix(data.count - 16))
        guard Self.checksum(body) == [UInt8](data.suffix(16)) else { return nil }
        var reader = Reader(buffer: body)
        guard reader.text() == Self.magic, reader.text() == source.program, let count = reader.count(), count == source.texts.count else { return nil }
        for (name, text) in source.texts {
            guard reader.text() == name, let bytes = reader.bytes(), bytes.elementsEqual(text) else { return nil }
        }
        guard let templates = reader.count() else { return nil }
        var compiled: [String: [CompiledTemplates.Node]] = [:]
        for _ in 0..<templates {
            guard let name = reader.text(), let nodes = reader.nodes(depth: 0), compiled[name] == nil else { return nil }
            compiled[name] = nodes
        }
        // Every template compiled, and nothing after them.
        guard reader.atEnd, Set(compiled.keys) == Set(source.texts.map(\.name)) else { return nil }
        return compiled
    }

    /// Keeps `compiled` for `source`: written beside the file's place, then renamed over it in one step, so a
    /// reader finds the old file, the new one or none. Failures are ignored.
    func write(_ compiled: [String: [CompiledTemplates.Node]], for source: Source) {
        var writer = Writer()
        writer.text(Self.magic)
        writer.text(source.program)
        writer.count(source.texts.count)
        for (name, text) in source.texts {
            writer.text(name)
            writer.run(text)
        }
        writer.count(compiled.count)
        for (name, nodes) in compiled.sorted(by: { $0.key < $1.key }) {
            writer.text(name)
            writer.nodes(nodes)
        }
        writer.out += Self.checksum(writer.out)
        let path = folder + "/" + source.fileName, staged = path + ".\(ProcessInfo.processInfo.processIdentifier).new"
        do {
            try io.write(staged, Data(writer.out))
            try io.replace(staged, path)
        } catch {
            try? io.remove(staged)
            return
        }
        prune(keeping: source.fileName)
    }

    /// How many other sets' files the folder keeps beside the one just written before it removes them.
    static let others = 7

    /// Removes every other file of the folder (another set's, or one left half written) once there are more
    /// than `others` of them: each template edit or new program leaves one, about 90 KB.
    private func prune(keeping name: String) {
        guard let names = try? io.listFiles(folder) else { return }
        let stale = names.filter { $0.hasPrefix("templates-") && $0 != name && !$0.contains("/") }
        guard stale.count > Self.others else { return }
        for file in stale { try? io.remove(folder + "/" + file) }
    }

    /// The digest of `bytes`, as 16 bytes.
    private static func checksum(_ bytes: [UInt8]) -> [UInt8] {
        var hasher = StableHasher()
        hasher.add(bytes: bytes)
        let digest = hasher.finish()
        return withUnsafeBytes(of: (digest.high.littleEndian, digest.low.littleEndian)) { Array($0) }
    }

    /// The first text of every file: its format.
    static let magic = "sitegen compiled templates 1"

    /// Written as the reader reads it: counts as 8 bytes little-endian, texts and byte runs with their count first.
    private struct Writer {
        var out: [UInt8] = []

        mutating func count(_ value: Int) { withUnsafeBytes(of: UInt64(value).littleEndian) { out.append(contentsOf: $0) } }
        mutating func run(_ data: some Collection<UInt8>) {
            count(data.count)
            out.append(contentsOf: data)
        }
        mutating func text(_ text: String) { run(Array(text.utf8)) }
        mutating func flag(_ value: Bool) { out.append(value ? 1 : 0) }

        mutating func nodes(_ list: [CompiledTemplates.Node]) {
            count(list.count)
            for node in list {
                switch node {
                case .text(let text):
                    out.append(0)
                    run(text)
                case .variable(let name, let escaped):
                    out.append(1)
                    self.name(name)
                    flag(escaped)
                case .section(let name, let inner, let inverted):
                    out.append(2)
                    self.name(name)
                    nodes(inner)
                    flag(inverted)
                case .partial(let name, let indentation):
                    out.append(3)
                    text(name)
                    flag(indentation != nil)
                    if let indentation { run(indentation) }
                case .escaper(let escaper):
                    out.append(4)
                    out.append(escaper == .site ? 0 : escaper == .html ? 1 : 2)
                }
            }
        }

        mutating func name(_ name: CompiledTemplates.Name) {
            switch name {
            case .current: out.append(0)
            case .local(let parts): out.append(1); count(parts.count); for part in parts { text(part) }
            case .stack(let parts): out.append(2); count(parts.count); for part in parts { text(part) }
            }
        }
    }

    /// Reads what `Writer` wrote; each read is nil when the bytes are not that (too few, out of range).
    private struct Reader {
        let buffer: [UInt8]
        var offset = 0

        var atEnd: Bool { offset == buffer.count }

        mutating func byte() -> UInt8? {
            guard offset < buffer.count else { return nil }
            defer { offset += 1 }
            return buffer[offset]
        }

        mutating func count() -> Int? {
            guard buffer.count - offset >= 8 else { return nil }
            var value: UInt64 = 0
            for shift in 0..<8 { value |= UInt64(buffer[offset + shift]) << (8 * UInt64(shift)) }
            offset += 8
            // No count is larger than what is left of the file.
            guard value <= UInt64(buffer.count - offset) else { return nil }
            return Int(value)
        }

        mutating func bytes() -> ArraySlice<UInt8>? {
            guard let count = self.count() else { return nil }
            defer { offset += count }
            return buffer[offset..<(offset + count)]
        }

        mutating func text() -> String? {
            guard let utf8 = bytes() else { return nil }
            return String(validating: utf8, as: UTF8.self)
        }

        mutating func flag() -> Bool? {
            switch byte() {
            case 0: false
            case 1: true
            default: nil
            }
        }

        /// Nodes no deeper than a template can nest them (a file cannot make the reader recurse without end).
        mutating func nodes(depth: Int) -> [CompiledTemplates.Node]? {
            guard depth < 256, let count = self.count() else { return nil }
            var nodes: [CompiledTemplates.Node] = []
            for _ in 0..<count {
                switch byte() {
                case 0:
                    guard let text = self.bytes() else { return nil }
                    nodes.append(.text(Array(text)))
                case 1:
                    guard let name = self.name(), let escaped = flag() else { return nil }
                    nodes.append(.variable(name, escaped: escaped))
                case 2:
                    guard let name = self.name(), let inner = self.nodes(depth: depth + 1), let inverted = flag() else { return nil }
                    nodes.append(.section(name, inner, inverted: inverted))
                case 3:
                    guard let name = self.text(), let indented = flag() else { return nil }
                    if indented {
                        guard let indentation = self.bytes() else { return nil }
                        nodes.append(.partial(name, indentation: Array(indentation)))
                    } else {
                        nodes.append(.partial(name, indentation: nil))
                    }
                case 4:
                    switch byte() {
                    case 0: nodes.append(.escaper(.site))
                    case 1: nodes.append(.escaper(.html))
                    case 2: nodes.append(.escaper(.text))
                    default: return nil
                    }
                default:
                    return nil
                }
            }
            return nodes
        }

        mutating func name() -> CompiledTemplates.Name? {
            switch byte() {
            case 0: return .current
            case 1, 2:
                let kind = buffer[offset - 1]
                guard let count = self.count() else { return nil }
                var parts: [String] = []
                for _ in 0..<count {
                    guard let part = self.text() else { return nil }
                    parts.append(part)
                }
                return kind == 1 ? .local(parts) : .stack(parts)
            default: return nil
            }
        }
    }
}
