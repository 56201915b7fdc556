#ifndef RENDER_LIST_CBYTESCAN_H
#define RENDER_LIST_CBYTESCAN_H

#include <stddef.h>
#include <stdint.h>

/// Scans over every byte of a row's text, sixteen bytes at a time (SSE2 on x86-64, a plain
/// loop elsewhere). Swift's SIMD types compile these tests lane by lane, which is slower than
/// the 64-bit word tricks they would replace.

/// The offset of the first byte of `bytes[0..<count]` that is `"`, `\` or below 0x20 (`count`
/// when there is none), and, added to `*continuations`, how many bytes before it are UTF-8
/// continuation bytes (10xxxxxx).
size_t rl_json_plain_prefix(const uint8_t *bytes, size_t count, size_t *continuations);

/// The offset of the first byte of `bytes[0..<count]` that is, or may start, a code point text
/// may not hold: a control character but tab, line feed and carriage return, DEL, C2 followed
/// by 80–9F, EF followed by B7, or BF followed by BE–BF. Exact for the first three; the caller
/// checks the others byte by byte from three bytes before it. `count` when there is none.
size_t rl_first_suspect(const uint8_t *bytes, size_t count);

#endif
