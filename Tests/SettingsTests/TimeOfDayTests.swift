import Testing
@testable import Settings

@Suite("Times of day written HH:MM")
struct TimeOfDayTests {
    @Test("valid times parse and print back", arguments: ["00:00", "07:30", "18:00", "23:59"])
    func valid(text: String) throws {
        #expect(try #require(TimeOfDay(text)).description == text)
    }

    @Test("other text is refused", arguments: ["24:00", "12:60", "6:30", "18:00:00", "18-00", "", "１８:００", "+1:00"])
    func invalid(text: String) {
        #expect(TimeOfDay(text) == nil)
    }
}
