/// What layout reads of the image an `<img>` bound to a value shows (``RowShape/Field/image(_:)``),
/// kept by value: rows name the same photos again and again, and finding a file and its size
/// goes through URL checks and the file system. Bounded: past `capacity` values it starts over.
final class ShownImages {
    private let binder: Binder
    private let imageSize: ImageSizeLookup
    private let capacity: Int
    private var known: [DataValue: NaturalSize??] = [:]

    /// - Parameter imageSize: the natural size layout finds for an image by its `src`.
    init(binder: Binder, imageSize: @escaping ImageSizeLookup, capacity: Int = 4096) {
        self.binder = binder
        self.imageSize = imageSize
        self.capacity = capacity
    }

    /// The natural size of the image shown for the non-empty `value` (`.some(nil)`: none known);
    /// nil when the image leaves the cell (its URL is refused or its file is missing).
    func size(for value: DataValue) -> NaturalSize?? {
        if let found = known[value] { return found }
        if known.count >= capacity { known.removeAll(keepingCapacity: true) }
        let size = binder.keptImageSource(of: value).map { imageSize($0) }
        known[value] = size
        return size
    }
}
