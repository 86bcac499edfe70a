// libxml2 is built with ICU on Debian; its ICU enum clashes with Foundation's copy,
// so the version header comes first and ICU support is hidden from Swift.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <libxml/tree.h>
