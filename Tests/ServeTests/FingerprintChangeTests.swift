import Foundation
import Metrics
import SiteBuilder
import Testing
@testable import Serve

/// What the watcher's two looks say changed, and when a form's write narrows the store's change to
/// the parts of the history it wrote.
@Suite("serve: what changed between two looks")
struct FingerprintChangeTests {
    static let store = "/site/history.sqlite"

    func look(store: Int64, template: Int64 = 1, css: Int64 = 1, toml: Int64 = 1) -> Fingerprint {
        var print = Fingerprint()
        for (path, value, input) in [(Self.store, store, Fingerprint.Input.store), ("/site/Templates/day.mustache", template, .templates),
                                     ("/site/Public/css/site.css", css, .publicFiles), ("/site/site.toml", toml, .settings)] {
            print.entries[path] = [value]
            print.inputs[path] = input
        }
        return print
    }

    func write(_ from: Int64, _ to: Int64, _ parts: Set<History.Part>, checkInsOf: Set<Int64>? = nil) -> StoreWrite {
        StoreWrite(before: [Self.store: [from]], after: [Self.store: [to]], parts: parts, checkInsOf: checkInsOf)
    }

    @Test("the first look builds everything; the same look builds nothing")
    func firstAndSame() {
        #expect(look(store: 1).change(since: nil, writes: []) == .all)
        #expect(look(store: 1).change(since: look(store: 1), writes: []) == LiveBuild.Change())
    }

    @Test("a template, a Public file, site.toml: each says its own kind")
    func kinds() {
        #expect(look(store: 1, template: 2).change(since: look(store: 1), writes: []) == LiveBuild.Change(templates: true))
        #expect(look(store: 1, css: 2).change(since: look(store: 1), writes: []) == LiveBuild.Change(publicFiles: true))
        #expect(look(store: 1, toml: 2).change(since: look(store: 1), writes: []).everything)
    }

    @Test("forms' writes that chain from the last look to this one read only their parts")
    func chainedWrites() {
        let change = look(store: 3).change(since: look(store: 1), writes: [write(1, 2, [.habits]), write(2, 3, [.gym])])
        #expect(change == LiveBuild.Change(store: [.habits, .gym]))
    }

    @Test("check-ins alone narrow the habits part to their habits; any other write to the habit tables reads them whole")
    func checkInsOnly() {
        let checkIns = look(store: 3).change(since: look(store: 1), writes: [write(1, 2, [.habits, .moments], checkInsOf: [4]),
                                                                             write(2, 3, [.habits, .moments], checkInsOf: [7])])
        #expect(checkIns == LiveBuild.Change(store: [.habits, .moments], checkInsOf: [4, 7]))
        let withGym = look(store: 3).change(since: look(store: 1), writes: [write(1, 2, [.habits], checkInsOf: [4]), write(2, 3, [.gym])])
        #expect(withGym == LiveBuild.Change(store: [.habits, .gym], checkInsOf: [4]))
        let withMore = look(store: 3).change(since: look(store: 1), writes: [write(1, 2, [.habits], checkInsOf: [4]), write(2, 3, [.habits])])
        #expect(withMore == LiveBuild.Change(store: [.habits]))
        #expect(withMore.checkInsOf == nil)
        let foreign = look(store: 4).change(since: look(store: 1), writes: [write(1, 2, [.habits], checkInsOf: [4])])
        #expect(foreign == LiveBuild.Change(store: Set(History.Part.allCases)))
        #expect(foreign.checkInsOf == nil)
        // A change without the habits part has nothing to narrow; merging keeps the narrowing of the side that has it.
        #expect(LiveBuild.Change(store: [.gym], checkInsOf: [4]).checkInsOf == nil)
        #expect(LiveBuild.Change(store: [.gym]).merging(LiveBuild.Change(store: [.habits], checkInsOf: [4])).checkInsOf == [4])
        #expect(LiveBuild.Change(store: [.habits]).merging(LiveBuild.Change(store: [.habits], checkInsOf: [4])).checkInsOf == nil)
    }

    @Test("a write by someone else (a CLI command) before, between or after the forms' reads the whole history")
    func foreignWrites() {
        let all = LiveBuild.Change(store: Set(History.Part.allCases))
        #expect(look(store: 2).change(since: look(store: 1), writes: []) == all)
        #expect(look(store: 4).change(since: look(store: 1), writes: [write(1, 2, [.habits])]) == all, "after")
        #expect(look(store: 3).change(since: look(store: 1), writes: [write(2, 3, [.habits])]) == all, "before")
        #expect(look(store: 4).change(since: look(store: 1), writes: [write(1, 2, [.habits]), write(3, 4, [.gym])]) == all, "between")
    }

    @Test("SQLite's change counter tells two commits apart that size and time cannot")
    func changeCounter() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("counter-\(UUID().uuidString).sqlite").path
        var header = [UInt8](repeating: 0, count: 100)
        header[24...27] = [0, 0, 1, 2]
        try Data(header).write(to: URL(fileURLWithPath: path))
        #expect(SiteWatcher.changeCounter(path) == 258)
        header[27] = 3
        try Data(header).write(to: URL(fileURLWithPath: path))
        #expect(SiteWatcher.changeCounter(path) == 259)
        #expect(SiteWatcher.changeCounter(path + "-missing") == -1)
    }
}
