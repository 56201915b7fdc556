// How a face sets fullwidth CJK punctuation for CSS `text-spacing-trim`, as Blink's HanKerning
// reads it from the font: whether the face has the `halt` and `chws` features, and where the
// glyphs of the dot, colon and quote marks sit in their em (which decides their spacing class).
#include "CTextShaping.h"
#include "face_internal.h"
#include FT_OUTLINE_H

enum { TS_OTHER = 0, TS_OPEN = 1, TS_CLOSE = 2, TS_MIDDLE = 3 };

/// Whether the face's GPOS table has the feature `tag` (for any script or language).
static int ts_has_gpos_feature(ts_face *face, hb_tag_t tag) {
    hb_tag_t tags[64];
    unsigned offset = 0, count;
    do {
        count = 64;
        hb_ot_layout_table_get_feature_tags(face->hb_face, HB_OT_TAG_GPOS, offset, &count, tags);
        for (unsigned i = 0; i < count; i++) {
            if (tags[i] == tag) return 1;
        }
        offset += count;
    } while (count == 64);
    return 0;
}

/// The class of a glyph by its ink: all on the left half of its advance is closing, all on the
/// right half opening, narrow and near the centre a middle dot.
static int ts_class_from_bounds(float advance, float left, float right) {
    float half = advance / 2;
    if (right <= half) return TS_CLOSE;
    if (left >= half) return TS_OPEN;
    if (right - left <= half && left >= half / 2) return TS_MIDDLE;
    return TS_OTHER;
}

/// The common class of glyphs `first..<end`, or other when their advances or classes differ.
static int ts_group_class(const hb_glyph_position_t *positions, const float *left, const float *right,
                          unsigned first, unsigned end) {
    int type = ts_class_from_bounds((float)positions[first].x_advance, left[first], right[first]);
    for (unsigned i = first + 1; i < end; i++) {
        if (positions[i].x_advance != positions[first].x_advance) return TS_OTHER;
        if (ts_class_from_bounds((float)positions[i].x_advance, left[i], right[i]) != type) return TS_OTHER;
    }
    return type;
}

ts_punctuation_spacing ts_face_punctuation_spacing(ts_face *face, int language) {
    ts_punctuation_spacing result = {0, 0, TS_OTHER, TS_OTHER, TS_OTHER, 0};
    result.has_halt = ts_has_gpos_feature(face, HB_TAG('h', 'a', 'l', 't'));
    if (!result.has_halt) return result;
    result.has_chws = ts_has_gpos_feature(face, HB_TAG('c', 'h', 'w', 's'));
    // 、。，． ： ； “ ‘ ” ’, one glyph each or the face cannot be used.
    static const char marks[] = "\u3001\u3002\uFF0C\uFF0E\uFF1A\uFF1B\u201C\u2018\u201D\u2019";
    ts_face_shape(face, 100, marks, (int)(sizeof marks - 1), language, NULL, 0);
    unsigned count = 0;
    hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(face->buffer, &count);
    hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(face->buffer, &count);
    float left[10], right[10];
    for (unsigned i = 0; i < count && count == 10; i++) {
        hb_glyph_extents_t extents = {0, 0, 0, 0};
        if (infos[i].codepoint == 0 || (i > 0 && infos[i].cluster == infos[i - 1].cluster)) count = 0;
        hb_font_get_glyph_extents(face->hb_font, infos[i].codepoint, &extents);
        left[i] = (float)(extents.x_bearing + positions[i].x_offset);
        right[i] = left[i] + (float)extents.width;
    }
    if (count != 10) {
        result.has_halt = 0;
        return result;
    }
    result.dot = ts_group_class(positions, left, right, 0, 4);
    result.colon = ts_group_class(positions, left, right, 4, 5);
    result.semicolon = ts_group_class(positions, left, right, 5, 6);
    result.quotes_fullwidth = ts_group_class(positions, left, right, 6, 8) == TS_OPEN
        && ts_group_class(positions, left, right, 8, 10) == TS_CLOSE;
    return result;
}

