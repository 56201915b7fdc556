// Font matching with fontconfig, as Skia's fontconfig font manager and Chromium's
// gfx::GetFallbackFontForChar do it on Linux.
#include "CTextShaping.h"
#include "libraries.h"
#include <string.h>
#include <strings.h>
#include <pthread.h>

int ts_init(void) {
    return FcInit() ? 1 : 0;
}

static int ts_fc_weight(int weight) {
    return FcWeightFromOpenType(weight);
}

static int ts_copy_file(FcPattern *font, char *path, size_t capacity, int *index) {
    FcChar8 *file = NULL;
    if (FcPatternGetString(font, FC_FILE, 0, &file) != FcResultMatch || !file) return 0;
    if (strlen((const char *)file) + 1 > capacity) return 0;
    strcpy(path, (const char *)file);
    int face_index = 0;
    FcPatternGetInteger(font, FC_INDEX, 0, &face_index);
    *index = face_index;
    return 1;
}

/// Whether one of `font`'s family names is among the strongly bound families of `pattern`
/// after configuration (the requested name or an alias for it).
/* Families Chromium takes as one another's stand-ins on Linux, because their metrics are the
   same (its list of metric-compatible replacements): Arial is drawn with Liberation Sans. */
static const char *const ts_metric_groups[][3] = {
    {"Arial", "Liberation Sans", "Arimo"},
    {"Times New Roman", "Liberation Serif", "Tinos"},
    {"Courier New", "Liberation Mono", "Cousine"},
    {"Calibri", "Carlito", NULL},
    {"Cambria", "Caladea", NULL},
};

static int ts_metric_compatible(const char *a, const char *b) {
    for (size_t g = 0; g < sizeof ts_metric_groups / sizeof ts_metric_groups[0]; g++) {
        int hasA = 0, hasB = 0;
        for (int i = 0; i < 3 && ts_metric_groups[g][i]; i++) {
            hasA |= strcasecmp(ts_metric_groups[g][i], a) == 0;
            hasB |= strcasecmp(ts_metric_groups[g][i], b) == 0;
        }
        if (hasA && hasB) return 1;
    }
    return 0;
}

static int ts_family_accepted(FcPattern *pattern, FcPattern *font, const char *requested) {
    FcChar8 *name = NULL;
    for (int i = 0; FcPatternGetString(font, FC_FAMILY, i, &name) == FcResultMatch; i++) {
        if (strcasecmp((const char *)name, requested) == 0) return 1;
        if (ts_metric_compatible((const char *)name, requested)) return 1;
    }
    int generic = strcasecmp(requested, "sans-serif") == 0 || strcasecmp(requested, "serif") == 0
        || strcasecmp(requested, "monospace") == 0 || strcasecmp(requested, "sans") == 0
        || strcasecmp(requested, "cursive") == 0 || strcasecmp(requested, "fantasy") == 0
        || strcasecmp(requested, "system-ui") == 0 || strcasecmp(requested, "emoji") == 0;
    return generic;
    (void)pattern;
}

int ts_match_family(const char *family, int weight, int italic, char *path, size_t capacity, int *index) {
    FcPattern *pattern = FcPatternCreate();
    if (!pattern) return 0;
    const char *name = strcasecmp(family, "system-ui") == 0 ? "sans-serif" : family;
    FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)name);
    FcPatternAddInteger(pattern, FC_WEIGHT, ts_fc_weight(weight));
    FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN);
    FcPatternAddBool(pattern, FC_SCALABLE, FcTrue);
    FcConfigSubstitute(NULL, pattern, FcMatchPattern);
    FcDefaultSubstitute(pattern);
    FcResult result;
    FcPattern *font = FcFontMatch(NULL, pattern, &result);
    int found = 0;
    if (font && ts_family_accepted(pattern, font, family)) found = ts_copy_file(font, path, capacity, index);
    if (font) FcPatternDestroy(font);
    FcPatternDestroy(pattern);
    return found;
}

/* The fontconfig languages Chromium's fallback query names for the TS_LANGUAGE_ values: Chinese
   in traditional script goes to Taiwan's fonts, Hong Kong's too (as Chromium picks them). */
static const char *const ts_fc_languages[TS_LANGUAGE_COUNT] = {NULL, "ja", "zh-cn", "zh-tw", "zh-tw", "ko"};

static const char *ts_fc_language(int language) {
    return language > 0 && language < TS_LANGUAGE_COUNT ? ts_fc_languages[language] : NULL;
}

