// Byte scans for the JSON reader and the text sanitizer; see CByteScan.h.
#include "CByteScan.h"
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

static int is_stop(uint8_t byte) { return byte == 0x22 || byte == 0x5C || byte < 0x20; }

#if defined(__SSE2__)
/// The sum of the sixteen byte counters of `counts`.
static size_t sum_bytes(__m128i counts) {
    __m128i sums = _mm_sad_epu8(counts, _mm_setzero_si128());
    return (size_t)_mm_cvtsi128_si32(sums) + (size_t)_mm_cvtsi128_si32(_mm_srli_si128(sums, 8));
}
#endif

size_t rl_json_plain_prefix(const uint8_t *bytes, size_t count, size_t *continuations) {
    size_t index = 0, found = 0;
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8(0x22), backslash = _mm_set1_epi8(0x5C);
    const __m128i control = _mm_set1_epi8(0x1F), top = _mm_set1_epi8((char)0xC0), next = _mm_set1_epi8((char)0x80);
    // Continuation bytes are counted per lane (a match is -1, subtracted), summed every 255 rounds.
    __m128i counts = _mm_setzero_si128();
    unsigned rounds = 0;
    for (; index + 16 <= count; index += 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)(bytes + index));
        __m128i stop = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)),
                                    _mm_cmpeq_epi8(_mm_min_epu8(v, control), v));  // v <= 0x1F
        __m128i follows = _mm_cmpeq_epi8(_mm_and_si128(v, top), next);
        unsigned stops = (unsigned)_mm_movemask_epi8(stop);
        if (stops) {
            unsigned first = (unsigned)__builtin_ctz(stops);
            unsigned before = (unsigned)_mm_movemask_epi8(follows) & ((1u << first) - 1);
            *continuations += found + sum_bytes(counts) + (size_t)__builtin_popcount(before);
            return index + first;
        }
        counts = _mm_sub_epi8(counts, follows);
        if (++rounds == 255) {
            found += sum_bytes(counts);
            counts = _mm_setzero_si128();
            rounds = 0;
        }
    }
    found += sum_bytes(counts);
#endif
    for (; index < count && !is_stop(bytes[index]); index++) {
        if ((bytes[index] & 0xC0) == 0x80) found++;
    }
    *continuations += found;
    return index;
}

static int is_suspect(uint8_t byte, uint8_t next) {
    if (byte < 0x20) return byte != 0x09 && byte != 0x0A && byte != 0x0D;
    return byte == 0x7F || (byte == 0xC2 && (next & 0xE0) == 0x80) || (byte == 0xEF && next == 0xB7)
        || (byte == 0xBF && next >= 0xBE);
}

#if defined(__SSE2__)
/// The bytes of the window at `bytes` (sixteen, each with the one after it) that are or may start
/// a forbidden code point, as a bit mask.
static unsigned suspects(const uint8_t *bytes) {
    const __m128i control = _mm_set1_epi8(0x1F), tab = _mm_set1_epi8(0x09), feed = _mm_set1_epi8(0x0A);
    const __m128i ret = _mm_set1_epi8(0x0D), del = _mm_set1_epi8(0x7F), c2 = _mm_set1_epi8((char)0xC2);
    const __m128i e0 = _mm_set1_epi8((char)0xE0), x80 = _mm_set1_epi8((char)0x80), ef = _mm_set1_epi8((char)0xEF);
    const __m128i b7 = _mm_set1_epi8((char)0xB7), bf = _mm_set1_epi8((char)0xBF), be = _mm_set1_epi8((char)0xBE);
    __m128i v = _mm_loadu_si128((const __m128i *)bytes);
    __m128i w = _mm_loadu_si128((const __m128i *)(bytes + 1));
    __m128i allowed = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, tab), _mm_cmpeq_epi8(v, feed)), _mm_cmpeq_epi8(v, ret));
    __m128i controls = _mm_andnot_si128(allowed, _mm_cmpeq_epi8(_mm_min_epu8(v, control), v));
    __m128i c1 = _mm_and_si128(_mm_cmpeq_epi8(v, c2), _mm_cmpeq_epi8(_mm_and_si128(w, e0), x80));
    __m128i fdd = _mm_and_si128(_mm_cmpeq_epi8(v, ef), _mm_cmpeq_epi8(w, b7));
    __m128i end = _mm_and_si128(_mm_cmpeq_epi8(v, bf), _mm_cmpeq_epi8(_mm_max_epu8(w, be), w));  // w >= 0xBE
    __m128i any = _mm_or_si128(_mm_or_si128(controls, _mm_cmpeq_epi8(v, del)), _mm_or_si128(c1, _mm_or_si128(fdd, end)));
    return (unsigned)_mm_movemask_epi8(any);
}
#endif

size_t rl_first_suspect(const uint8_t *bytes, size_t count) {
#if defined(__SSE2__)
    if (count < 17) {
        // A short text in one window, padded with spaces (no space is, or completes, a suspect).
        uint8_t padded[32];
        memset(padded, 0x20, sizeof padded);
        memcpy(padded, bytes, count);
        unsigned mask = suspects(padded);
        return mask ? (size_t)__builtin_ctz(mask) : count;
    }
    // Each window reads seventeen bytes; the last one overlaps the one before it.
    for (size_t index = 0;; index += 16) {
        if (index + 17 > count) index = count - 17;
        unsigned mask = suspects(bytes + index);
        if (mask) return index + (unsigned)__builtin_ctz(mask);
        if (index + 17 == count) {
            // The last byte is tested with the one after it, of which there is none.
            return is_suspect(bytes[count - 1], 0) ? count - 1 : count;
        }
    }
#else
    for (size_t index = 0; index < count; index++) {
        if (is_suspect(bytes[index], index + 1 < count ? bytes[index + 1] : 0)) return index;
    }
    return count;
#endif
}
