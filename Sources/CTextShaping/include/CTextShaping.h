#ifndef CTEXTSHAPING_H
#define CTEXTSHAPING_H
// A small, clean C API over fontconfig, FreeType, HarfBuzz and ICU's line break iterator, the
// text stack Chromium uses on Linux. No header of those libraries leaks out of this file, so
// Swift modules that import Foundation (which carries its own ICU) can use it.
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A font file, opened once: a FreeType face and a HarfBuzz face over it.
typedef struct ts_face ts_face;

/// Vertical metrics the way Skia computes them from FreeType (unrounded, in px).
typedef struct {
    float ascent;
    float descent;
    float line_gap;
} ts_vertical_metrics;

/// The languages that change which fonts stand for a generic family or a missing character and
/// how text is shaped (Blink's locale from `lang`): Japanese, Chinese in simplified and
/// traditional script, Chinese of Hong Kong, Korean. 0 is the default locale (no `lang`).
enum {
    TS_LANGUAGE_DEFAULT = 0,
    TS_LANGUAGE_JAPANESE = 1,
    TS_LANGUAGE_SIMPLIFIED_CHINESE = 2,
    TS_LANGUAGE_TRADITIONAL_CHINESE = 3,
    TS_LANGUAGE_HONG_KONG_CHINESE = 4,
    TS_LANGUAGE_KOREAN = 5,
    TS_LANGUAGE_COUNT = 6
};

/// Initialises fontconfig (idempotent). Returns 0 on failure.
int ts_init(void);

/// Finds the file of `family` at `weight` (100–900) and `italic`, the way Skia does: the
/// matched font's family must be the one asked for (or an alias fontconfig binds strongly,
/// as for generic names). Writes a NUL-terminated path; returns 1 when found.
int ts_match_family(const char *family, int weight, int italic, char *path, size_t capacity, int *index);
/// The font fontconfig falls back to for `codepoint` in `language` (a TS_LANGUAGE_ value;
/// Chromium's gfx::GetFallbackFontForChar). Returns 1 when found. Like Chromium's query it
/// names no weight or slant. From a sort per language, made once and shared by all threads.
int ts_match_codepoint(uint32_t codepoint, int language, char *path, size_t capacity, int *index);
/// The same by a fontconfig sort for this character alone (the reference the shared sort is
/// tested against).
int ts_match_codepoint_sorting(uint32_t codepoint, int language, char *path, size_t capacity, int *index);
/// The font Blink takes for a generic family (`sans-serif`, `serif`, `cursive`, `fantasy`,
/// `monospace`, or NULL for the standard font) in a Chinese, Japanese or Korean `language`:
/// the family fontconfig sorts first for a common ideograph (or Hangul syllable) in that
/// language, at `weight` and `italic`. Returns 0 when the language keeps the default fonts
/// for that family (every other language; `monospace` outside Japanese).
int ts_match_generic(const char *generic, int language, int weight, int italic, char *path, size_t capacity, int *index);

/// Opens face `index` of the font file at `path`; NULL on failure.
ts_face *ts_face_open(const char *path, int index);
void ts_face_close(ts_face *face);
/// Whether the face maps `codepoint` to a glyph.
int ts_face_has_codepoint(const ts_face *face, uint32_t codepoint);
/// Ascent, descent and line gap at `size` px, unrounded, as Skia reports them.
ts_vertical_metrics ts_face_vertical_metrics(ts_face *face, float size);
/// The x-height at `size` px as Skia reports it: the OS/2 table's where it has one, else the
/// top of the `x` glyph's outline, hinted lightly; 0 when there is neither.
float ts_face_x_height(ts_face *face, float size);
/// The widths Skia reports for sizing text fields at `size` px: the OS/2 table's average
/// character width (0 when the face has no OS/2 table or it says 0) and the width of the
/// head table's bounding box (xMax − xMin; 0 for a face that is not scalable).
void ts_face_char_widths(ts_face *face, float size, float *average, float *bounds);
/// `utf8` upper-cased (`upper`) or lower-cased in the ICU `locale`, written to `out` (not
/// NUL-terminated). Returns the length the mapped text needs (more than `capacity`: nothing
/// usable was written), or -1 when ICU fails.
int ts_case_map(const char *utf8, int length, const char *locale, int upper, char *out, int capacity);
/// Whether the face is an italic or oblique design (not slanted by the renderer).
int ts_face_is_italic(const ts_face *face);
/// Whether the face is a bold design (not emboldened by the renderer).
int ts_face_is_bold(const ts_face *face);
/// Whether the face has bitmap strikes only (color emoji).
int ts_face_is_bitmap_only(const ts_face *face);
/// The family name of the face, NUL-terminated into `name`.
void ts_face_family(const ts_face *face, char *name, size_t capacity);

