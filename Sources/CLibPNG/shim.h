// libpng 1.6's simplified API (png_image_*): it reads any colour type, bit depth, palette,
// transparency chunk and interlacing into 8-bit RGBA, and reports errors through the image's
// message instead of longjmp, which Swift cannot catch. Debian: libpng-dev (pkg-config libpng).
#include <png.h>
