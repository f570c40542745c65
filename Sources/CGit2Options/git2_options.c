/* The C side of libgit2's variadic options; see include/CGit2Options.h. */
#include <git2.h>
#include "CGit2Options.h"

int contract_check_git_disable_strict_hash_verification(void)
{
	return git_libgit2_opts(GIT_OPT_ENABLE_STRICT_HASH_VERIFICATION, 0);
}

int contract_check_git_cache_trees(size_t limit, ssize_t total)
{
	int rc = git_libgit2_opts(GIT_OPT_SET_CACHE_OBJECT_LIMIT, GIT_OBJECT_TREE, limit);
	if (rc < 0)
		return rc;
	return git_libgit2_opts(GIT_OPT_SET_CACHE_MAX_SIZE, total);
}
