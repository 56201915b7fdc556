/// The floats placed so far in one block formatting context, as Blink's exclusion space keeps
/// them: each float's margin box, in px from the formatting context root's content box
/// (x rightwards, y downwards). Floats are placed in order, each no higher than the one before.
struct ExclusionSpace {
    /// One placed float's margin box.
    struct Exclusion: Equatable {
        var side: FloatSide
        var left: Double
        var right: Double
        var top: Double
        var bottom: Double
    }

    /// The room lines or a box have at one height between `left` and `right`.
    struct Band: Equatable {
        var left: Double
        var right: Double
        var width: Double { max(0, right - left) }
    }

    private(set) var exclusions: [Exclusion] = []
    /// The top of the last float placed: a later float goes no higher (CSS 2.1 §9.5.1 rule 5).
    private(set) var floatFloor = -Double.infinity

    var isEmpty: Bool { exclusions.isEmpty }

    /// The room between `left` and `right` at height `top`, narrowed by the floats beside it
    /// there (each float covers its margin box's top up to, not including, its bottom).
    func band(at top: Double, left: Double, right: Double) -> Band {
        var band = Band(left: left, right: right)
        for exclusion in exclusions where exclusion.top <= top && top < exclusion.bottom
            && exclusion.bottom > exclusion.top {
            if exclusion.side == .left { band.left = max(band.left, exclusion.right) }
            else { band.right = min(band.right, exclusion.left) }
        }
        return band
    }

    /// The first float edge below `top` where the room can change (a float's bottom), or nil
    /// when no float reaches below `top`.
    func nextEdge(below top: Double) -> Double? {
        exclusions.lazy.map(\.bottom).filter { $0 > top }.min()
    }

    /// Where a float's border edge must start to clear the floats of `clear`'s sides: the
    /// lowest bottom among them (nil when there are none).
    func clearance(_ clear: Clear) -> Double? {
        exclusions.lazy.filter { clear.clears($0.side) }.map(\.bottom).max()
    }

    /// The lowest bottom of any float (what a formatting context root's auto height includes).
    var lowestBottom: Double? { exclusions.lazy.map(\.bottom).max() }

    /// Places a float whose margin box is `width` × `height` on `side`, as high as it can go
    /// but not above `top` nor above the last float, in the first band between `left` and
    /// `right` wide enough for it (or, when none is, below every float it meets). Returns its top.
    @discardableResult
    mutating func place(width: Double, height: Double, side: FloatSide, top: Double,
                        left: Double, right: Double) -> Double {
        var y = max(top, floatFloor)
        var band = self.band(at: y, left: left, right: right)
        while width > band.width + 1e-7, let next = nextEdge(below: y) {
            y = next
            band = self.band(at: y, left: left, right: right)
        }
        let x = side == .left ? band.left : band.right - width
        exclusions.append(Exclusion(side: side, left: x, right: x + width, top: y, bottom: y + height))
        floatFloor = y
        return y
    }
}
