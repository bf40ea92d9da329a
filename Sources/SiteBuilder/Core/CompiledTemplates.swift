import Foundation
import Metrics
import Mustache

/// The site's templates as swift-mustache parsed them, rendered without its dynamic casts.
///
/// swift-mustache renders each `{{name}}` by casting every object it looks at to four or five protocols
/// (`MustacheCustomRepresentation`, `MustacheParent`, `MustacheTemplate`, `MustacheCustomRenderable`,
/// `MustacheLambda`, …), each cast a lookup in the Swift runtime's conformance cache; on a site of
/// thousands of pages those lookups were a large share of the build's CPU. This renderer walks the same
/// token tree (read from each parsed `MustacheTemplate` once, by reflection, so the parsing — standalone
/// lines, partial indentation — is swift-mustache's own) and recognises our own values by their type:
/// `TemplateObject`, `TemplateText`, `[Any]`, `Bool` and `String`. Anything else goes through the same
/// protocol casts swift-mustache makes, in the same order, so the output is the same.
///
/// A template set that uses what this renderer does not (transforms, inheritance blocks, dynamic partials,
/// a content type other than HTML, TEXT or ours) is not compiled: `TemplateSet` then renders with
/// swift-mustache. `CompiledTemplatesTests` renders each case with both and compares.
struct CompiledTemplates: Sendable {
    /// One token of a parsed template.
    indirect enum Node: Sendable, Equatable {
        case text([UInt8])
        case variable(Name, escaped: Bool)
        case section(Name, [Node], inverted: Bool)
        case partial(String, indentation: [UInt8]?)
        case escaper(Escaper)
    }

    /// A variable or section name as swift-mustache looks it up (`getChild`).
    enum Name: Sendable, Equatable {
        /// `.`: the current object.
        case current
        /// `.a.b`: from the current object only.
        case local([String])
        /// `a.b` (or ``, the current object): the first object up the stack that has `a`, then `b` in it.
        case stack([String])

        init(_ name: String) {
            let parts = name.split(separator: ".").map(String.init)
            if name == "." { self = .current } else if name.first == "." { self = .local(parts) } else { self = .stack(parts) }
        }
    }

    /// How `{{…}}` escapes: a template's `CONTENT_TYPE` pragma picks one; a partial starts from HTML.
    enum Escaper: Sendable, Equatable {
        case site, html, text
    }

    private let templates: [String: [Node]]

    /// The compiled form of every template, or nil when one uses something this renderer does not do.
    init?(_ parsed: [String: MustacheTemplate]) {
        var templates: [String: [Node]] = [:]
        for (name, template) in parsed {
            guard let nodes = Self.nodes(of: template) else { return nil }
            templates[name] = nodes
        }
        self.templates = templates
    }

    private init(templates: [String: [Node]]) {
        self.templates = templates
    }

    /// Templates compiled by an earlier build (`TemplateCache`).
    init(kept: [String: [Node]]) {
        templates = kept
    }

    /// Every template's nodes, by name, for `TemplateCache`.
    var kept: [String: [Node]] { templates }

    /// The UTF-8 of `value` rendered with the template `name` (as `MustacheLibrary.render` renders it); nil
    /// when there is no such template.
    func bytes(_ value: Any, with name: String) -> [UInt8]? {
        guard let nodes = templates[name] else { return nil }
        let renderer = Renderer(templates: templates)
        var stack: [Any] = [value]
        var out: [UInt8] = []
        out.reserveCapacity(16_384)
        renderer.render(nodes, stack: &stack, escaper: .html, indentation: nil, into: &out)
        return out
    }
}

// MARK: - The words written in

extension CompiledTemplates {
    /// These templates with every `{{{t.key}}}` (and `{{t.key}}`) of `words` written in as the text a render
    /// would write there, escaped by the content type in force at that place; the rest as it is.
    ///
    /// A build has one language, and every page writes the same words; looking each one up on every page
    /// was a large share of rendering. A name is looked up the context stack, and the page's own object,
    /// at the bottom, is given the words as `t` (`TemplateSet.plain`); no view has a field named `t`
    /// (`TemplateFieldsTests`), so a `t.key` always finds them, and the written text is what the look-up
    /// gives. Written into the parsed tokens, not the template's source: a text holding `{{` stays text, and
    /// each token keeps its place, so standalone lines and a partial's indentation come out the same. A key
    /// the words do not hold, `t` itself and a section over `t.key` are still looked up.
    func writingIn(_ words: TemplateObject) -> CompiledTemplates {
        CompiledTemplates(templates: templates.mapValues { Self.writingIn(words, $0, escaper: .html) })
    }

