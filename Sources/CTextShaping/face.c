// Font faces: FreeType for the face and its vertical metrics (as Skia reads them), HarfBuzz
// (OpenType functions, 16.16 scale) for shaping, as Blink's HarfBuzzShaper does.
#include "CTextShaping.h"
#include "face_internal.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/// One FreeType library per thread: FreeType does not let two threads open or close faces of
/// one library at once. A face is then used only by the thread (the layout) that opened it.
static FT_Library ts_library(void) {
    static _Thread_local FT_Library library = NULL;
    if (!library && FT_Init_FreeType(&library) != 0) library = NULL;
    return library;
}

/// Sizes the FreeType face as Skia does: the char size in 26.6, truncated (SkScalarToFDot6);
/// below 1 px (where FreeType would scale as for 1 px) at 1 px, its advances scaled down by the
/// char size; bitmap fonts pick a strike.
static void ts_set_size(ts_face *face, float size) {
    if (face->size == size) return;
    face->size = size;
    FT_Face ft = face->ft;
    if (FT_IS_SCALABLE(ft)) {
        FT_F26Dot6 fixed = (FT_F26Dot6)(size * 64.0f);
        FT_Set_Char_Size(ft, fixed < 64 ? 64 : fixed, fixed < 64 ? 64 : fixed, 72, 72);
        face->bitmap_scale = fixed < 64 ? (float)fixed / 64.0f : 1;
    } else if (ft->num_fixed_sizes > 0) {
        ts_face_vertical_metrics(face, size);
        face->bitmap_scale = size / (float)ft->size->metrics.y_ppem;
    }
}

/// Glyph advances as Skia reports them to Blink's HarfBuzz: FreeType's unhinted linear
/// advance (16.16) at the char size; bitmap strikes scaled from the strike's advance, read from
/// the glyph's metrics without decoding its image (a color emoji's PNG: inflating it was most of
/// the cost of measuring an emoji).
static void ts_h_advances(hb_font_t *font, void *data, unsigned count, const hb_codepoint_t *glyphs,
                          unsigned glyph_stride, hb_position_t *advances, unsigned advance_stride, void *user) {
    ts_face *face = data;
    int scalable = FT_IS_SCALABLE(face->ft);
    for (unsigned i = 0; i < count; i++) {
        float px = 0;
        if (scalable) {
            FT_Fixed advance = 0;
            FT_Get_Advance(face->ft, *glyphs, FT_LOAD_NO_HINTING, &advance);
            px = (float)advance / 65536.0f * face->bitmap_scale;
        } else if (FT_Load_Glyph(face->ft, *glyphs, FT_LOAD_COLOR | FT_LOAD_BITMAP_METRICS_ONLY) == 0) {
            px = (float)face->ft->glyph->advance.x / 64.0f * face->bitmap_scale;
        }
        *advances = (hb_position_t)(px * 65536.0f);
        glyphs = (const hb_codepoint_t *)((const char *)glyphs + glyph_stride);
        advances = (hb_position_t *)((char *)advances + advance_stride);
    }
    (void)font; (void)user;
}

static hb_font_funcs_t *ts_funcs = NULL;

static void ts_make_font_funcs(void) {
    ts_funcs = hb_font_funcs_create();
    hb_font_funcs_set_glyph_h_advances_func(ts_funcs, ts_h_advances, NULL, NULL);
    hb_font_funcs_make_immutable(ts_funcs);
}

static hb_font_funcs_t *ts_font_funcs(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, ts_make_font_funcs);
    return ts_funcs;
}

ts_face *ts_face_open(const char *path, int index) {
    FT_Library library = ts_library();
    if (!library) return NULL;
    ts_face *face = calloc(1, sizeof *face);
    if (!face) return NULL;
    if (FT_New_Face(library, path, index, &face->ft) != 0) {
        free(face);
        return NULL;
    }
    face->hb_face = hb_ft_face_create_referenced(face->ft);
    hb_font_t *parent = hb_font_create(face->hb_face);
    hb_ot_font_set_funcs(parent);
    face->hb_font = hb_font_create_sub_font(parent);
    hb_font_destroy(parent);
    hb_font_set_funcs(face->hb_font, ts_font_funcs(), face, NULL);
    face->buffer = hb_buffer_create();
    return face;
}

void ts_face_close(ts_face *face) {
    if (!face) return;
    hb_buffer_destroy(face->buffer);
    hb_font_destroy(face->hb_font);
    hb_face_destroy(face->hb_face);
    FT_Done_Face(face->ft);
    free(face);
}

int ts_face_has_codepoint(const ts_face *face, uint32_t codepoint) {
    return FT_Get_Char_Index(face->ft, codepoint) != 0;
}

int ts_face_is_italic(const ts_face *face) {
    return (face->ft->style_flags & FT_STYLE_FLAG_ITALIC) != 0;
}

int ts_face_is_bold(const ts_face *face) {
    return (face->ft->style_flags & FT_STYLE_FLAG_BOLD) != 0;
}

int ts_face_is_bitmap_only(const ts_face *face) {
    return !FT_IS_SCALABLE(face->ft) && face->ft->num_fixed_sizes > 0;
}

