import Foundation
import Mustache

/// The site's Mustache templates, loaded from `Templates/`, and the shared layout.
///
/// Every page renders its own template into `body`, then `layout` wraps it. Mustache
/// escapes `{{value}}` as HTML; only SVG from `Charts` and HTML from `Markdown` use `{{{…}}}`.
public struct TemplateSet: Sendable {
    private let library: MustacheLibrary
    public let names: [String]

    /// Loads every `*.mustache` file under `folder`; a template with a syntax error fails with its file and line.
    public init(folder: String, io: FileIO) throws(BuildError) {
        var library = MustacheLibrary()
        var names: [String] = []
        let files: [String]
        do { files = try io.listFiles(folder).filter { $0.hasSuffix(".mustache") } } catch {
            throw BuildError(phase: .templates, message: "cannot read the templates folder \(folder): \(describe(error))")
        }
        for file in files {
            let name = String(file.dropLast(".mustache".count))
            library.register(try Self.parse(folder + "/" + file, io: io), named: name)
            names.append(name)
        }
        self.library = library
        self.names = names
    }

    private static func parse(_ path: String, io: FileIO) throws(BuildError) -> MustacheTemplate {
        do {
            return try MustacheTemplate(string: String(decoding: try io.read(path), as: UTF8.self))
        } catch let error as MustacheTemplate.ParserError {
            throw BuildError(phase: .templates, message: "\(path):\(error.context.lineNumber):\(error.context.columnNumber): "
                + "template syntax error: \(error.error)")
        } catch {
            throw BuildError(phase: .templates, message: "cannot read \(path): \(describe(error))")
        }
    }

    /// Renders `context` with the template `name`; a missing template is a build error naming it.
    public func render(_ context: Any, with name: String) throws(BuildError) -> String {
        guard let text = library.render(TemplateValue.plain(context) ?? [String: Any](), withTemplate: name) else {
            throw BuildError(phase: .templates, message: "missing template Templates/\(name).mustache")
        }
        return text
    }
}
