#include <libxml/parser.h>
