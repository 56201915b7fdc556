import RenderList

/// libFuzzer target for the property list readers (XML and binary): the input is a data file.
/// Inputs detected as JSON are read too, but returned as -1 so that libFuzzer keeps them out of
/// this target's corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func plistFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let path = FuzzInput.write(data, size, name: "input.plist")
    var outcome = DataDrain.Outcome.refused(format: nil)
    SmallStack.run { outcome = DataDrain.run(path) }
    switch outcome {
    case .read(.json), .refused(.json): return -1
    default: return 0
    }
}
