import Foundation
import Testing

/// The target graph three ways: what Package.swift declares, what ARCHITECTURE.md says, and what the
/// sources import. They must agree, so the document cannot drift and no target reaches past its layer.
@Suite("The architecture: Package.swift, ARCHITECTURE.md and the imports agree")
struct ArchitectureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Each target of Package.swift (test targets aside) → the targets of this package it depends on.
    static func declared() throws -> [String: Set<String>] {
        let whole = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
        // The libFuzzer targets (added only when SITEGEN_FUZZ is set) are not part of the graph.
        let text = String(whole[..<(whole.range(of: "if Context.environment")?.lowerBound ?? whole.endIndex)])
        let starts = try Regex(#"\.(target|executableTarget|systemLibrary|testTarget)\(\s*name: "([A-Za-z-]+)""#)
        let matches = text.matches(of: starts)
        var names: [String] = [], kinds: [String] = [], bodies: [Substring] = []
        for (index, match) in matches.enumerated() {
            let end = index + 1 < matches.count ? matches[index + 1].range.lowerBound : text.endIndex
            names.append(String(match.output[2].substring!))
            kinds.append(String(match.output[1].substring!))
            bodies.append(text[match.range.upperBound..<end])
        }
        let local = Set(zip(names, kinds).filter { $0.1 != "testTarget" }.map(\.0))
        let product = try Regex(#"\.product\([^)]*\)"#)
        let quoted = try Regex(#""([A-Za-z-]+)""#)
        var graph: [String: Set<String>] = [:]
        for (index, name) in names.enumerated() where kinds[index] != "testTarget" {
            let body = bodies[index].replacing(product, with: "")
            graph[name] = Set(body.matches(of: quoted).map { String($0.output[1].substring!) }.filter(local.contains))
        }
        return graph
    }

    /// The "depends on" column of ARCHITECTURE.md's target table, local targets only (parenthetical
    /// remarks and a "never …" clause are not dependencies).
    static func documented(targets: Set<String>) throws -> [String: Set<String>] {
        let text = try String(contentsOfFile: root + "/ARCHITECTURE.md", encoding: .utf8)
        let row = try Regex(#"^\| `([A-Za-z-]+)` \| .* \|([^|]*)\|$"#)
        let aside = try Regex(#"\([^)]*\)|never .*"#)
        var graph: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") {
            guard let match = String(line).wholeMatch(of: row), let name = match.output[1].substring,
                  targets.contains(String(name)) else { continue }
            let column = String(match.output[2].substring!).replacing(aside, with: "")
            let words = column.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" }).map(String.init)
            graph[String(name)] = Set(words.filter(targets.contains))
        }
        return graph
    }

    @Test("every target's dependencies in Package.swift are the ones ARCHITECTURE.md lists")
    func documentMatchesPackage() throws {
        let declared = try Self.declared()
        #expect(declared["Importers"] != nil && declared["SiteBuilder"] != nil, "Package.swift was not read")
        let documented = try Self.documented(targets: Set(declared.keys))
        for (target, dependencies) in declared.sorted(by: { $0.key < $1.key })
        where !["sitegen", "health-export-generator"].contains(target) {
            #expect(documented[target] == dependencies, "\(target): Package.swift \(dependencies.sorted()), ARCHITECTURE.md \(documented[target]?.sorted() ?? [])")
        }
    }

    @Test("a target imports only targets it declares, and Importers never the build")
    func importsAreDeclared() throws {
        let declared = try Self.declared()
        let importLine = try Regex(#"^(?:@\w+ )*import ([A-Za-z]+)"#)
        for (target, dependencies) in declared {
            let folder = Self.root + "/Sources/" + target
            guard let files = FileManager.default.enumerator(atPath: folder)?.compactMap({ $0 as? String }) else { continue }
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                for line in text.split(separator: "\n") {
                    guard let module = String(line).firstMatch(of: importLine)?.output[1].substring.map(String.init),
                          declared[module] != nil else { continue }
                    #expect(dependencies.contains(module), "\(target)/\(file) imports \(module), which Package.swift does not give it")
                }
            }
        }
        #expect(declared["Importers"]?.contains("SiteBuilder") == false)
    }
}