/* The fonts fontconfig sorts for a fallback query in each language, without the character:
   made once per process and shared by every thread (read-only once made). Like Chromium's
   query, it names no weight or slant: a bold or italic run falls back to the regular face,
   which Blink then emboldens or slants (that changes no advance). */
static pthread_mutex_t ts_fallback_lock = PTHREAD_MUTEX_INITIALIZER;
static FcFontSet *ts_fallback_fonts[TS_LANGUAGE_COUNT];

/// fontconfig's sort for a pattern of `family` (may be NULL), `language` and `charset` (may be
/// NULL), configured as for a match.
static FcFontSet *ts_sort(const char *family, int language, FcCharSet *charset) {
    FcPattern *pattern = FcPatternCreate();
    if (!pattern) return NULL;
    if (family) FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)family);
    if (charset) FcPatternAddCharSet(pattern, FC_CHARSET, charset);
    FcPatternAddBool(pattern, FC_SCALABLE, FcTrue);
    const char *lang = ts_fc_language(language);
    if (lang) FcPatternAddString(pattern, FC_LANG, (const FcChar8 *)lang);
    FcConfigSubstitute(NULL, pattern, FcMatchPattern);
    FcDefaultSubstitute(pattern);
    FcResult result;
    FcFontSet *fonts = FcFontSort(NULL, pattern, FcFalse, NULL, &result);
    FcPatternDestroy(pattern);
    return fonts;
}

static FcFontSet *ts_fallback_set(int language) {
    if (language < 0 || language >= TS_LANGUAGE_COUNT) language = 0;
    pthread_mutex_lock(&ts_fallback_lock);
    if (!ts_fallback_fonts[language]) ts_fallback_fonts[language] = ts_sort(NULL, language, NULL);
    FcFontSet *set = ts_fallback_fonts[language];
    pthread_mutex_unlock(&ts_fallback_lock);
    return set;
}

/// The index in `fonts` of the first font that has `codepoint`, or -1.
static int ts_first_index_with(FcFontSet *fonts, uint32_t codepoint) {
    for (int i = 0; fonts && i < fonts->nfont; i++) {
        FcCharSet *has = NULL;
        if (FcPatternGetCharSet(fonts->fonts[i], FC_CHARSET, 0, &has) != FcResultMatch) continue;
        if (FcCharSetHasChar(has, codepoint)) return i;
    }
    return -1;
}

/// The first font of `fonts` that has `codepoint`.
static int ts_first_with(FcFontSet *fonts, uint32_t codepoint, char *path, size_t capacity, int *index) {
    int found = ts_first_index_with(fonts, codepoint);
    return found >= 0 ? ts_copy_file(fonts->fonts[found], path, capacity, index) : 0;
}

int ts_match_codepoint(uint32_t codepoint, int language, char *path, size_t capacity, int *index) {
    // fontconfig sorts fonts that have the character before those that do not, and otherwise
    // as without it: so the first font with it in the character-less sort is the same font.
    return ts_first_with(ts_fallback_set(language), codepoint, path, capacity, index);
}

int ts_match_codepoint_sorting(uint32_t codepoint, int language, char *path, size_t capacity, int *index) {
    FcCharSet *charset = FcCharSetCreate();
    if (!charset) return 0;
    FcCharSetAddChar(charset, codepoint);
    FcFontSet *fonts = ts_sort(NULL, language, charset);
    int found = ts_first_with(fonts, codepoint, path, capacity, index);
    if (fonts) FcFontSetDestroy(fonts);
    FcCharSetDestroy(charset);
    return found;
}

int ts_match_generic(const char *generic, int language, int weight, int italic, char *path, size_t capacity, int *index) {
    if (!ts_fc_language(language)) return 0;
    if (generic && strcasecmp(generic, "monospace") == 0 && language != TS_LANGUAGE_JAPANESE) return 0;
    // Blink's stand-in for its per-script font settings: the font for a character common in
    // the language, asked with the generic family.
    uint32_t exemplar = language == TS_LANGUAGE_KOREAN ? 0xAC00 : 0x4E00;
    FcCharSet *charset = FcCharSetCreate();
    if (!charset) return 0;
    FcCharSetAddChar(charset, exemplar);
    FcFontSet *fonts = ts_sort(generic, language, charset);
    int first = ts_first_index_with(fonts, exemplar);
    FcChar8 *family = NULL;
    int found = 0;
    if (first >= 0 && FcPatternGetString(fonts->fonts[first], FC_FAMILY, 0, &family) == FcResultMatch && family) {
        found = ts_match_family((const char *)family, weight, italic, path, capacity, index);
    }
    if (fonts) FcFontSetDestroy(fonts);
    FcCharSetDestroy(charset);
    return found;
}
