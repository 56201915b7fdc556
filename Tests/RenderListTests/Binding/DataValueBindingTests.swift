import Testing
@testable import RenderList

/// What `rl:if` and `rl:unless` count as missing (``DataValue/isEmpty``): text counts when it
/// holds anything but white space, whatever its first character is.
@Suite("Binding: values that count as missing")
struct DataValueBindingTests {
    @Test func blankTextIsEmptyAndAnyOtherTextIsNot() {
        for blank in ["", " ", "\t\n", "\u{A0}", "\u{85}", "\u{2003}", "\u{3000}", " \u{3000} "] {
            #expect(DataValue.string(blank).isEmpty, "\(Array(blank.unicodeScalars))")
        }
        for text in ["a", "!", "~", "\u{7F}x", "é", "中", "🐈", " a", "\u{3000}中", "\u{A0}x", "\u{2003}."] {
            #expect(!DataValue.string(text).isEmpty, "\(Array(text.unicodeScalars))")
        }
    }

    @Test func otherValuesAreEmptyWhenTheyHoldNothing() {
        #expect(DataValue.array([]).isEmpty && !DataValue.array([.string("a")]).isEmpty)
        #expect(DataValue.dictionary([:]).isEmpty && !DataValue.dictionary(["a": .bool(true)]).isEmpty)
        #expect(DataValue.bool(false).isEmpty && !DataValue.bool(true).isEmpty)
        #expect(!DataValue.integer(0).isEmpty)
    }
}
