import Testing
@testable import RenderList

/// `text-transform: capitalize` as Chromium 156 applies it: its `innerText` of each text.
@Suite("Layout: text-transform (capitalize, and case in the language)")
struct LayoutCapitalizeTests {
    @Test func upperAndLowerCaseFollowTheLanguage() {
        // ICU's special casing, as Blink maps text for `text-transform` in the element's
        // language: Greek capitals lose their accents (the seventeenth outside tester's Greek
        // row took a line less in Chromium), Turkish keeps the dot of i.
        #expect(LineBreaker.transformed("Άλφα βήτα Μαΐου", .uppercase, language: .greek) == "ΑΛΦΑ ΒΗΤΑ ΜΑΪΟΥ")
        #expect(LineBreaker.transformed("Άλφα", .uppercase) == "ΆΛΦΑ")
        #expect(LineBreaker.transformed("izmir", .uppercase, language: .turkish) == "İZMİR")
        #expect(LineBreaker.transformed("ISPARTA", .lowercase, language: .turkish) == "ısparta")
        #expect(CaseLanguage(languageTag: "el-GR") == .greek && CaseLanguage(languageTag: "en") == .standard)
    }

    @Test(arguments: [
        ("x-ray x-ray", "X-Ray X-Ray"),
        ("«élan» «élan»", "«Élan» «Élan»"),
        ("first.last+tag@sub.example.co.uk", "First.Last+Tag@Sub.Example.Co.Uk"),
        ("it's o'neil don’t", "It's O'neil Don’t"),
        ("3d 3rd 1st-class", "3d 3rd 1st-Class"),
        ("ǆungla ﬂour", "ǅungla ﬂour"),
        ("hello\u{A0}world", "Hello\u{A0}World"),
        ("ÉCOLE école-maternelle", "ÉCOLE École-Maternelle"),
        ("über_alles snake_case", "Über_alles Snake_case"),
        ("привет-мир", "Привет-Мир"),
        ("a.b.c 1.2.3", "A.B.C 1.2.3"),
    ])
    func wordsStartWhereChromiumStartsThem(text: String, chromium: String) {
        #expect(LineBreaker.transformed(text, .capitalize) == chromium)
    }

    @Test func aTextThatGoesOnAWordKeepsItsFirstLetter() {
        // `foo<b>bar</b> baz<i> qux</i>` is "Foobar Baz Qux" in Chromium.
        #expect(LineBreaker.transformed("bar", .capitalize, after: UInt32(("o" as Unicode.Scalar).value)) == "bar")
        #expect(LineBreaker.transformed(" qux", .capitalize, after: UInt32(("z" as Unicode.Scalar).value)) == " Qux")
        #expect(LineBreaker.transformed("baz", .capitalize, after: 0x20) == "Baz")
    }
}