void ts_face_family(const ts_face *face, char *name, size_t capacity) {
    if (capacity == 0) return;
    const char *family = face->ft->family_name ? face->ft->family_name : "";
    strncpy(name, family, capacity - 1);
    name[capacity - 1] = 0;
}

/// SkScalerContext_FreeType::generateFontMetrics, ascent/descent/leading only.
ts_vertical_metrics ts_face_vertical_metrics(ts_face *face, float size) {
    ts_vertical_metrics result = {0, 0, 0};
    FT_Face ft = face->ft;
    float ascent, descent, leading;
    if (FT_IS_SCALABLE(ft)) {
        float upem = (float)ft->units_per_EM;
        TT_OS2 *os2 = (TT_OS2 *)FT_Get_Sfnt_Table(ft, FT_SFNT_OS2);
        if (os2 && os2->version != 0xFFFF && (os2->fsSelection & (1 << 7))) {
            ascent = -(float)os2->sTypoAscender / upem;
            descent = -(float)os2->sTypoDescender / upem;
            leading = (float)os2->sTypoLineGap / upem;
        } else {
            ascent = -(float)ft->ascender / upem;
            descent = -(float)ft->descender / upem;
            leading = (float)(ft->height + (ft->descender - ft->ascender)) / upem;
        }
    } else if (ft->num_fixed_sizes > 0) {
        // Bitmap strikes (color emoji): the strike nearest the size, as Skia chooses it.
        int best = 0;
        for (int i = 1; i < ft->num_fixed_sizes; i++) {
            FT_Pos want = (FT_Pos)(size * 64), have = ft->available_sizes[i].y_ppem;
            FT_Pos current = ft->available_sizes[best].y_ppem;
            if ((have >= want && (current < want || have < current)) || (current < want && have > current)) best = i;
        }
        FT_Select_Size(ft, best);
        float ppem = (float)ft->size->metrics.y_ppem;
        ascent = -(float)ft->size->metrics.ascender / (ppem * 64.0f);
        descent = -(float)ft->size->metrics.descender / (ppem * 64.0f);
        leading = (float)ft->size->metrics.height / (ppem * 64.0f) + ascent - descent;
    } else {
        return result;
    }
    result.ascent = -ascent * size;
    result.descent = descent * size;
    result.line_gap = leading * size;
    return result;
}

/// SkScalerContext_FreeType::generateFontMetrics, x-height only: the OS/2 sxHeight when the
/// table has one (version 2 on), else the top of the `x` glyph's outline as loaded with Skia's
/// flags on Linux (light hinting: DejaVu Sans's `x` is 9 px tall at 15 px, 8.2 unhinted).
float ts_face_x_height(ts_face *face, float size) {
    FT_Face ft = face->ft;
    if (!FT_IS_SCALABLE(ft)) return 0;
    TT_OS2 *os2 = (TT_OS2 *)FT_Get_Sfnt_Table(ft, FT_SFNT_OS2);
    if (os2 && os2->version != 0xFFFF && os2->sxHeight > 0) return (float)os2->sxHeight / (float)ft->units_per_EM * size;
    FT_UInt glyph = FT_Get_Char_Index(ft, 'x');
    if (!glyph) return 0;
    ts_set_size(face, size);
    if (FT_Load_Glyph(ft, glyph, FT_LOAD_TARGET_LIGHT | FT_LOAD_NO_BITMAP) != 0) return 0;
    FT_BBox box;
    FT_Outline_Get_CBox(&ft->glyph->outline, &box);
    return (float)box.yMax / 64.0f;
}

/* SkScalerContext_FreeType::generateFontMetrics, fAvgCharWidth and fXMin/fXMax only (Blink's
   SimpleFontData takes its average and maximum character widths from them on Linux). */
void ts_face_char_widths(ts_face *face, float size, float *average, float *bounds) {
    FT_Face ft = face->ft;
    *average = 0;
    *bounds = 0;
    if (!FT_IS_SCALABLE(ft) || ft->units_per_EM == 0) return;
    float scale = size / (float)ft->units_per_EM;
    TT_OS2 *os2 = (TT_OS2 *)FT_Get_Sfnt_Table(ft, FT_SFNT_OS2);
    if (os2 && os2->version != 0xFFFF) *average = (float)os2->xAvgCharWidth * scale;
    *bounds = (float)(ft->bbox.xMax - ft->bbox.xMin) * scale;
}

/* Blink's features: contextual half-width spacing (text-spacing-trim: normal) where fonts
   have it; without ligatures, `liga`, `clig` and `calt` off too. */
static hb_feature_t ts_features[4];

static void ts_make_features(void) {
    hb_feature_from_string("chws", -1, &ts_features[0]);
    hb_feature_from_string("-liga", -1, &ts_features[1]);
    hb_feature_from_string("-clig", -1, &ts_features[2]);
    hb_feature_from_string("-calt", -1, &ts_features[3]);
}

/* The HarfBuzz languages of the TS_LANGUAGE_ values, as Blink passes the locale: BCP 47 tags,
   which HarfBuzz maps to the OpenType language systems JAN, ZHS, ZHT, ZHH and KOR. */
