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

    private let library: MustacheLibrary
    public let names: [String]
    /// `sitegen serve`'s values (its CSRF token), given to every template as `serve`; `nil` in a
    /// static build, so `{{#serve}}…{{/serve}}` sections (the logging forms) render nothing there.
    public var serve: [String: String]?

    /// Loads every `*.mustache` file under `folder` (a missing folder holds none), and every template of
    /// `builtIn` (name → text) that no file there overrides; a template with a syntax error fails with its
    /// file and line.
    public init(folder: String, io: FileIO, builtIn: [String: Data] = [:]) throws(BuildError) {
        var library = MustacheLibrary()
        var names: [String] = []
        var files: [String] = []
        if io.exists(folder) {
            do { files = try io.listFiles(folder).filter { $0.hasSuffix(".mustache") } } catch {
                throw BuildError(phase: .templates, message: "cannot read the templates folder \(folder): \(describe(error))")
            }
        }
        for file in files {
            let name = String(file.dropLast(".mustache".count))
            library.register(try Self.parse(folder + "/" + file, io: io), named: name)
            names.append(name)
        }
        for (name, text) in builtIn.sorted(by: { $0.key < $1.key }) where !names.contains(name) {
            library.register(try Self.parse(text, path: "built-in Templates/\(name).mustache"), named: name)
            names.append(name)
        }
        self.library = library
        self.names = names
    }

    /// Parses one template file with `pragma` in front.
    static func parse(_ path: String, io: FileIO) throws(BuildError) -> MustacheTemplate {
        let text: Data
        do { text = try io.read(path) } catch {
            throw BuildError(phase: .templates, message: "cannot read \(path): \(describe(error))")
        }
        return try parse(text, path: path)
    }

    /// Parses one template's text with `pragma` in front; a syntax error names the file's own line (one less).
    static func parse(_ text: Data, path: String) throws(BuildError) -> MustacheTemplate {
        _ = registered
        do {
            return try MustacheTemplate(string: pragma + String(decoding: text, as: UTF8.self))
        } catch let error as MustacheTemplate.ParserError {
            let line = max(1, error.context.lineNumber - 1)
            throw BuildError(phase: .templates, message: "\(path):\(line):\(error.context.columnNumber): "
                + "template syntax error: \(error.error)")
        } catch {
            throw BuildError(phase: .templates, message: "cannot read \(path): \(describe(error))")
        }
    }

    /// Renders `context` with the template `name`; a missing template is a build error naming it.
    public func render(_ context: Any, with name: String) throws(BuildError) -> String {
        var value = TemplateValue.plain(context) ?? [String: Any]()
        if let serve, var dictionary = value as? [String: Any] {
            dictionary["serve"] = serve
            value = dictionary
        }
        guard let text = library.render(value, withTemplate: name) else {
            throw BuildError(phase: .templates, message: "missing template Templates/\(name).mustache")
        }
        return text
    }
}

/// Turns a page model into dictionaries and arrays before Mustache renders it.
///
/// swift-mustache looks every name up with a new `Mirror` of each object on the context stack;
/// on a two-year site that was most of the build time. Reflecting each model once, into
/// `[String: Any]` (which Mustache reads by key), gives the same output much faster.
enum TemplateValue {
    /// `value` with every struct or class as `[String: Any]` (nil properties left out), every
    /// collection as `[Any]`, optionals unwrapped, and everything else as it is.
    static func plain(_ value: Any) -> Any? {
        // Most values are text and numbers: no Mirror for those.
        switch value {
        case is String, is Int, is Bool, is Double, is Int64: return value
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.flatMap { plain($0.value) }
        case .struct, .class:
            var dictionary: [String: Any] = [:]
            for child in mirror.children {
                if let label = child.label, let inner = plain(child.value) { dictionary[label] = inner }
            }
            return dictionary
        case .collection, .set:
            return mirror.children.compactMap { plain($0.value) }
        default:
            return value
        }
    }
}
