import Testing
@testable import RenderList

/// Where a line may break after a hyphen, as Chromium 156 breaks DejaVu Sans 15 px text.
@Suite("Layout: breaks after hyphens")
struct LayoutHyphenBreakTests {
    @Test func aHyphenBeforeADigitBreaksOnlyAfterAnASCIILetterOrDigit() throws {
        // Chromium's ASCII table: a "-" after anything else may be a minus sign. 5 px wide, so
        // every opportunity is taken.
        let chromium: [(String, Double)] = [
            ("a-1", 40), ("A-1b", 40), ("1-2", 40), ("é-1", 20), ("x -1", 40), (".-1", 20), ("_-1", 20), ("כ-14", 20),
        ]
        for (text, height) in chromium {
            try DejaVuLines.expect(text, heights: [height], widths: [5])
        }
    }

    @Test func aHyphenAfterAHebrewLetterBreaksBeforeAnotherHebrewLetter() throws {
        // Unicode 15.1's LB21a, at 5, 40, 70 and 100 px.
        let chromium: [(String, [Double])] = [
            ("יחס מחיר-איכות מצוין", [80, 80, 60, 40]),
            ("הסוללה מחזיקה כ-14 שעות", [80, 80, 80, 60]),
            ("מחיר-איכות", [40, 40, 40, 20]),
            ("מחיר\u{2010}איכות", [40, 40, 40, 20]),
            ("מחיר-abc", [40, 40, 20, 20]),
            ("abc-איכות", [40, 40, 20, 20]),
            ("כ-b", [40, 20, 20, 20]),
        ]
        for (text, heights) in chromium {
            try DejaVuLines.expect(text, heights: heights, widths: [5, 40, 70, 100])
        }
    }

    @Test func aWordInitialHyphenOrDashStaysWithTheLetterAfterIt() throws {
        // LB20a with newer Unicode's HH class (‐ ‒ – ֊ …): not before a digit, not after `(`,
        // not for `—` (B2) or `‧` (BA). Chromium's heights at 5 px.
        let chromium: [(String, Double)] = [
            ("‐a", 20), ("x ‐a", 40), ("-א", 20), ("x -א", 40), ("x‐a", 40), ("–a", 20), ("x –a", 40), ("x —a", 60),
            ("x –1", 60), ("x ‒a", 40), ("x ⸺a", 60), ("x –é", 40), ("x –中", 60), ("(–a", 40), ("x ‧a", 60), ("x ֊a", 40),
        ]
        for (text, height) in chromium {
            try DejaVuLines.expect(text, heights: [height], widths: [5])
        }
    }

    @Test func aDashWhereTwoElementsMeetIsNoWordInitialDash() throws {
        // `–` ends one element's text and `#` starts the next: the line may break between
        // them (the tags of the default template). Chromium's heights at 5 and 60 px.
        let chromium: [(String, [Double])] = [
            ("#–<b>#a</b>", [40, 20]), ("#dní<b>#–</b><b>#určitě</b>", [40, 40]),
        ]
        for (text, heights) in chromium {
            try DejaVuLines.expect(text, heights: heights, widths: [5, 60])
        }
    }

    @Test func aDashThatStartsAnElementsTextInsideAWordIsNoWordInitialDash() throws {
        // `x<b>–a</b>`: the dash goes on the word before it, so the line may break after it
        // (LB20a keeps only a word-initial dash with its letter). Chromium's heights at 60 and 100 px.
        let chromium: [(String, [Double])] = [
            ("xxxxx<b>–aaaa</b>", [40, 20]), ("xxxxx<b>‐aaaa</b>", [40, 20]), ("éééé<b>–aaaa</b>", [40, 20]),
            ("xxxxx<i>–</i>aaaa", [40, 20]),
        ]
        for (text, heights) in chromium {
            try DejaVuLines.expect(text, heights: heights, widths: [60, 100])
        }
    }

    @Test func theRestOfABrokenWordFindsItsOpportunitiesFromTheLineStart() throws {
        // Broken by overflow-wrap, the rest of a word starts a line with nothing before it: a
        // hyphen alone there is no opportunity before a digit (a minus sign) or before a
        // letter outside ASCII (a word-initial hyphen), and the line goes on breaking between
        // characters. At 20, 30 and 40 px.
        let chromium: [(String, [Double])] = [
            ("abc-12345", [100, 60, 60]),
            ("x abc-12345 y", [140, 100, 80]),
            ("2021-03-04", [100, 80, 60]),
            ("abc-Überwachung", [160, 100, 80]),
            ("abc-Etikettierung", [160, 120, 80]),
            ("abcd1-2345", [100, 80, 60]),
            ("Rindfleisch-Etikettierungs-Überwachung", [360, 240, 180]),
        ]
        for (text, heights) in chromium {
            try DejaVuLines.expect(text, heights: heights, widths: [20, 30, 40], articleCSS: "overflow-wrap: break-word")
        }
    }
}
