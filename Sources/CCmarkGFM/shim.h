/* cmark-gfm and its core extensions (tables), from Debian's libcmark-gfm-dev and
 * libcmark-gfm-extensions-dev (pkg-config: libcmark-gfm, which links both). */
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
