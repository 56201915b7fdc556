import RenderList

/// libFuzzer target for the JSON reader: the input is a data file. Inputs detected as a
/// property list are read too, but returned as -1 so that libFuzzer keeps them out of this
/// target's corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func jsonFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let path = FuzzInput.write(data, size, name: "input.json")
    var outcome = DataDrain.Outcome.refused(format: nil)
    SmallStack.run { outcome = DataDrain.run(path) }
    switch outcome {
    case .read(.json), .refused(.json), .refused(nil): return 0
    default: return -1
    }
}
