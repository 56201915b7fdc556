import Foundation
import Testing
@testable import RenderList

@Suite("Heights one worker laid out in full, taken by the others")
struct SharedRowHeightsTests {
    /// Quote rows of one shape whose texts run over one to a dozen lines.
    private func rows(in folder: URL) throws -> [ListItem] {
        let json = "[" + (0..<60).map { index in
            #"{"text": "\#(String(repeating: "word\(index % 5) ", count: 1 + index * 3 % 90))"}"#
        }.joined(separator: ",") + "]"
        let path = TestSupport.write(json, to: "rows.json", in: folder)
        let (items, error) = ItemChunks.read(from: try ListSource(path: path).open())
        #expect(error == nil && items.count(where: { if case .row = $0 { true } else { false } }) == 60)
        return items
    }

    private func worker(_ folder: URL, shared: SharedRowHeights?) throws -> EstimateWorker {
        try EstimateWorker(dataPath: folder.appendingPathComponent("rows.json").path, templatePath: TestSupport.defaultTemplate,
                           width: 320, cachesHeights: true, shared: shared)
    }

    private func heights(_ outcomes: [EstimateWorker.Outcome]) -> [Double] {
        outcomes.compactMap { if case .row(_, let height) = $0 { height } else { nil } }
    }

    @Test func aSecondWorkerLaysOutOnlyTheFirstRowOfTheShape() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let items = try rows(in: folder)
        let shared = SharedRowHeights()
        let first = try worker(folder, shared: shared)
        let laidOut = heights(first.measure(items[...]))
        #expect(Set(laidOut).count > 6, "the texts run over several line counts")
        #expect(first.replayedRows < 55, "the first worker lays out a row of every line count itself")

        let second = try worker(folder, shared: shared)
        #expect(heights(second.measure(items[...])) == laidOut)
        #expect(second.replayedRows == 59, "all but the row that records the shape")

        let alone = try worker(folder, shared: nil)
        #expect(heights(alone.measure(items[...])) == laidOut)
        #expect(alone.replayedRows == first.replayedRows)
    }

    @Test func theHeightsStartOverPastTheirCapacity() {
        let shared = SharedRowHeights(capacity: 2)
        let shape = RowShape(prototype: "QuoteCell", fields: [.slotText])
        shared.learn(10, shape: shape, lines: [1])
        shared.learn(20, shape: shape, lines: [2])
        #expect(shared.height(of: shape, lines: [1]) == 10 && shared.height(of: shape, lines: [3]) == nil)
        shared.learn(30, shape: shape, lines: [3])
        #expect(shared.height(of: shape, lines: [1]) == nil && shared.height(of: shape, lines: [3]) == 30)
    }
}
