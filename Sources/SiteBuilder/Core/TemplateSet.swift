import BuiltinSite
import Foundation
import Metrics
import Mustache
import Workspace

/// The site's Mustache templates: the site folder's `Templates/` over the built-in ones, and the shared layout.
///
/// Every page renders its own template into `body`, then `layout` wraps it. `{{value}}` is escaped
/// by `HTMLText.escape` (our escaper, installed as each template's content type, partials included);
/// only SVG from `Charts` and HTML from `Markdown` use `{{{…}}}`.
public struct TemplateSet: Sendable {
    /// The content type every template is parsed with: swift-mustache's own HTML escaper compares
    /// grapheme clusters, so `"` followed by a combining mark was written raw.
    struct SiteHTML: MustacheContentType {
        static let name = "SITEGEN_HTML"
        func escapeText(_ text: String) -> String { HTMLText.escape(text) }
    }

    /// Registers `SiteHTML` once (the registry is swift-mustache's, global and locked).
    private static let registered: Void = MustacheContentTypes.register(SiteHTML(), named: SiteHTML.name)

    /// The line put before every template: a standalone pragma line, so it writes nothing itself;
    /// a partial starts from swift-mustache's HTML type again, so every file carries it.
    static let pragma = "{{% CONTENT_TYPE: \(SiteHTML.name) }}\n"

    private let library: TemplateLibrary
    /// Whether the compiled templates were the user's cache's (`TemplateCache`) rather than parsed now.
    let fromCache: Bool
    /// The same templates for our own renderer (`CompiledTemplates`); nil when one uses what it does not
    /// render, and then swift-mustache renders them all.
    let compiled: CompiledTemplates?
    /// Whether pages are rendered by `compiled` (when there is one); tests turn it off to compare the two.
    var usesCompiled = true
    public let names: [String]
    /// What the pages are for: served, every template is given `serve` (the CSRF token and the forms'
    /// actions, `BuildMode.templateValues`); for the site nothing, so `{{#serve}}…{{/serve}}` sections (the
    /// logging forms) render nothing there.
    public var mode: BuildMode = .site {
        didSet { serve = mode.templateValues }
    }
    /// `mode`'s template values, made once.
    private(set) var serve: [String: String]?
    /// The interface's words, given to every template as `t` (`{{{t.steps}}}`); set by `SiteRenderer.plan`
    /// from the model's words, which `withWords` writes into the compiled templates.
    var words: TemplateWords? {
        didSet { withWords = words.flatMap { words in compiled?.writingIn(words.object) } ?? compiled }
    }
    /// `compiled` with `words` written in (`CompiledTemplates.writingIn`): what pages are rendered with.
    private var withWords: CompiledTemplates?
    /// What every page shares besides its view and frame: each template's name and text; the build adds
    /// the program (`SiteBuild`). Part of every page's digest.
    public var inputs: Digest
    /// Whether `page` gives each page's digest (a static build records them in the output's manifest).
    public var digesting = false
    /// The previous output's page digests (`OutputRecord.files`, for the same `inputs`): a page whose digest
    /// is listed for its path is not made again but kept.
    public var previous: [String: Digest] = [:]

    /// Loads every `*.mustache` file under `folder` (a missing folder holds none), and every template of
    /// `builtIn` (name → text) that no file there overrides; a template with a syntax error fails with its
    /// file and line.
    public init(folder: String, io: FileIO, builtIn: [String: Data] = [:]) throws(BuildError) {
        try self.init(folder: folder, io: io, builtIn: builtIn, cache: nil)
    }

