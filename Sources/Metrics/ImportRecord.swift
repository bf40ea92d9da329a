import Foundation

/// One import of a Health export (or of the demo generator).
public struct ImportRecord: Sendable, Equatable {
    public var source: String
    public var exportDate: Date?
    public var importedAt: Date
    public var recordCount: Int
    public init(source: String, exportDate: Date?, importedAt: Date, recordCount: Int) {
        self.source = source
        self.exportDate = exportDate
        self.importedAt = importedAt
        self.recordCount = recordCount
    }
}