    private static func writingIn(_ words: TemplateObject, _ nodes: [Node], escaper start: Escaper) -> [Node] {
        var escaper = start
        return nodes.map { node in
            switch node {
            case .variable(.stack(let parts), let escaped) where parts.count == 2 && parts[0] == "t":
                guard let text = words.fields[parts[1]] as? String else { return node }
                var bytes: [UInt8] = []
                if escaped { Renderer.escape(text, with: escaper, into: &bytes) } else { bytes = Array(text.utf8) }
                return .text(bytes)
            case .section(let name, let inner, let inverted):
                return .section(name, writingIn(words, inner, escaper: escaper), inverted: inverted)
            case .escaper(let chosen):
                escaper = chosen
                return node
            case .text, .variable, .partial:
                return node
            }
        }
    }
}

// MARK: - Reading swift-mustache's token tree

extension CompiledTemplates {
    /// The tokens of a parsed template, read by reflection (`MustacheTemplate.tokens` is internal); nil for a
    /// token this renderer does not render, or a shape it does not recognise (another swift-mustache version).
    static func nodes(of template: MustacheTemplate) -> [Node]? {
        guard let tokens = Mirror(reflecting: template).descendant("tokens") else { return nil }
        var nodes: [Node] = []
        for token in Mirror(reflecting: tokens).children {
            guard let node = node(of: token.value) else { return nil }
            nodes.append(node)
        }
        return nodes
    }

    private static func node(of token: Any) -> Node? {
        let mirror = Mirror(reflecting: token)
        guard mirror.displayStyle == .enum, let (kind, payload) = mirror.children.first.map({ ($0.label, $0.value) }) else { return nil }
        // A text (most tokens) and a content type carry no labelled fields: no reflection of their payload.
        if kind == "text" { return (payload as? String).map { .text(Array($0.utf8)) } }
        if kind == "contentType" { return escaper(of: payload) }
        var fields: [(label: String, value: Any)] = []
        for child in Mirror(reflecting: payload).children {
            if let label = child.label, !fields.contains(where: { $0.label == label }) { fields.append((label, child.value)) }
        }
        func field(_ label: String) -> Any? { fields.first { $0.label == label }?.value }
        func plainName() -> Name? {
            guard let name = field("name") as? String, let transforms = field("transforms") as? [String], transforms.isEmpty else { return nil }
            return Name(name)
        }
        switch kind {
        case "variable":
            return plainName().map { .variable($0, escaped: true) }
        case "unescapedVariable":
            return plainName().map { .variable($0, escaped: false) }
        case "section", "invertedSection":
            guard let name = plainName(), let inner = field("template") as? MustacheTemplate, let nodes = nodes(of: inner) else { return nil }
            return .section(name, nodes, inverted: kind == "invertedSection")
        case "partial":
            // `inherits` is an optional dictionary: a value there is a `{{<parent}}` partial, not rendered here.
            guard let name = field(".0") as? String, let inherits = field("inherits"),
                  Mirror(reflecting: inherits).children.isEmpty, let indentation = field("indentation") else { return nil }
            return .partial(name, indentation: (indentation as? String).map { Array($0.utf8) })
        default:
            return nil
        }
    }

    /// The escaper a `contentType` token's payload picks; nil for a content type this renderer does not know.
    private static func escaper(of payload: Any) -> Node? {
        switch payload {
        case is TemplateSet.SiteHTML: return .escaper(.site)
        default:
            switch String(describing: type(of: payload)) {
            case "HTMLContentType": return .escaper(.html)
            case "TextContentType": return .escaper(.text)
            default: return nil
            }
        }
    }
}

// MARK: - Rendering

/// One render: the templates for partials, and the work of `MustacheTemplate.render(context:)`.
private struct Renderer {
    typealias Node = CompiledTemplates.Node
    typealias Name = CompiledTemplates.Name
    typealias Escaper = CompiledTemplates.Escaper

    let templates: [String: [Node]]

