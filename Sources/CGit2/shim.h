/* libgit2, from Debian's libgit2-dev (pkg-config: libgit2). */
#include <git2.h>
