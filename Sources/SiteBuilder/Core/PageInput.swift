import Metrics
import Workspace

/// A page view made from one value alone, its `Input`: everything the page shows comes from the
/// input (and the program, which every digest includes), because `init` is given nothing else.
/// A build digests the input instead of the view (`TemplateSet.page(…input:…)`): for the thousands of
/// day pages a new day leaves unchanged, gathering and digesting the input costs a fraction of making
/// the view and walking it (the next day's build).
///
/// What makes this safe is the signature: `init(_:)` sees no model, so whatever the view reads must be
/// in the input, and every stored property of an input is digested (`PageInputTests` compares each
/// input type's listed fields with reflection's). A value that lives for a whole build and is shared by
/// many inputs goes in as `Shared`, digested once.
protocol InputPage {
    associatedtype Input: FieldValue
    init(_ input: Input)
}

/// Digests a page input. Each value adds words that say what it is, so two different values of one
/// input type never add the same words: an optional adds whether it is there, a list its count.
struct InputDigest: FieldVisitor {
    var hasher: StableHasher
    /// The names the outermost value listed (`PageInputTests` compares them with reflection's); `nil` in a build.
    private(set) var names: [String]?
    private var depth = 0

    init(hasher: StableHasher = StableHasher(), recordingNames: Bool = false) {
        self.hasher = hasher
        names = recordingNames ? [] : nil
    }

    /// Each habit's digest, when the input gave them (`ReportPage.Input`): a habit is on a card of every
    /// report page, about twenty cards a page.
    var habits: HabitDigests?

    /// A stored property of the value being digested.
    mutating func field<Value: FieldValue>(_ name: StaticString, _ value: Value) {
        if depth == 0 { names?.append(name.description) }
        depth += 1
        value.digest(into: &self)
        depth -= 1
    }

    mutating func callAsFunction<Value: FieldValue>(_ name: StaticString, _ value: Value) { field(name, value) }

    /// `fields` with `habits` for the habits they digest (`Habit.digest(into:)`).
    mutating func using(_ habits: HabitDigests, _ fields: (inout InputDigest) -> Void) {
        let outer = self.habits
        self.habits = habits
        fields(&self)
        self.habits = outer
    }

    /// A value digested on its own by `fields` (which lists its stored properties as `digest(into:)`
    /// does), added as that digest: two words whatever the value, so a digest made once can stand for it.
    mutating func apart(_ fields: (inout InputDigest) -> Void) {
        var own = InputDigest(recordingNames: depth == 0 && names != nil)
        fields(&own)
        if depth == 0, let listed = own.names { names?.append(contentsOf: listed) }
        hasher.add(own.hasher.finish())
    }
}

/// A value many page inputs share (a Habits page's stylesheet, every page's frame settings), digested
/// once when it is wrapped, by the walk that digests views (`TemplateValue.digest`): an input holding
/// it adds that digest, not another walk.
struct Shared<Value: Sendable>: FieldValue, Sendable {
    let value: Value
    let digest: Digest

    init(_ value: Value) {
        var hasher = StableHasher()
        TemplateValue.digest(value, into: &hasher)
        self.value = value
        self.digest = hasher.finish()
    }

    func digest(into digest: inout InputDigest) { digest.hasher.add(self.digest) }
}

/// A value many page inputs share, digested once by its own listing (`Fields`), not by the walk that
/// `Shared` takes: an input holding it adds that digest. For a value the walk would not digest alike in
/// every process (a `Set` inside an enum's case is described in the process's hashing order).
struct Digested<Value: FieldValue & Sendable>: FieldValue, Sendable {
    let value: Value
    let digest: Digest

    init(_ value: Value) {
        var digest = InputDigest()
        value.digest(into: &digest)
        self.value = value
        self.digest = digest.hasher.finish()
    }

    func digest(into digest: inout InputDigest) { digest.hasher.add(self.digest) }
}