    /// Renders `nodes` with `stack` (the current object last) into `out`. As swift-mustache does inside an
    /// indented partial: a token's output that starts a new line of this call's output gets the indentation.
    func render(_ nodes: [Node], stack: inout [Any], escaper: Escaper, indentation: [UInt8]?, into out: inout [UInt8]) {
        var escaper = escaper
        let start = out.count
        let indented = indentation.map { !$0.isEmpty } ?? false
        // By index, not `for in`: without optimisation the array's iterator cost more than most nodes.
        var index = 0
        while index < nodes.count {
            let before = out.count
            render(nodes[index], stack: &stack, escaper: &escaper, indentation: indentation, into: &out)
            index += 1
            // swift-mustache's `string.last == "\n"`: "\r\n" is one Character, not "\n".
            if indented, out.count > before, before > start, out[before - 1] == 0x0A,
               !(before - 2 >= start && out[before - 2] == 0x0D) {
                out.insert(contentsOf: indentation!, at: before)
            }
        }
    }

    private func render(_ node: Node, stack: inout [Any], escaper: inout Escaper, indentation: [UInt8]?,
                                 into out: inout [UInt8]) {
        switch node {
        case .text(let bytes):
            out.append(contentsOf: bytes)
        case .variable(let name, let escaped):
            guard let child = Self.child(name, in: stack) else { return }
            let text = Self.text(of: child)
            if escaped { Self.escape(text, with: escaper, into: &out) } else { out.append(contentsOf: text.utf8) }
        case .section(let name, let nodes, let inverted):
            let child = Self.child(name, in: stack)
            if inverted {
                renderInverted(child, nodes, stack: &stack, escaper: escaper, indentation: indentation, into: &out)
            } else {
                renderSection(child, nodes, stack: &stack, escaper: escaper, indentation: indentation, into: &out)
            }
        case .partial(let name, let indented):
            guard let nodes = templates[name] else { return }
            let inner = indented.map { (indentation ?? []) + $0 } ?? indentation
            render(nodes, stack: &stack, escaper: .html, indentation: inner, into: &out)
        case .escaper(let chosen):
            escaper = chosen
        }
    }

    /// `MustacheTemplate.renderSection`: a list renders once per item, a Boolean decides, a null renderable
    /// renders nothing, any other value renders with it as the current object.
    private func renderSection(_ child: Any?, _ nodes: [Node], stack: inout [Any], escaper: Escaper,
                                        indentation: [UInt8]?, into out: inout [UInt8]) {
        guard let child else { return }
        if let items = Self.items(of: child) {
            for item in items { withPushed(item, nodes, stack: &stack, escaper: escaper, indentation: indentation, into: &out) }
        } else if let flag = child as? Bool {
            if flag { render(nodes, stack: &stack, escaper: escaper, indentation: indentation, into: &out) }
        } else if !Self.isNull(child) {
            withPushed(child, nodes, stack: &stack, escaper: escaper, indentation: indentation, into: &out)
        }
    }

    /// `MustacheTemplate.renderInvertedSection`: renders for a missing value, false, a null renderable or an
    /// empty list (with the list as the current object, as swift-mustache does).
    private func renderInverted(_ child: Any?, _ nodes: [Node], stack: inout [Any], escaper: Escaper,
                                         indentation: [UInt8]?, into out: inout [UInt8]) {
        guard let child else { return render(nodes, stack: &stack, escaper: escaper, indentation: indentation, into: &out) }
        if let items = Self.items(of: child) {
            if items.isEmpty { withPushed(child, nodes, stack: &stack, escaper: escaper, indentation: indentation, into: &out) }
        } else if let flag = child as? Bool {
            if !flag { render(nodes, stack: &stack, escaper: escaper, indentation: indentation, into: &out) }
        } else if Self.isNull(child) {
            render(nodes, stack: &stack, escaper: escaper, indentation: indentation, into: &out)
        }
    }

    private func withPushed(_ object: Any, _ nodes: [Node], stack: inout [Any], escaper: Escaper,
                                     indentation: [UInt8]?, into out: inout [UInt8]) {
        stack.append(object)
        render(nodes, stack: &stack, escaper: escaper, indentation: indentation, into: &out)
        stack.removeLast()
    }

    // MARK: Values

    /// `getChild`: the value a name stands for, looked up the stack as swift-mustache does.
    static func child(_ name: Name, in stack: [Any]) -> Any? {
        let found: Any?
        switch name {
        case .current:
            found = stack.last
        case .local(let parts):
            found = descend(parts, after: 0, from: stack.last!)
        case .stack(let parts):
            guard !parts.isEmpty else { found = stack.last; break }
            // Index loops, not `reversed()` and `dropFirst()`: every name of every page comes here, and a
            // build without optimisation spent more on those generic wrappers than on the look-up.
            var result: Any?
            var level = stack.count - 1
            while level >= 0 {
                if let inner = immediateChild(parts[0], of: stack[level]) {
                    result = descend(parts, after: 1, from: inner)
                    break
                }
                level -= 1
            }
            found = result
        }
        guard let found else { return nil }
        if isOurs(found) { return found }
        if let custom = found as? MustacheCustomRepresentation { return custom.representation }
        return found
    }

