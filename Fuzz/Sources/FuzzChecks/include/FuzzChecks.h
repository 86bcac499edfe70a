// Validity checks on the harness's outputs, in C so they are neither instrumented for coverage
// (an output's shape must not count as new coverage) nor slowed by AddressSanitizer.
#ifndef FUZZ_CHECKS_H
#define FUZZ_CHECKS_H
#include <stddef.h>

/// 1 if `text` is one JSON object or array (RFC 8259: strict numbers, escapes, no control
/// characters in strings, no unpaired surrogate escapes) with only whitespace around it.
int fuzz_json_valid(const char *text, size_t length);

/// 1 if `text` is a well-formed XML document (libxml2, no size or depth limits, no network).
int fuzz_xml_well_formed(const char *text, size_t length);

#endif
