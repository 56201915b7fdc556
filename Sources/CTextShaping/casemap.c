// Case mapping in a language, with ICU's special casing (what Blink's `text-transform` does for
// Greek, Turkish, Azerbaijani and Lithuanian text).
#include "CTextShaping.h"
#include <stdlib.h>
#include <unicode/ustring.h>

int ts_case_map(const char *utf8, int length, const char *locale, int upper, char *out, int capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t units = 0;
    u_strFromUTF8(NULL, 0, &units, utf8, length, &status);
    if (U_FAILURE(status) && status != U_BUFFER_OVERFLOW_ERROR) return -1;
    UChar *source = malloc(sizeof(UChar) * (size_t)(units + 1));
    // A code point maps to at most three (ΐ → Ϊ́).
    int32_t room = units * 3 + 1;
    UChar *mapped = malloc(sizeof(UChar) * (size_t)room);
    int result = -1;
    status = U_ZERO_ERROR;
    if (source && mapped) {
        u_strFromUTF8(source, units + 1, NULL, utf8, length, &status);
        int32_t count = U_SUCCESS(status)
            ? (upper ? u_strToUpper(mapped, room, source, units, locale, &status)
                     : u_strToLower(mapped, room, source, units, locale, &status))
            : 0;
        if (U_SUCCESS(status)) {
            int32_t written = 0;
            u_strToUTF8(out, capacity, &written, mapped, count, &status);
            if (U_SUCCESS(status) || status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) {
                result = written;
            }
        }
    }
    free(source);
    free(mapped);
    return result;
}