    /// The value `parts[start...]` name inside `object`.
    private static func descend(_ parts: [String], after start: Int, from object: Any) -> Any? {
        var object = object, index = start
        while index < parts.count {
            guard let inner = immediateChild(parts[index], of: object) else { return nil }
            object = inner
            index += 1
        }
        return object
    }

    /// `_getImmediateChild`: a field of our objects by name; anything else as swift-mustache reads it.
    private static func immediateChild(_ name: String, of object: Any) -> Any? {
        let type = ObjectIdentifier(Swift.type(of: object))
        // `as!` to a class or struct type compares the type; only a cast to a protocol asks the runtime's tables.
        if type == templateObject { return (object as! TemplateObject).fields[name] }
        if type == templateText { return name == "text" ? (object as! TemplateText).text : nil }
        let represented: Any? = (object as? MustacheCustomRepresentation).map { $0.representation } ?? object
        if let parent = represented as? MustacheParent { return parent.child(named: name) }
        guard let represented, let matched = Mirror(reflecting: represented).children.first(where: { $0.label == name }) else { return nil }
        let wrapped = Mirror(reflecting: matched.value)
        guard wrapped.displayStyle == .optional else { return matched.value }
        return wrapped.children.first?.value
    }

    /// What `{{name}}` writes before escaping.
    private static func text(of value: Any) -> String {
        let type = ObjectIdentifier(Swift.type(of: value))
        if type == templateText { return (value as! TemplateText).text }
        if type == string { return value as! String }
        if type == bool { return (value as! Bool) ? "true" : "false" }
        if let renderable = value as? MustacheCustomRenderable { return renderable.renderText }
        if let optional = value as? OptionalValue { return String(describing: optional.wrapped ?? value) }
        return String(describing: value)
    }

    /// The items of a list (swift-mustache's `MustacheSequence`: arrays, sets, reversed collections).
    private static func items(of value: Any) -> [Any]? {
        if ObjectIdentifier(Swift.type(of: value)) == anyArray { return (value as! [Any]) }
        if isOurs(value) { return nil }
        guard let sequence = value as? any MustacheSequence else { return nil }
        return anyItems(sequence)
    }

    private static func anyItems<S: Sequence>(_ sequence: S) -> [Any] { sequence.map { $0 as Any } }

    private static func isNull(_ value: Any) -> Bool {
        if isOurs(value) { return false }
        return (value as? MustacheCustomRenderable)?.isNull == true
    }

    /// Our own value types (and the lists `plain` makes), which conform to none of the protocols swift-mustache
    /// casts to but the ones this renderer answers for them (`TemplateText` is a renderable that is never null).
    private static func isOurs(_ value: Any) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: value))
        return type == templateObject || type == templateText || type == string || type == bool || type == anyArray
    }

    private static let templateObject = ObjectIdentifier(TemplateObject.self)
    private static let templateText = ObjectIdentifier(TemplateText.self)
    private static let string = ObjectIdentifier(String.self)
    private static let bool = ObjectIdentifier(Bool.self)
    private static let anyArray = ObjectIdentifier([Any].self)

    /// Appends `text` escaped as the current content type says.
    static func escape(_ text: String, with escaper: Escaper, into out: inout [UInt8]) {
        switch escaper {
        case .site: out.append(contentsOf: HTMLText.escape(text).utf8)
        case .text: out.append(contentsOf: text.utf8)
        case .html:
            // swift-mustache's `htmlEscape`: by Character, so a "<" joined to a combining mark is kept.
            for character in text {
                switch character {
                case "<": out.append(contentsOf: "&lt;".utf8)
                case ">": out.append(contentsOf: "&gt;".utf8)
                case "&": out.append(contentsOf: "&amp;".utf8)
                case "\"": out.append(contentsOf: "&quot;".utf8)
                case "'": out.append(contentsOf: "&#39;".utf8)
                default: out.append(contentsOf: String(character).utf8)
                }
            }
        }
    }
}

/// An optional in an `Any` (swift-mustache's internal `AnyOptional`): written as its value when it has one.
private protocol OptionalValue {
    var wrapped: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrapped: Any? { self }
}