    /// `init(folder:io:builtIn:)`, with the compiled templates taken from `cache` when it holds exactly this set
    /// for this program, and kept there when they are parsed (`TemplateCache`).
    init(folder: String, io: FileIO, builtIn: [String: Data] = [:], cache: TemplateCache?) throws(BuildError) {
        var files: [String] = []
        if io.exists(folder) {
            do { files = try io.listFiles(folder).filter { $0.hasSuffix(".mustache") } } catch {
                throw BuildError(phase: .plan, message: "cannot read the templates folder \(folder): \(describe(error))")
            }
        }
        // Every text first (a file that cannot be read: the loop below reports it, after any syntax error
        // in a file before it, as before).
        var texts: [String: Data] = [:], names: [String] = [], readable = true
        for file in files {
            let name = String(file.dropLast(".mustache".count))
            guard let text = try? io.read(folder + "/" + file) else { readable = false; break }
            texts[name] = text
            names.append(name)
        }
        for (name, text) in builtIn.sorted(by: { $0.key < $1.key }) where !names.contains(name) {
            texts[name] = text
            names.append(name)
        }
        let source = TemplateCache.Source(program: BuiltinSite.sourceDigest, texts: texts)
        if readable, let cache, let kept = cache.read(source) {
            library = TemplateLibrary(unparsed: texts, folder: folder)
            compiled = CompiledTemplates(kept: kept)
            fromCache = true
        } else {
            var library = MustacheLibrary()
            var parsed: [String: MustacheTemplate] = [:]
            // The files read above are parsed as read; the one that could not be read is read again here, in
            // its turn, for its message.
            let read = texts
            names = []
            texts = [:]
            for file in files {
                let name = String(file.dropLast(".mustache".count))
                let path = folder + "/" + file
                if let text = read[name] { texts[name] = text } else {
                    do { texts[name] = try io.read(path) } catch {
                        throw BuildError(phase: .plan, message: "cannot read \(path): \(describe(error))")
                    }
                }
                parsed[name] = try Self.parse(texts[name]!, path: path)
                library.register(parsed[name]!, named: name)
                names.append(name)
            }
            for (name, text) in builtIn.sorted(by: { $0.key < $1.key }) where !names.contains(name) {
                parsed[name] = try Self.parse(text, path: "built-in Templates/\(name).mustache")
                library.register(parsed[name]!, named: name)
                names.append(name)
                texts[name] = text
            }
            self.library = TemplateLibrary(library)
            compiled = CompiledTemplates(parsed)
            fromCache = false
            if let cache, let compiled { cache.write(compiled.kept, for: TemplateCache.Source(program: BuiltinSite.sourceDigest, texts: texts)) }
        }
        var hasher = StableHasher()
        for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
            hasher.add(name)
            hasher.add(bytes: text)
        }
        self.withWords = compiled
        self.names = names
        self.inputs = hasher.finish()
    }

    /// Parses one template's text with `pragma` in front; a syntax error names the file's own line (one less).
    static func parse(_ text: Data, path: String) throws(BuildError) -> MustacheTemplate {
        _ = registered
        do {
            return try MustacheTemplate(string: pragma + String(decoding: text, as: UTF8.self))
        } catch let error as MustacheTemplate.ParserError {
            let line = max(1, error.context.lineNumber - 1)
            throw BuildError(phase: .plan, message: "\(path):\(line):\(error.context.columnNumber): "
                + "template syntax error: \(error.error)")
        } catch {
            throw BuildError(phase: .plan, message: "cannot read \(path): \(describe(error))")
        }
    }

    /// Renders `context` with the template `name`; a missing template is a build error naming it.
    public func render(_ context: Any, with name: String) throws(BuildError) -> String {
        String(decoding: try bytes(context, with: name), as: UTF8.self)
    }

    /// `render`'s UTF-8 bytes, for a file.
    func data(_ context: Any, with name: String) throws(BuildError) -> Data {
        Data(try bytes(context, with: name))
    }

    /// The UTF-8 of `context` rendered with `name`: by `compiled` (with the words written in) when there is
    /// one, else by swift-mustache.
    private func bytes(_ context: Any, with name: String) throws(BuildError) -> [UInt8] {
        let value = plain(context)
        let bytes = if usesCompiled, let withWords { withWords.bytes(value, with: name) } else { library.library.render(value, withTemplate: name).map { Array($0.utf8) } }
        guard let bytes else { throw BuildError(phase: .plan, message: "missing template Templates/\(name).mustache") }
        return bytes
    }

    /// The plain form Mustache renders (`TemplateValue.plain`), with serve's values as `serve` and the
    /// words as `t`.
    private func plain(_ context: Any) -> Any {
        let value = TemplateValue.plain(context) ?? TemplateObject([:])
        if let serve, let object = value as? TemplateObject {
            object.fields["serve"] = serve
        }
        if let words, let object = value as? TemplateObject {
            object.fields["t"] = words.object
        }
        return value
    }
}

/// swift-mustache's library of a template set: made when the set is parsed, or, when the compiled templates
/// came from the cache, parsed the first time something renders with swift-mustache (tests comparing the
/// two renderers): a build renders with the compiled templates only.
final class TemplateLibrary: @unchecked Sendable {
    private let lock = NSLock()
    private var made: MustacheLibrary?
    private let unparsed: [String: Data]
    private let folder: String

    init(_ library: MustacheLibrary) {
        made = library
        unparsed = [:]
        folder = ""
    }

    init(unparsed texts: [String: Data], folder: String) {
        unparsed = texts
        self.folder = folder
    }

    var library: MustacheLibrary {
        lock.withLock {
            if let made { return made }
            // These texts were parsed without an error by this program when the cache kept them; one that
            // fails now is left out, and rendering with it is the build error of a missing template.
            var library = MustacheLibrary()
            for (name, text) in unparsed.sorted(by: { $0.key < $1.key }) {
                if let template = try? TemplateSet.parse(text, path: folder + "/" + name + ".mustache") { library.register(template, named: name) }
            }
            made = library
            return library
        }
    }
}

