// Font files for the site: a face cut down to the characters it draws (HarfBuzz's subsetter)
// and packed as WOFF2 (Google's woff2 encoder). Plain C over a C++ implementation; Swift code
// reaches it only through RenderList's FontFiles wrapper.
#ifndef CFONTFILES_H
#define CFONTFILES_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Cuts face `index` of the font file at `path` down to the glyphs of `codepoints` (and those
/// its layout features reach from them: ligatures, localized forms), keeping every layout
/// feature and the tables shaping reads, and packs the result as WOFF2 when `woff2` is 1 (else
/// leaves it an OpenType file). On success returns 1 and sets `*bytes` (free it with
/// `ff_free`) and `*length`; returns 0 when the file cannot be read or subset or packed.
int ff_subset(const char *path, int index, const uint32_t *codepoints, size_t count, int woff2,
              uint8_t **bytes, size_t *length);

/// Unpacks a WOFF2 file into OpenType bytes (for checks). 1 on success, as ``ff_subset``.
int ff_woff2_decode(const uint8_t *data, size_t size, uint8_t **bytes, size_t *length);

/// Frees bytes ``ff_subset`` or ``ff_woff2_decode`` returned.
void ff_free(uint8_t *bytes);

#ifdef __cplusplus
}
#endif

#endif
