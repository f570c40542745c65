/* posix_spawn_file_actions_addchdir_np() is declared only with _GNU_SOURCE, which Swift's
 * Glibc module does not define; this one wrapper makes it callable from Swift. */
#define _GNU_SOURCE
#include <spawn.h>

#include "CGit2Options.h"

int contract_check_spawn_addchdir(posix_spawn_file_actions_t *actions, const char *path) {
    return posix_spawn_file_actions_addchdir_np(actions, path);
}
