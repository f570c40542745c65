#ifndef CONTRACT_CHECK_GIT2_OPTIONS_H
#define CONTRACT_CHECK_GIT2_OPTIONS_H

#include <stddef.h>
#include <spawn.h>
#include <sys/types.h>

/* libgit2's global options are set through the variadic git_libgit2_opts(), which Swift
 * cannot call. These are its only callers, one fixed signature each. */

/* Stops libgit2 from re-hashing every object it reads, as git itself does not on read. */
int contract_check_git_disable_strict_hash_verification(void);

/* Lets libgit2's object cache keep trees up to `limit` bytes each, `total` bytes in all, so
 * that `ci` reads each tree of a commit and its parent once. */
int contract_check_git_cache_trees(size_t limit, ssize_t total);

/* posix_spawn_file_actions_addchdir_np(): the child's working directory (a GNU extension on
 * Linux, also in macOS since 10.15). */
int contract_check_spawn_addchdir(posix_spawn_file_actions_t *actions, const char *path);

#endif
