@testable import RenderList

/// ``PrototypeSlots/keyUses`` one question at a time, as the tests compare them: the pipeline
/// reads each key's uses together and needs none of these.
extension PrototypeSlots {
    /// The keys any binding reads, sorted.
    var keys: [String] { keyUses.map(\.key) }
    /// For each of ``keys``: ``KeyUse/slots``.
    var slotsOfKey: [[Int]?] { keyUses.map(\.slots) }
    /// For each of ``keys``: ``KeyUse/isLinkOnly``.
    var isLinkOnly: [Bool] { keyUses.map(\.isLinkOnly) }
    /// For each of ``keys``: ``KeyUse/isImageSourceOnly``.
    var isImageSourceOnly: [Bool] { keyUses.map(\.isImageSourceOnly) }
    /// For each of ``keys``: ``KeyUse/inertAttributes``.
    var inertAttributesOfKey: [InertAttributes?] { keyUses.map(\.inertAttributes) }
    /// For each of ``keys``: ``KeyUse/list``.
    var listOfKey: [ListSlot?] { keyUses.map(\.list) }
}
