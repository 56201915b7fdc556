import Foundation
import Testing
@testable import RenderList

@Suite("Estimation on several threads: chunks read in turn, measured at once, reported in data order")
struct ChunkedEstimationTests {
    /// `count` quote rows whose texts differ in length, so that chunks take different times.
    private func rows(_ count: Int) -> String {
        (0..<count).map { index in
            #"{"text": "\#(String(repeating: "word\(index % 7) ", count: 1 + index % 40))", "personName": "N\#(index)"}"#
        }.joined(separator: ",\n")
    }

    private func estimate(_ json: String, threads: Int, onRow: (Int) -> Void = { _ in })
        -> (heights: [Double], indices: [Int], error: (any Error)?) {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = TestSupport.write(json, to: "rows.json", in: folder)
        var estimator = HeightEstimator(dataPath: data, templatePath: TestSupport.defaultTemplate, width: 320)
        estimator.threads = threads
        var heights: [Double] = [], indices: [Int] = []
        do {
            _ = try estimator.estimate { index, height in
                onRow(index)
                indices.append(index)
                heights.append(height)
            }
            return (heights, indices, nil)
        } catch {
            return (heights, indices, error)
        }
    }

    @Test func theColumnIsMeasuredAsThePagesPinIt() throws {
        // In LayoutUnits, rounded: the pages' CSS pins a `--width` of 229.2 at 229.203125 px,
        // and rows are laid out at that width (the eighteenth outside tester's line that fit to
        // the last 1/64 px took a line more at 229.2).
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = TestSupport.write(#"[{"text": "a"}]"#, to: "rows.json", in: folder)
        let summary = try HeightEstimator(dataPath: data, templatePath: TestSupport.defaultTemplate, width: 229.2)
            .estimate { _, _ in }
        #expect(summary.columnWidth == 229.203125)
    }

    @Test(arguments: [2, 3, 5])
    func manyChunksComeBackInOrderWithTheOneThreadHeights(threads: Int) {
        let json = "[" + rows(3 * ItemChunks.size + 17) + "]"
        let single = estimate(json, threads: 1)
        let several = estimate(json, threads: threads)
        #expect(single.error == nil && several.error == nil)
        #expect(several.indices == Array(0..<(3 * ItemChunks.size + 17)))
        #expect(several.heights == single.heights && Set(single.heights).count > 4)
    }

    /// The calling thread measures chunks too and reports between them: when it is slow to
    /// report, the other workers wait at the limit ahead of the reports, and nothing is lost.
    @Test(.timeLimit(.minutes(2))) func aSlowReporterHoldsTheOtherWorkersBackAndLosesNothing() {
        let count = 40 * ItemChunks.size + 5
        let json = "[" + rows(count) + "]"
        let single = estimate(json, threads: 1)
        let several = estimate(json, threads: 3) { index in
            if index % ItemChunks.size == 0, index < 8 * ItemChunks.size { Thread.sleep(forTimeInterval: 0.05) }
        }
        #expect(single.error == nil && several.error == nil)
        #expect(several.indices == Array(0..<count))
        #expect(several.heights == single.heights)
    }

    /// A data error after whole chunks, and inside one: the rows before it are
    /// reported, then the error, as on one thread.
    @Test(arguments: [2 * ItemChunks.size, 2 * ItemChunks.size + 100])
    func aDataErrorComesAfterTheRowsBeforeIt(validRows: Int) {
        let json = "[" + rows(validRows) + #", {"text": "broken" "# + "," + rows(50) + "]"
        let single = estimate(json, threads: 1)
        let several = estimate(json, threads: 2)
        #expect(single.indices == Array(0..<validRows), "\(single.indices.count) rows")
        #expect(several.indices == single.indices, "\(several.indices.count) rows")
        #expect(single.error is DataError && several.error is DataError)
    }

    /// A row that fails to bind stops the estimate there, and the workers stop with it.
    @Test func aBindingErrorStopsTheWorkers() {
        let bad = #"{"cell": "NoSuchCell", "text": "x"}"#
        let json = "[" + rows(ItemChunks.size + 3) + "," + bad + "," + rows(20 * ItemChunks.size) + "]"
        let outcome = estimate(json, threads: 2)
        #expect(outcome.indices == Array(0..<(ItemChunks.size + 3)))
        #expect(outcome.error is BindingError)
    }
}
