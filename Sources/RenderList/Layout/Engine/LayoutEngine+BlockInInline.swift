extension LayoutEngine {
    /// Block-in-inline: blocks inside an inline element (the `<a>` that `rl:link` wraps a
    /// cell's content in, say) are laid out as blocks of the flow the element sits in, as
    /// Blink lays them out, so their margins collapse with their neighbours' and through the
    /// container. Such an element's children take its place in `children` when it has no
    /// padding or border, which would add to the lines around the blocks.
    func splicingBlocksInInlines(_ children: [LayoutChild], width: Double) -> [LayoutChild] {
        guard children.contains(where: { holdsBlocks($0, width: width) }) else { return children }
        var result: [LayoutChild] = []
        for child in children {
            if case .element(let node, let index) = child, holdsBlocks(child, width: width) {
                result += splicingBlocksInInlines(self.children(of: node, style: index), width: width)
            } else {
                result.append(child)
            }
        }
        return result
    }

    /// Whether `child` is an inline element with no padding or border that holds a block (a
    /// floated one is no inline element: it is a float, blockified).
    private func holdsBlocks(_ child: LayoutChild, width: Double) -> Bool {
        guard case .element(let node, let index) = child, style(index).display == .inline, style(index).floating == nil,
              Self.hasElementChild(node) else { return false }
        let geometry = BoxGeometry(style: style(index), containingWidth: width)
        guard geometry.horizontalExtras == 0, geometry.verticalExtras == 0 else { return false }
        return children(of: node, style: index).contains { isBlockLevel($0) && !isSkipped($0) }
    }

    private static func hasElementChild(_ node: XMLNode) -> Bool {
        var cursor = node.firstChild
        while let child = cursor {
            if child.kind == .element { return true }
            cursor = child.nextSibling
        }
        return false
    }
}
