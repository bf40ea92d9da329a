/// A memorable moment: a dated Markdown entry.
public struct Moment: Sendable, Equatable {
    public var id: Int64
    public var day: LocalDay
    public var title: String
    public var category: String
    public var habitID: Int64?
    public var markdown: String
    public init(id: Int64, day: LocalDay, title: String, category: String, habitID: Int64? = nil, markdown: String) {
        self.id = id
        self.day = day
        self.title = title
        self.category = category
        self.habitID = habitID
        self.markdown = markdown
    }
}
