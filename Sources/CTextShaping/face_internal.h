#ifndef CTEXTSHAPING_FACE_INTERNAL_H
#define CTEXTSHAPING_FACE_INTERNAL_H
// The face record, shared by the C files of this target only (never by Swift).
#include "CTextShaping.h"
#include "libraries.h"

struct ts_face {
    FT_Face ft;
    hb_face_t *hb_face;
    hb_font_t *hb_font;
    hb_buffer_t *buffer;
    int scale;
    float size;
    /// What advances read at the FreeType size are scaled by: a bitmap strike's to the size, and
    /// 1 px outlines' to a size below 1 px (else 1).
    float bitmap_scale;
};

/// Shapes `length` bytes of UTF-8 at `size` px in `language` into the face's buffer with `features`.
void ts_face_shape(ts_face *face, float size, const char *utf8, int length, int language,
                   const hb_feature_t *features, unsigned feature_count);

#endif