static hb_language_t ts_languages[TS_LANGUAGE_COUNT];

static void ts_make_languages(void) {
    static const char *const tags[TS_LANGUAGE_COUNT] = {NULL, "ja", "zh-Hans", "zh-Hant", "zh-HK", "ko"};
    for (int i = 1; i < TS_LANGUAGE_COUNT; i++) ts_languages[i] = hb_language_from_string(tags[i], -1);
}

/// Whether `utf8` holds a curly quote at `at`: U+2018, U+2019, U+201C or U+201D (E2 80 98/99/9C/9D).
static int ts_is_curly_quote(const char *utf8, int length, int at) {
    if (at + 2 >= length || (unsigned char)utf8[at] != 0xE2 || (unsigned char)utf8[at + 1] != 0x80) return 0;
    unsigned char last = (unsigned char)utf8[at + 2];
    return last == 0x98 || last == 0x99 || last == 0x9C || last == 0x9D;
}

/* Blink sets curly quotes fullwidth (`fwid`) in Chinese text, as Chinese fonts draw them, in
   whatever script run they are: one feature per quote, over its cluster (clusters are byte
   offsets). Writes at most length / 3 features into `features`; returns how many. */
static unsigned ts_quote_features(const char *utf8, int length, hb_feature_t *features) {
    unsigned count = 0;
    for (int i = 0; i + 2 < length; i++) {
        if (!ts_is_curly_quote(utf8, length, i)) continue;
        features[count++] = (hb_feature_t){HB_TAG('f', 'w', 'i', 'd'), 1, (unsigned)i, (unsigned)i + 3};
        i += 2;
    }
    return count;
}

/// Shapes the buffer with `features`, and with `fwid` on each curly quote in Chinese.
static void ts_shape_buffer(ts_face *face, const char *utf8, int length, int language,
                            const hb_feature_t *features, unsigned feature_count) {
    int chinese = language == TS_LANGUAGE_SIMPLIFIED_CHINESE || language == TS_LANGUAGE_TRADITIONAL_CHINESE
        || language == TS_LANGUAGE_HONG_KONG_CHINESE;
    hb_feature_t stack[64];
    unsigned capacity = feature_count + (unsigned)length / 3;
    hb_feature_t *all = !chinese ? NULL : capacity <= 64 ? stack : malloc(sizeof(hb_feature_t) * capacity);
    unsigned quotes = 0;
    if (all) {
        if (feature_count) memcpy(all, features, sizeof(hb_feature_t) * feature_count);
        quotes = ts_quote_features(utf8, length, all + feature_count);
    }
    if (quotes) hb_shape(face->hb_font, face->buffer, all, feature_count + quotes);
    else hb_shape(face->hb_font, face->buffer, features, feature_count);
    if (all && all != stack) free(all);
}

static void ts_prepare(ts_face *face, float size, const char *utf8, int length, int ligatures, int language) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, ts_make_features);
    ts_face_shape(face, size, utf8, length, language, ts_features, ligatures ? 1 : 4);
}

void ts_face_shape(ts_face *face, float size, const char *utf8, int length, int language,
                   const hb_feature_t *features, unsigned feature_count) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, ts_make_languages);
    ts_set_size(face, size);
    int scale = (int)(size * 65536.0f);
    if (scale != face->scale) {
        hb_font_set_scale(face->hb_font, scale, scale);
        face->scale = scale;
    }
    hb_buffer_clear_contents(face->buffer);
    hb_buffer_add_utf8(face->buffer, utf8, length, 0, length);
    if (language > 0 && language < TS_LANGUAGE_COUNT) hb_buffer_set_language(face->buffer, ts_languages[language]);
    hb_buffer_guess_segment_properties(face->buffer);
    // Blink shapes marks and digits in the script of the text around them, which in these
    // languages is Han (and a run of nothing else in the language's script): the font's forms
    // for the language (`locl`: Simplified Chinese colons, Traditional Chinese full stops,
    // fullwidth quotes) apply to them only then.
    if (language > 0 && language < TS_LANGUAGE_COUNT) {
        hb_script_t script = hb_buffer_get_script(face->buffer);
        if (script == HB_SCRIPT_INVALID || script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED
            || script == HB_SCRIPT_UNKNOWN) {
            hb_buffer_set_script(face->buffer, language == TS_LANGUAGE_KOREAN ? HB_SCRIPT_HANGUL : HB_SCRIPT_HAN);
        }
    }
    ts_shape_buffer(face, utf8, length, language, features, feature_count);
}

int64_t ts_shape_advance(ts_face *face, float size, const char *utf8, int length, int ligatures, int language,
                         int *missing) {
    ts_prepare(face, size, utf8, length, ligatures, language);
    unsigned count = 0;
    hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(face->buffer, &count);
    hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(face->buffer, &count);
    int64_t total = 0;
    int notdef = 0;
    for (unsigned i = 0; i < count; i++) {
        total += positions[i].x_advance;
        if (infos[i].codepoint == 0) notdef++;
    }
    if (missing) *missing = notdef;
    return total;
}
