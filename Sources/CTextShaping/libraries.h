// HarfBuzz, FreeType and fontconfig, for the CTextShaping C target only (Swift code uses
// CTextShaping's own API and never these headers).
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_ADVANCES_H
#include FT_OUTLINE_H
#include <fontconfig/fontconfig.h>