/// Shapes `length` bytes of UTF-8 at `size` px with kerning and, when `ligatures` is not 0, the
/// default ligatures (Blink turns off `liga`, `clig` and `calt` under letter-spacing); the
/// face's synthetic bold/oblique are not applied. Returns the sum of the glyph advances in
/// 16.16 fixed point px; counts glyphs that came out as .notdef into `missing` (may be NULL).
/// `language` (a TS_LANGUAGE_ value) selects the font's localized forms (`locl`).
int64_t ts_shape_advance(ts_face *face, float size, const char *utf8, int length, int ligatures, int language,
                         int *missing);

/// How a face sets fullwidth punctuation for `text-spacing-trim` (Blink's HanKerning font
/// data). Classes: 0 other, 1 opening, 2 closing, 3 middle dot.
typedef struct {
    /// The face has the OpenType `halt` feature (else nothing is trimmed), and `chws`.
    int has_halt;
    int has_chws;
    /// The class of 、。，． (one class for all four), of ： and of ；, by where their ink sits.
    int dot;
    int colon;
    int semicolon;
    /// “ ‘ are opening and ” ’ closing marks (Chinese fonts), not proportional quotes.
    int quotes_fullwidth;
} ts_punctuation_spacing;

/// Reads the face's punctuation spacing classes in `language` (shapes the marks once; not cached).
ts_punctuation_spacing ts_face_punctuation_spacing(ts_face *face, int language);
/// The classes of 、。，． (`dot`), ： and ； in the face at `size` px when the renderer slants
/// it (synthetic italic): as Blink reads them, from the slanted glyphs' ink in whole pixels
/// (Skia's glyph bounds); `embolden`: grown as for synthetic bold too. Returns 0 when the
/// marks are not one glyph each.
int ts_face_slanted_punctuation(ts_face *face, float size, int language, int embolden, int *dot, int *colon, int *semicolon);
/// How much narrower `codepoint` is at `size` px with `halt` (half-width) than without, in
/// `language`, 16.16; its advance with `halt` goes to `half_advance` unless NULL.
int64_t ts_face_halt_reduction(ts_face *face, float size, uint32_t codepoint, int language, int64_t *half_advance);

/// UAX #14 line break opportunities of `length` bytes of UTF-8 (ICU's line break iterator for
/// `locale`, may be NULL; `strictness` 0 normal, 1 loose, 2 strict, 3 anywhere). Sets
/// `breaks[i]` to 1 where a line may break before byte i (for i in 1...length-1, 2 where the
/// break is mandatory). Returns 0 on failure.
int ts_line_breaks(const char *utf8, int length, const char *locale, int strictness, uint8_t *breaks);

/// Where `codepoint` stands among ideographs for UAX #14 (ICU's Line_Break property): 1 for
/// ID and CJ (ideographs, kana; CJ is ID under the `normal` rules Blink asks for), 2 for OP
/// (opening brackets; East Asian wide ones only), 3 for CL (closing brackets, ideographic
/// comma and full stop), 4 for NS (nonstarters), 5 for EX (exclamation and question marks),
/// 6 for NU (digits), 0 for every other class.
int ts_ideographic_break_kind(uint32_t codepoint);

/// Word boundaries by ICU's word break iterator (UAX #29, as Blink's WordBreakIterator):
/// sets `starts[i]` to 1 where a word (or a run of spaces or punctuation) starts at byte i,
/// for i in 1...length-1. Returns 0 on failure.
int ts_word_starts(const char *utf8, int length, uint8_t *starts);

/// The UAX #14 line break class of `codepoint`: ICU's ULineBreak value (0: unknown).
int ts_line_break_class(uint32_t codepoint);

/// Whether `codepoint`'s East Asian width is fullwidth, wide or halfwidth (UAX #14's $EastAsian).
int ts_is_east_asian(uint32_t codepoint);

/// The Unicode script of `codepoint` (ICU's UScriptCode: 0 Common, 1 Inherited, -1 on error).
int ts_script(uint32_t codepoint);

#ifdef __cplusplus
}
#endif
#endif
