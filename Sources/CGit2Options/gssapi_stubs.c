/* Only in the release build (scripts/package: CONTRACT_CHECK_STATIC_LIBS set), where libgit2
 * is linked from Debian's static archive: krb5 ships no static GSSAPI library, and libgit2's
 * HTTP "Negotiate" authentication refers to these nine symbols. contract-check never opens a
 * network remote, so they are never called; each fails (GSS_S_FAILURE) if one ever is. */
#ifdef CONTRACT_CHECK_GSSAPI_STUBS

#define CONTRACT_CHECK_GSS_FAILURE (13u << 16)

void *GSS_C_NT_HOSTBASED_SERVICE = 0;

unsigned int gss_delete_sec_context(void) { return CONTRACT_CHECK_GSS_FAILURE; }
unsigned int gss_display_status(void) { return CONTRACT_CHECK_GSS_FAILURE; }
unsigned int gss_import_name(void) { return CONTRACT_CHECK_GSS_FAILURE; }
unsigned int gss_indicate_mechs(void) { return CONTRACT_CHECK_GSS_FAILURE; }
unsigned int gss_init_sec_context(void) { return CONTRACT_CHECK_GSS_FAILURE; }
unsigned int gss_release_buffer(void) { return CONTRACT_CHECK_GSS_FAILURE; }
unsigned int gss_release_name(void) { return CONTRACT_CHECK_GSS_FAILURE; }
unsigned int gss_release_oid_set(void) { return CONTRACT_CHECK_GSS_FAILURE; }

#else
/* An ordinary build links libgit2.so, which brings its own GSSAPI. */
typedef int contract_check_gssapi_stubs_unused;
#endif
