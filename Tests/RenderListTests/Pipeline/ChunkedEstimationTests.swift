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

    private func estimate(_ json: String, threads: Int) -> (heights: [Double], indices: [Int], error: (any Error)?) {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = TestSupport.write(json, to: "rows.json", in: folder)
        var estimator = HeightEstimator(dataPath: data, templatePath: TestSupport.defaultTemplate, width: 320)
        estimator.threads = threads
        var heights: [Double] = [], indices: [Int] = []
        do {
            _ = try estimator.estimate { index, height in
                indices.append(index)
                heights.append(height)
            }
            return (heights, indices, nil)
        } catch {
            return (heights, indices, error)
        }
    }

    @Test(arguments: [2, 3, 5])
    func manyChunksComeBackInOrderWithTheOneThreadHeights(threads: Int) {
        let json = "[" + rows(3 * ChunkedEstimation.chunkSize + 17) + "]"
        let single = estimate(json, threads: 1)
        let several = estimate(json, threads: threads)
        #expect(single.error == nil && several.error == nil)
        #expect(several.indices == Array(0..<(3 * ChunkedEstimation.chunkSize + 17)))
        #expect(several.heights == single.heights && Set(single.heights).count > 4)
    }

    /// A data error after whole chunks, and inside one: the rows before it are
    /// reported, then the error, as on one thread.
    @Test(arguments: [2 * ChunkedEstimation.chunkSize, 2 * ChunkedEstimation.chunkSize + 100])
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
        let json = "[" + rows(ChunkedEstimation.chunkSize + 3) + "," + bad + "," + rows(20 * ChunkedEstimation.chunkSize) + "]"
        let outcome = estimate(json, threads: 2)
        #expect(outcome.indices == Array(0..<(ChunkedEstimation.chunkSize + 3)))
        #expect(outcome.error is BindingError)
    }
}
