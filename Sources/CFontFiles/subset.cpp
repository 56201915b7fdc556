// HarfBuzz's subsetter and Google's WOFF2 encoder behind a C interface (include/CFontFiles.h).
#include "CFontFiles.h"

#include <hb.h>
#include <hb-subset.h>
#include <woff2/decode.h>
#include <woff2/encode.h>

#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace {

// Copies `size` bytes into memory the caller frees with ff_free.
int hand_out(const uint8_t *data, size_t size, uint8_t **bytes, size_t *length) {
  uint8_t *copy = static_cast<uint8_t *>(std::malloc(size > 0 ? size : 1));
  if (copy == nullptr) return 0;
  if (size > 0) std::memcpy(copy, data, size);
  *bytes = copy;
  *length = size;
  return 1;
}

// A font that kerns only through the old `kern` table (no GPOS): HarfBuzz shapes with it, and
// the subsetter drops it by default. It is kept as it is, with the glyph ids it refers to.
void keep_legacy_kerning(hb_face_t *face, hb_subset_input_t *input) {
  hb_blob_t *gpos = hb_face_reference_table(face, HB_TAG('G', 'P', 'O', 'S'));
  hb_blob_t *kern = hb_face_reference_table(face, HB_TAG('k', 'e', 'r', 'n'));
  bool legacy = hb_blob_get_length(gpos) == 0 && hb_blob_get_length(kern) > 0;
  hb_blob_destroy(gpos);
  hb_blob_destroy(kern);
  if (!legacy) return;
  hb_set_del(hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG), HB_TAG('k', 'e', 'r', 'n'));
  hb_set_add(hb_subset_input_set(input, HB_SUBSET_SETS_NO_SUBSET_TABLE_TAG), HB_TAG('k', 'e', 'r', 'n'));
  hb_subset_input_set_flags(input, hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_RETAIN_GIDS);
}

// The woff2 encoder reports each file on standard error; the command's output must stay its own.
bool convert_quietly(const uint8_t *data, size_t size, uint8_t *result, size_t *result_length) {
  std::fflush(stderr);
  int saved = dup(2);
  int null = open("/dev/null", O_WRONLY);
  if (saved >= 0 && null >= 0) dup2(null, 2);
  // Brotli's best quality (11) takes a fifth of a second on a 100 KB subset and seconds on the
  // megabytes of a color emoji or CJK one, for a few percent; larger files get faster settings.
  woff2::WOFF2Params params;
  params.brotli_quality = size <= 64 * 1024 ? 11 : (size <= 256 * 1024 ? 9 : 5);
  bool ok = woff2::ConvertTTFToWOFF2(data, size, result, result_length, params);
  std::fflush(stderr);
  if (saved >= 0) {
    dup2(saved, 2);
    close(saved);
  }
  if (null >= 0) close(null);
  return ok;
}

// The subset plan: the characters, every layout feature and script (the default keeps only
// common features, and Blink's text-spacing-trim reads `halt` and `chws`), glyph ids renumbered.
hb_subset_input_t *make_input(hb_face_t *face, const uint32_t *codepoints, size_t count) {
  hb_subset_input_t *input = hb_subset_input_create_or_fail();
  if (input == nullptr) return nullptr;
  keep_legacy_kerning(face, input);
  hb_set_t *unicodes = hb_subset_input_unicode_set(input);
  for (size_t i = 0; i < count; i++) hb_set_add(unicodes, codepoints[i]);
  hb_set_add(unicodes, 0x20);
  // Blink reads how the face sets these marks to trim CJK punctuation (text-spacing-trim),
  // whether or not the text has them; kept where the face has them.
  // The zero sets the `ch` unit.
  static const uint32_t probes[] = {0x30, 0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0x201C, 0x2018, 0x201D, 0x2019};
  for (uint32_t probe : probes) hb_set_add(unicodes, probe);
  // Invisible format characters (soft hyphen, zero-width space and joiners, bidi marks, word
  // joiner, BOM): a browser looks them up in the face like any character, and one the subset
  // lacked would send it to another font, whose ascent and descent then grow the line.
  static const uint32_t invisible[][2] = {{0xAD, 0xAD}, {0x200B, 0x200F}, {0x202A, 0x202E}, {0x2060, 0x2064},
                                          {0x2066, 0x2069}, {0xFEFF, 0xFEFF}};
  for (const auto &range : invisible) hb_set_add_range(unicodes, range[0], range[1]);
  // A face that drew nothing but spaces still sets line heights; a browser's font sanitizer
  // refuses a font without a single outline, so the missing-glyph box keeps its own.
  hb_subset_input_set_flags(input, hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NOTDEF_OUTLINE);
  hb_set_t *features = hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
  hb_set_clear(features);
  hb_set_invert(features);
  hb_set_t *scripts = hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_SCRIPT_TAG);
  hb_set_clear(scripts);
  hb_set_invert(scripts);
  return input;
}

}  // namespace

extern "C" int ff_subset(const char *path, int index, const uint32_t *codepoints, size_t count, int woff2,
                         uint8_t **bytes, size_t *length) {
  hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
  if (blob == nullptr) return 0;
  hb_face_t *face = hb_face_create(blob, static_cast<unsigned>(index));
  hb_blob_destroy(blob);
  hb_subset_input_t *input = make_input(face, codepoints, count);
  hb_face_t *subset = input != nullptr ? hb_subset_or_fail(face, input) : nullptr;
  if (input != nullptr) hb_subset_input_destroy(input);
  hb_face_destroy(face);
  if (subset == nullptr) return 0;
  hb_blob_t *result = hb_face_reference_blob(subset);
  hb_face_destroy(subset);
  unsigned size = 0;
  const uint8_t *data = reinterpret_cast<const uint8_t *>(hb_blob_get_data(result, &size));
  int ok = 0;
  if (data != nullptr && size > 0) {
    if (woff2 == 0) {
      ok = hand_out(data, size, bytes, length);
    } else {
      size_t packed = woff2::MaxWOFF2CompressedSize(data, size);
      std::string buffer(packed, '\0');
      if (convert_quietly(data, size, reinterpret_cast<uint8_t *>(&buffer[0]), &packed)) {
        ok = hand_out(reinterpret_cast<const uint8_t *>(buffer.data()), packed, bytes, length);
      }
    }
  }
  hb_blob_destroy(result);
  return ok;
}

extern "C" int ff_woff2_decode(const uint8_t *data, size_t size, uint8_t **bytes, size_t *length) {
  std::string output;
  woff2::WOFF2StringOut out(&output);
  if (!woff2::ConvertWOFF2ToTTF(data, size, &out)) return 0;
  return hand_out(reinterpret_cast<const uint8_t *>(output.data()), out.Size(), bytes, length);
}

extern "C" void ff_free(uint8_t *bytes) { std::free(bytes); }
