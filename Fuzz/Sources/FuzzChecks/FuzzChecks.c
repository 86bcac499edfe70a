#include "FuzzChecks.h"
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <libxml/parser.h>

#define BAD SIZE_MAX

static size_t skip_space(const unsigned char *s, size_t i, size_t n) {
    while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r')) i++;
    return i;
}

static int hex4(const unsigned char *s, size_t i, size_t n, unsigned *out) {
    if (i > n || n - i < 4) return 0;
    unsigned v = 0;
    for (size_t k = 0; k < 4; k++) {
        unsigned char c = s[i + k];
        v <<= 4;
        if (c >= '0' && c <= '9') v |= c - '0';
        else if (c >= 'a' && c <= 'f') v |= c - 'a' + 10;
        else if (c >= 'A' && c <= 'F') v |= c - 'A' + 10;
        else return 0;
    }
    *out = v;
    return 1;
}

/// Length of the well-formed UTF-8 sequence at s[i] (a byte >= 0x80), or 0.
static size_t utf8_length(const unsigned char *s, size_t i, size_t n) {
    unsigned char c = s[i];
    size_t length;
    unsigned min, cp;
    if (c >= 0xC2 && c <= 0xDF) { length = 2; cp = c & 0x1F; min = 0x80; }
    else if (c >= 0xE0 && c <= 0xEF) { length = 3; cp = c & 0x0F; min = 0x800; }
    else if (c >= 0xF0 && c <= 0xF4) { length = 4; cp = c & 0x07; min = 0x10000; }
    else return 0;
    if (n - i < length) return 0;
    for (size_t k = 1; k < length; k++) {
        if ((s[i + k] & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (s[i + k] & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return length;
}

/// Index just past the string opening at s[i], or BAD.
static size_t string_end(const unsigned char *s, size_t i, size_t n) {
    i++;
    while (i < n) {
        unsigned char c = s[i];
        if (c == '"') return i + 1;
        if (c < 0x20) return BAD;
        if (c >= 0x80) {
            size_t length = utf8_length(s, i, n);
            if (length == 0) return BAD;
            i += length;
        } else if (c == '\\') {
            if (i + 1 >= n) return BAD;
            unsigned char e = s[i + 1];
            if (e == 'u') {
                unsigned u, low;
                if (!hex4(s, i + 2, n, &u)) return BAD;
                i += 6;
                if (u >= 0xDC00 && u <= 0xDFFF) return BAD; // a low surrogate alone
                if (u >= 0xD800 && u <= 0xDBFF) {          // a high one needs its low one
                    if (i + 1 >= n || s[i] != '\\' || s[i + 1] != 'u' || !hex4(s, i + 2, n, &low) || low < 0xDC00 || low > 0xDFFF)
                        return BAD;
                    i += 6;
                }
            } else if (e == '"' || e == '\\' || e == '/' || e == 'b' || e == 'f' || e == 'n' || e == 'r' || e == 't') {
                i += 2;
            } else {
                return BAD;
            }
        } else {
            i++;
        }
    }
    return BAD;
}

static int digit(const unsigned char *s, size_t i, size_t n) { return i < n && s[i] >= '0' && s[i] <= '9'; }

/// Index just past the number starting at s[i], or BAD (no NaN, no infinity, no leading zeros).
static size_t number_end(const unsigned char *s, size_t i, size_t n) {
    if (s[i] == '-') i++;
    if (!digit(s, i, n)) return BAD;
    if (s[i] == '0') i++;
    else while (digit(s, i, n)) i++;
    if (i < n && s[i] == '.') {
        i++;
        if (!digit(s, i, n)) return BAD;
        while (digit(s, i, n)) i++;
    }
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        i++;
        if (i < n && (s[i] == '+' || s[i] == '-')) i++;
        if (!digit(s, i, n)) return BAD;
        while (digit(s, i, n)) i++;
    }
    return i;
}

static size_t literal_end(const unsigned char *s, size_t i, size_t n, const char *word) {
    size_t length = strlen(word);
    return n - i >= length && memcmp(s + i, word, length) == 0 ? i + length : BAD;
}

int fuzz_json_valid(const char *text, size_t n) {
    const unsigned char *s = (const unsigned char *)text;
    size_t i = skip_space(s, 0, n);
    if (i >= n || (s[i] != '{' && s[i] != '[')) return 0; // a document, not a fragment
    unsigned char *open = malloc(n);                      // '{' or '[' per level: no depth limit
    size_t depth = 0;
    int valid = 0;
    if (!open) return 0;
    for (;;) {
        // A value starts at i.
        i = skip_space(s, i, n);
        if (i >= n) goto done;
        unsigned char c = s[i];
        if (c == '{' || c == '[') {
            open[depth++] = c;
            i = skip_space(s, i + 1, n);
            if (i < n && s[i] == (c == '{' ? '}' : ']')) { depth--; i++; goto after_value; }
            if (c == '{') goto key;
            continue;
        }
        if (c == '"') i = string_end(s, i, n);
        else if (c == '-' || (c >= '0' && c <= '9')) i = number_end(s, i, n);
        else if (c == 't') i = literal_end(s, i, n, "true");
        else if (c == 'f') i = literal_end(s, i, n, "false");
        else if (c == 'n') i = literal_end(s, i, n, "null");
        else goto done;
        if (i == BAD) goto done;
    after_value:
        if (depth == 0) { valid = skip_space(s, i, n) == n; goto done; }
        i = skip_space(s, i, n);
        if (i >= n) goto done;
        if (s[i] == ',') {
            i++;
            if (open[depth - 1] == '{') goto key;
            continue;
        }
        if (s[i] == (open[depth - 1] == '{' ? '}' : ']')) { depth--; i++; goto after_value; }
        goto done;
    key:
        i = skip_space(s, i, n);
        if (i >= n || s[i] != '"') goto done;
        i = string_end(s, i, n);
        if (i == BAD) goto done;
        i = skip_space(s, i, n);
        if (i >= n || s[i] != ':') goto done;
        i++;
    }
done:
    free(open);
    return valid;
}

int fuzz_xml_well_formed(const char *text, size_t length) {
    if (length > INT_MAX) return 0;
    xmlDocPtr doc = xmlReadMemory(text, (int)length, NULL, NULL,
                                  XML_PARSE_NONET | XML_PARSE_HUGE | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
    if (!doc) return 0;
    xmlFreeDoc(doc);
    return 1;
}