/// The ink of `glyph` at the face's size slanted as Skia slants a face for synthetic italic (a
/// skew of a quarter), and when `embolden`, grown as Skia grows it for synthetic bold (by a
/// 24th of the em, after the slant), rounded out to whole pixels as Skia's glyph bounds are.
static int ts_slanted_ink(ts_face *face, unsigned glyph, int embolden, float *left, float *right) {
    FT_Face ft = face->ft;
    FT_Matrix skew = {0x10000, 0x4000, 0, 0x10000};
    FT_Set_Transform(ft, &skew, NULL);
    int error = FT_Load_Glyph(ft, glyph, FT_LOAD_NO_BITMAP | FT_LOAD_NO_HINTING);
    FT_Set_Transform(ft, NULL, NULL);
    if (error || ft->glyph->format != FT_GLYPH_FORMAT_OUTLINE) return 0;
    if (embolden) FT_Outline_Embolden(&ft->glyph->outline, FT_MulFix(ft->units_per_EM, ft->size->metrics.y_scale) / 24);
    FT_BBox box;
    FT_Outline_Get_CBox(&ft->glyph->outline, &box);
    *left = (float)(box.xMin >> 6);
    *right = (float)((box.xMax + 63) >> 6);
    return 1;
}

int ts_face_slanted_punctuation(ts_face *face, float size, int language, int embolden, int *dot, int *colon, int *semicolon) {
    static const char marks[] = "\u3001\u3002\uFF0C\uFF0E\uFF1A\uFF1B";
    if (!FT_IS_SCALABLE(face->ft)) return 0;
    ts_face_shape(face, size, marks, (int)(sizeof marks - 1), language, NULL, 0);
    unsigned count = 0;
    hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(face->buffer, &count);
    hb_glyph_position_t *shaped = hb_buffer_get_glyph_positions(face->buffer, &count);
    if (count != 6) return 0;
    hb_glyph_position_t positions[6];
    unsigned glyphs[6];
    for (unsigned i = 0; i < 6; i++) {
        if (infos[i].codepoint == 0 || (i > 0 && infos[i].cluster == infos[i - 1].cluster)) return 0;
        positions[i] = shaped[i];
        glyphs[i] = infos[i].codepoint;
    }
    float left[6], right[6];
    for (unsigned i = 0; i < 6; i++) {
        if (!ts_slanted_ink(face, glyphs[i], embolden, &left[i], &right[i])) return 0;
        // In the positions' units (16.16 px).
        left[i] = left[i] * 65536.0f + (float)positions[i].x_offset;
        right[i] = right[i] * 65536.0f + (float)positions[i].x_offset;
    }
    *dot = ts_group_class(positions, left, right, 0, 4);
    *colon = ts_group_class(positions, left, right, 4, 5);
    *semicolon = ts_group_class(positions, left, right, 5, 6);
    return 1;
}

int64_t ts_face_halt_reduction(ts_face *face, float size, uint32_t codepoint, int language, int64_t *half_advance) {
    char utf8[4];
    int length = 0;
    if (codepoint < 0x80) {
        utf8[length++] = (char)codepoint;
    } else if (codepoint < 0x800) {
        utf8[length++] = (char)(0xC0 | (codepoint >> 6));
        utf8[length++] = (char)(0x80 | (codepoint & 0x3F));
    } else if (codepoint < 0x10000) {
        utf8[length++] = (char)(0xE0 | (codepoint >> 12));
        utf8[length++] = (char)(0x80 | ((codepoint >> 6) & 0x3F));
        utf8[length++] = (char)(0x80 | (codepoint & 0x3F));
    } else {
        return 0;
    }
    int64_t plain = ts_shape_advance(face, size, utf8, length, 1, language, NULL);
    hb_feature_t halt = {HB_TAG('h', 'a', 'l', 't'), 1, HB_FEATURE_GLOBAL_START, HB_FEATURE_GLOBAL_END};
    ts_face_shape(face, size, utf8, length, language, &halt, 1);
    unsigned count = 0;
    hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(face->buffer, &count);
    int64_t half = 0;
    for (unsigned i = 0; i < count; i++) half += positions[i].x_advance;
    if (half_advance) *half_advance = half;
    return plain - half;
}