/// Turns a page model into objects, texts and arrays before Mustache renders it.
///
/// swift-mustache looks every name up with a new `Mirror` of each object on the context stack;
/// on a two-year site that was most of the build time. Reflecting each model once gives the same
/// output much faster. And every name it looks up, and every value it writes, goes through a chain of
/// dynamic casts (`as? MustacheParent`, `as? MustacheTemplate`, `as? MustacheCustomRenderable`, …):
/// a `[String: Any]` answers `MustacheParent` only through a conditional conformance and a `String`
/// fails three casts before it is written, which made the casts the largest part of rendering. So an
/// object becomes a `TemplateObject` and a text or number a `TemplateText`, each of which answers the
/// first cast Mustache tries, with the same output.
enum TemplateValue {
    /// `value` with every struct or class as a `TemplateObject` (nil properties left out), every
    /// collection as `[Any]`, optionals unwrapped, texts and numbers as `TemplateText`, and Booleans (and
    /// dictionaries, which Mustache reads by key) as they are.
    static func plain(_ value: Any) -> Any? {
        // Most values are text and numbers: no Mirror for those. Text, whole numbers and flags by the type's
        // identity first, as `digest` finds them (a failed cast to each of the types before costs the runtime).
        let type = ObjectIdentifier(Swift.type(of: value))
        if type == Leaf.string { return TemplateText(value as! String) }
        if type == Leaf.int { return TemplateText(String(value as! Int)) }
        if type == Leaf.bool { return value }
        switch value {
        case let text as String: return TemplateText(text)
        case is Bool: return value
        // `as` unwraps an optional number too (an `Int?` is written as its number, never "Optional(1)").
        case let number as Int: return TemplateText(String(number))
        case let number as Int64: return TemplateText(String(number))
        case let number as Double: return TemplateText(String(describing: number))
        default: break
        }
        // A record that lists its fields (`Fields`): walked by its list, each field by its static type.
        if let listed = value as? any Fields { return listed.templateValue }
        // A list as reflection gives it (its items in order), without a `Mirror` of the list.
        if let list = value as? TemplateList { return list.templateItems.compactMap { plain($0) } }
        return reflected(value)
    }

    /// `plain` by reflection alone, even for a `Fields` type (tests compare the two).
    static func reflected(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.flatMap { plain($0.value) }
        case .struct, .class:
            var fields: [String: Any] = [:]
            for child in mirror.children {
                if let label = child.label, let inner = plain(child.value) { fields[label] = inner }
            }
            return TemplateObject(fields)
        case .collection, .set:
            return mirror.children.compactMap { plain($0.value) }
        default:
            return value
        }
    }
}

extension TemplateValue {
    /// Adds to `hasher` what `plain(value)` gives, walking `value` the way `plain` does but making nothing:
    /// two equal values add the same words, and two that give different plain forms (another text, a
    /// field more or less, another order of a list) add different words; so do two lists that differ only
    /// in where a nil item is (`item`), which a page input needs. Returns false, having added nothing,
    /// where `plain` gives nil. A page's digest (`TemplateSet.page`) is made this way
    /// before any rendering, so that an unchanged page costs its view and this walk only.
    @discardableResult
    static func digest(_ value: Any, into hasher: inout StableHasher) -> Bool {
        // The types of most nodes, by identity: a failed cast costs the runtime's tables, a struct node
        // failed five of them before it was found to list its fields.
        let type = ObjectIdentifier(Swift.type(of: value))
        if type == Leaf.string { hasher.add(Tag.text); hasher.add(value as! String); return true }
        if type == Leaf.int { hasher.add(Tag.text); hasher.add(String(value as! Int)); return true }
        if type == Leaf.bool { hasher.add(Tag.flag); hasher.add(value as! Bool); return true }
        if let listed = value as? any Fields { return listed.templateDigest(into: &hasher) }
        switch value {
        case let text as String: return digest(text: text, into: &hasher)
        case let flag as Bool: hasher.add(Tag.flag); hasher.add(flag)
        case let number as Int: return digest(text: String(number), into: &hasher)
        case let number as Int64: return digest(text: String(number), into: &hasher)
        case let number as Double: return digest(text: String(describing: number), into: &hasher)
        default:
            if let list = value as? TemplateList {
                list.digestList(into: &hasher)
                return true
            }
            return reflectedDigest(value, into: &hasher)
        }
        return true
    }

    /// What `digest` adds for a text, or a number by the text the template writes.
    static func digest(text: String, into hasher: inout StableHasher) -> Bool {
        hasher.add(Tag.text)
        hasher.add(text)
        return true
    }

