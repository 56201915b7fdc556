import Foundation
import Testing
@testable import RenderList

@Suite("Feed selection")
struct FeedSelectionTests {
    private func candidate(_ index: Int, date: Date?) -> FeedSelection.Candidate {
        var fields: [String: DataValue] = ["title": .string("t\(index)")]
        if let date { fields["date"] = .date(date) }
        let row = Row(index: index, section: 0, fields: fields)
        return FeedSelection.Candidate(item: FeedItem(row: row, keys: FeedKeys(title: "title", link: nil, date: "date", summary: nil)),
                                       offset: index, anchor: "row-\(index)")
    }

    @Test func withoutDatesTheFirstRowsInDataOrder() {
        var selection = FeedSelection(byDate: false)
        for index in 0..<500 { selection.add(candidate(index, date: nil)) }
        #expect(selection.chosen.map(\.item.rowIndex) == Array(0..<50))
    }

    @Test func withDatesTheLatestNewestFirstUndatedLastTiesInDataOrder() {
        var selection = FeedSelection(byDate: true)
        // Dates rise and fall, so the latest are spread over the whole list.
        var all: [Date] = []
        for index in 0..<400 {
            let date = index % 7 == 0 ? nil : Date(timeIntervalSince1970: Double((index * 37) % 100) * 86_400)
            selection.add(candidate(index, date: date))
            if let date { all.append(date) }
        }
        let chosen = selection.chosen.map(\.item)
        #expect(chosen.count == 50)
        let dates = chosen.compactMap(\.date)
        #expect(dates.count == 50)
        #expect(dates == dates.sorted(by: >))
        #expect(dates == Array(all.sorted(by: >).prefix(50)))
        for (a, b) in zip(chosen, chosen.dropFirst()) where a.date == b.date { #expect(a.rowIndex < b.rowIndex) }
    }

    @Test func anISODateInTextCountsAndATitleFallsBackToTheRowNumber() {
        let row = Row(index: 4, section: 0, fields: ["date": .string("2024-03-01"), "text": .string("  ")])
        let item = FeedItem(row: row, keys: FeedKeys(title: "title", link: "url", date: "date", summary: "text"))
        #expect(item.title == "Row 5")
        #expect(item.date == Date(timeIntervalSince1970: 1_709_251_200))
        #expect(item.summary == nil && item.link == nil)
    }
}
