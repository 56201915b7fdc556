// Line break opportunities from ICU's line break iterator (UAX #14), over UTF-8 directly,
// and the script of a character (for script runs).
#include "CTextShaping.h"
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/utext.h>
#include <stdio.h>
#include <string.h>

/// One iterator per thread, reopened only when the locale or strictness changes (opening loads
/// the rules); the common case compares them and formats nothing.
static _Thread_local UBreakIterator *cached_iterator = NULL;
static _Thread_local char cached_locale[64];
static _Thread_local int cached_strictness = -1;

static UBreakIterator *ts_iterator(const char *locale, int strictness, UErrorCode *status) {
    if (cached_iterator && cached_strictness == strictness && strcmp(cached_locale, locale) == 0) return cached_iterator;
    // Blink asks ICU for CSS `line-break: normal` rules for `auto` (small kana may start a line).
    static const char *keywords[] = {"@lb=normal", "@lb=loose", "@lb=strict", "@lb=loose"};
    char name[96];
    snprintf(name, sizeof name, "%s%s", locale, keywords[strictness & 3]);
    if (cached_iterator) ubrk_close(cached_iterator);
    cached_iterator = ubrk_open(UBRK_LINE, name, NULL, 0, status);
    snprintf(cached_locale, sizeof cached_locale, "%s", locale);
    cached_strictness = strictness;
    if (U_FAILURE(*status)) cached_iterator = NULL;
    return cached_iterator;
}

/// Walks `iterator` over `length` bytes of UTF-8 and sets `marks[at]` for each boundary inside
/// the text: 2 for a line break iterator's mandatory breaks when `hard` is set, else 1.
static int ts_mark_boundaries(UBreakIterator *iterator, const char *utf8, int length, int hard, uint8_t *marks) {
    UErrorCode status = U_ZERO_ERROR;
    UText text = UTEXT_INITIALIZER;  // on the stack: nothing to allocate per call
    utext_openUTF8(&text, utf8, length, &status);
    if (U_FAILURE(status)) {
        utext_close(&text);
        return 0;
    }
    ubrk_setUText(iterator, &text, &status);
    for (int32_t at = ubrk_next(iterator); at != UBRK_DONE && U_SUCCESS(status); at = ubrk_next(iterator)) {
        if (at <= 0 || at >= length) continue;
        marks[at] = hard && ubrk_getRuleStatus(iterator) >= UBRK_LINE_HARD ? 2 : 1;
    }
    utext_close(&text);
    return U_SUCCESS(status) ? 1 : 0;
}

int ts_line_breaks(const char *utf8, int length, const char *locale, int strictness, uint8_t *breaks) {
    memset(breaks, 0, (size_t)length);
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ts_iterator(locale ? locale : "", strictness, &status);
    if (!iterator) return 0;
    return ts_mark_boundaries(iterator, utf8, length, 1, breaks);
}

static _Thread_local UBreakIterator *word_iterator = NULL;

int ts_word_starts(const char *utf8, int length, uint8_t *starts) {
    memset(starts, 0, (size_t)length);
    UErrorCode status = U_ZERO_ERROR;
    if (!word_iterator) word_iterator = ubrk_open(UBRK_WORD, "", NULL, 0, &status);
    if (!word_iterator || U_FAILURE(status)) return 0;
    return ts_mark_boundaries(word_iterator, utf8, length, 0, starts);
}

int ts_ideographic_break_kind(uint32_t codepoint) {
    switch (u_getIntPropertyValue((UChar32)codepoint, UCHAR_LINE_BREAK)) {
    case U_LB_IDEOGRAPHIC:
    case U_LB_CONDITIONAL_JAPANESE_STARTER: return 1;
    case U_LB_OPEN_PUNCTUATION: {
        // LB30 keeps a digit with a narrow opening mark after it (`7﴾`); wide ones part.
        int width = u_getIntPropertyValue((UChar32)codepoint, UCHAR_EAST_ASIAN_WIDTH);
        return width == U_EA_FULLWIDTH || width == U_EA_WIDE || width == U_EA_HALFWIDTH ? 2 : 0;
    }
    case U_LB_CLOSE_PUNCTUATION: return 3;
    case U_LB_NONSTARTER: return 4;
    case U_LB_EXCLAMATION: return 5;
    case U_LB_NUMERIC: return 6;
    default: return 0;
    }
}

int ts_line_break_class(uint32_t codepoint) {
    return u_getIntPropertyValue((UChar32)codepoint, UCHAR_LINE_BREAK);
}

int ts_is_east_asian(uint32_t codepoint) {
    int width = u_getIntPropertyValue((UChar32)codepoint, UCHAR_EAST_ASIAN_WIDTH);
    return width == U_EA_FULLWIDTH || width == U_EA_WIDE || width == U_EA_HALFWIDTH;
}

int ts_script(uint32_t codepoint) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)codepoint, &status);
    return U_FAILURE(status) ? -1 : (int)script;
}