    /// What `digest` adds for a list of `items` (`TemplateList`), each item added by `add` (which returns
    /// false where `plain` leaves the item out, as `digest` does), or a mark where it is left out. The plain
    /// form drops a nil item, so `[nil, 5]` and `[5, nil]` render alike; a page input's list (a week's steps,
    /// `nil` for a day without data) must not digest alike, and a view's changes digest at worst once too often.
    static func digest<Items: Sequence>(list items: Items, into hasher: inout StableHasher,
                                        _ add: (Items.Element, inout StableHasher) -> Bool) {
        hasher.add(Tag.list)
        for item in items {
            if !add(item, &hasher) { hasher.add(Tag.absent) }
        }
        hasher.add(Tag.end)
    }

    /// `digest` by reflection, as `reflected` makes the plain form.
    private static func reflectedDigest(_ value: Any, into hasher: inout StableHasher) -> Bool {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first else { return false }
            return digest(wrapped.value, into: &hasher)
        case .struct, .class:
            hasher.add(Tag.object)
            for child in mirror.children { if let label = child.label { field(label, child.value, into: &hasher) } }
            hasher.add(Tag.end)
        case .collection, .set:
            digest(list: mirror.children, into: &hasher) { digest($0.value, into: &$1) }
        case .dictionary:
            // Kept as it is by `plain`; its order is the process's, so its entries are summed.
            var high: UInt64 = 0, low: UInt64 = 0
            for entry in mirror.children {
                let pair = Array(Mirror(reflecting: entry.value).children)
                var one = StableHasher()
                one.add(String(describing: pair.first?.value ?? ""))
                if pair.count == 2 { digest(pair[1].value, into: &one) }
                let sum = one.finish()
                high &+= sum.high
                low &+= sum.low
            }
            hasher.add(Tag.dictionary)
            hasher.add(Digest(high: high, low: low))
        default:
            hasher.add(Tag.other)
            hasher.add(String(reflecting: type(of: value)))
            hasher.add(String(describing: value))
        }
        return true
    }

    /// A field of an object: its name, then its value, or a mark that `plain` leaves it out.
    private static func field(_ label: String, _ child: Any?, into hasher: inout StableHasher) {
        hasher.add(label)
        if let child, digest(child, into: &hasher) { return }
        hasher.add(Tag.absent)
    }

    /// The leaf types `digest` knows by identity.
    private enum Leaf {
        static let string = ObjectIdentifier(String.self), int = ObjectIdentifier(Int.self), bool = ObjectIdentifier(Bool.self)
    }

    /// The word before each kind of node, so that no two shapes add the same words.
    fileprivate enum Tag {
        static let absent: UInt64 = 0, object: UInt64 = 1, list: UInt64 = 2, text: UInt64 = 3, flag: UInt64 = 4
        static let dictionary: UInt64 = 5, other: UInt64 = 6, end: UInt64 = 7
    }
}

/// `TemplateValue.digest` of a `Fields` record: its fields by name, each by its static type.
struct TemplateDigestFields: FieldVisitor {
    private var hasher: StableHasher

    init(hasher: StableHasher) {
        self.hasher = hasher
        self.hasher.add(TemplateValue.Tag.object)
    }

    mutating func callAsFunction<Value: FieldValue>(_ name: StaticString, _ value: Value) {
        hasher.add(bytes: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        if !value.templateDigest(into: &hasher) { hasher.add(TemplateValue.Tag.absent) }
    }

    /// The hasher with the record's end.
    mutating func finish() -> StableHasher {
        hasher.add(TemplateValue.Tag.end)
        return hasher
    }
}

/// An array of a page model: its items, as `Mirror` lists a collection's children, without a `Mirror`.
protocol TemplateList {
    var templateItems: [Any] { get }
    /// `TemplateValue.digest` of the list, each item in order, without a list of them made first.
    func digestList(into hasher: inout StableHasher)
}

extension Array: TemplateList {
    var templateItems: [Any] { map { $0 } }
    func digestList(into hasher: inout StableHasher) {
        TemplateValue.digest(list: self, into: &hasher) { TemplateValue.digest($0, into: &$1) }
    }
}

/// An object of a page model, by property name: what Mustache looks names up in.
final class TemplateObject: MustacheParent {
    var fields: [String: Any]
    init(_ fields: [String: Any]) { self.fields = fields }
    func child(named name: String) -> Any? { fields[name] }
}

/// A text or number of a page model, as Mustache writes it (escaped by the template's content type in
/// `{{…}}`, as it is in `{{{…}}}`); never null, so a section over it renders, as over a `String`.
///
/// Inside a section over a text (`{{#href}}…{{/href}}`) Mustache looks names up in the text first: it
/// answers them itself (only `text`, as reflection would) instead of Mustache reflecting it each time.
struct TemplateText: MustacheCustomRenderable, MustacheParent {
    let text: String
    init(_ text: String) { self.text = text }
    var renderText: String { text }
    var isNull: Bool { false }
    func child(named name: String) -> Any? { name == "text" ? text : nil }
}
