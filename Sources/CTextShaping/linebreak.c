// Line break opportunities from ICU's line break iterator (UAX #14), over UTF-8 directly.
#include "CTextShaping.h"
#include <unicode/ubrk.h>
#include <unicode/utext.h>
#include <stdio.h>
#include <string.h>

int ts_line_breaks(const char *utf8, int length, const char *locale, int strictness, uint8_t *breaks) {
    static const char *keywords[] = {"", "@lb=loose", "@lb=strict", "@lb=loose"};
    char name[96];
    snprintf(name, sizeof name, "%s%s", locale ? locale : "", keywords[strictness & 3]);
    memset(breaks, 0, (size_t)length);
    UErrorCode status = U_ZERO_ERROR;
    UText *text = utext_openUTF8(NULL, utf8, length, &status);
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, name, NULL, 0, &status);
    if (U_FAILURE(status)) {
        if (iterator) ubrk_close(iterator);
        if (text) utext_close(text);
        return 0;
    }
    ubrk_setUText(iterator, text, &status);
    for (int32_t at = ubrk_next(iterator); at != UBRK_DONE && U_SUCCESS(status); at = ubrk_next(iterator)) {
        if (at <= 0 || at >= length) continue;
        int hard = ubrk_getRuleStatus(iterator) >= UBRK_LINE_HARD;
        breaks[at] = hard ? 2 : 1;
    }
    ubrk_close(iterator);
    utext_close(text);
    return U_SUCCESS(status) ? 1 : 0;
}
