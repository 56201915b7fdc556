#ifndef RENDER_LIST_CLIBXML2_SHIM_H
#define RENDER_LIST_CLIBXML2_SHIM_H

// libxml2 built with ICU declares ICU types in its encoding header; those clash with
// Foundation's private ICU module when both end up in one Swift module. render-list
// never uses libxml2's ICU converters, so the declarations are switched off here.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlsave.h>

/// libxml2 declares xmlFree as a macro over a thread-local getter, which Swift cannot import.
static inline void rl_xml_free(void *pointer) { xmlFree(pointer); }

#endif
