/// A row as its cell's layout sees it, but for the text in the cell's text slots: the prototype,
/// and for every key the prototype's bindings read, the value, or only that it fills its slots.
/// Rows of one shape get cells alike in everything but the text of their slots.
struct RowShape: Hashable {
    /// What a key holds, as far as layout can tell.
    enum Field: Hashable {
        case absent
        /// Text, a number, a truth value or a date that fills the key's slots as its text
        /// (which text does not matter to the shape).
        case slotText
        /// A URL that `rl:link` publishes (which one does not matter to the shape).
        case publishedLink
        /// A list of this many texts, one per item, that fills the key's list slot (which
        /// texts does not matter to the shape).
        case slotList(Int)
        /// An image that `<img>` elements show, with this natural size (nil: none known). Which
        /// file it is does not matter to the shape: layout reads only its size.
        case image(NaturalSize?)
        /// A value set only as attributes that layout does not read (which one does not matter
        /// to the shape): ``PrototypeSlots/KeyUse/inertAttributes``; a link among them is kept.
        case inertAttributes
        case value(DataValue)
    }

    /// What a row's shape needs of its values beyond the data: the text of slots, and the
    /// image a key names (``PrototypeSlots/KeyUse/isImageSourceOnly``).
    struct Reading {
        let formatter: ValueFormatter
        /// Whether the stylesheet's selectors test `href` (then a link's URL is part of the shape).
        let linksMatter: Bool
        /// The images `<img>` elements bound to values show; nil when the stylesheet's
        /// selectors test `src` (then the image's URL is part of the shape).
        let shownImages: ShownImages?
    }

    let prototype: String
    let fields: [Field]

    /// The shape of rows of `prototype` whose keys hold `fields`, in the order of its keys.
    init(prototype: String, fields: [Field]) {
        self.prototype = prototype
        self.fields = fields
    }

    /// The shape of a row whose keys hold `values`, and the text of each slot of `slots` (empty
    /// for slots it leaves empty), then the text of each item of its lists that fill list slots,
    /// in the order of their keys.
    /// - Parameters:
    ///   - reading: how values are read (``Reading``).
    ///   - fields: where the fields are gathered; the shape shares that array's storage. A
    ///     caller that keeps one for every row and lets each shape go before the next (unless
    ///     it keeps the shape) allocates none.
    init(_ values: RowFields, prototype: String, slots: PrototypeSlots, reading: Reading, texts: inout [String],
         fields: inout [Field]) {
        self.prototype = prototype
        // Refilled in place: the caller keeps one array of each for every row.
        texts.removeAll(keepingCapacity: true)
        texts.append(contentsOf: repeatElement("", count: slots.slots.count))
        fields.removeAll(keepingCapacity: true)
        fields.reserveCapacity(slots.keyUses.count)
        for use in slots.keyUses {
            guard let value = values[use.key] else {
                fields.append(.absent)
                continue
            }
            fields.append(Self.field(value, use: use, formats: slots.formats, reading: reading, texts: &texts))
        }
        self.fields = fields
    }

    /// What `value`, of a key the bindings use as `use` says, is to the shape; the text of the
    /// slots it fills goes to `texts` (`formats`: the slots' formats).
    private static func field(_ value: DataValue, use: PrototypeSlots.KeyUse, formats: [ValueFormat?], reading: Reading,
                              texts: inout [String]) -> Field {
        let formatter = reading.formatter
        if use.isImageSourceOnly, !value.isEmpty, let size = reading.shownImages?.size(for: value) {
            return .image(size)
        }
        // A refused link is reported by binding: that row keeps its value in its shape.
        if let inert = use.inertAttributes, !value.isEmpty,
           !inert.holdsLink || URLPolicy.survives(TextSanitizer.clean(formatter.attributeText(value, format: nil))) {
            return .inertAttributes
        }
        if use.isLinkOnly, !reading.linksMatter, !value.isEmpty, URLPolicy.survives(TextSanitizer.clean(value.plainText)) {
            return .publishedLink
        }
        if let list = use.list, let items = Self.listTexts(value) {
            for item in items { texts.append(formatter.cellText(item, format: list.parsedFormat)) }
            return .slotList(items.count)
        }
        guard let slotIndices = use.slots, value.isSlotText, !value.isEmpty else { return .value(value) }
        for index in slotIndices {
            texts[index] = formatter.cellText(value, format: formats[index])
        }
        return .slotText
    }

    /// The items `rl:each` repeats for `value` (``DataValue/eachItems``) when there are some and
    /// every one is text that fills its slot; nil otherwise.
    private static func listTexts(_ value: DataValue) -> [DataValue]? {
        let items = value.eachItems
        guard !items.isEmpty, items.allSatisfy({ if case .string = $0 { !$0.isEmpty } else { false } }) else { return nil }
        return items
    }
}
