/// The boxes `::before` and `::after` generate, as layout sees them: an element outside the
/// cell's tree holding one text node, the content's text. Layout walks it as it walks a real
/// element (styled by the pseudo-element's style), so generated text breaks, shapes and sizes
/// exactly as markup text would, and selectors never see it.
///
/// One box per distinct text is kept while the cell is laid out, in a document of its own;
/// ``startCell()`` lets the boxes go once there are many.
final class GeneratedBoxes {
    private let document = XMLDocument()
    private var boxes: [String: XMLFragment] = [:]
    /// Above this many distinct texts, ``startCell()`` lets the boxes go.
    static let limit = 4_096

    /// The box holding `text`.
    func box(holding text: String) -> XMLNode {
        if let box = boxes[text] { return box.node }
        let box = document.makeElement("rl-generated")
        if !text.isEmpty { box.node.setText(text) }
        boxes[text] = box
        return box.node
    }

    /// Whether `node` is one of the generated boxes (they generate no boxes of their own).
    func contains(_ node: XMLNode) -> Bool {
        node.belongs(to: document)
    }

    /// Called between cells, when no box is in use.
    func startCell() {
        if boxes.count > Self.limit { boxes.removeAll(keepingCapacity: true) }
    }
}
