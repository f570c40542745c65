/// Keeps `git_libgit2_init` from parsing the system's CA certificate bundle.
///
/// Debian's libgit2 1.5 is built with mbedTLS, and its global initialisation parses every
/// certificate in `/etc/ssl/certs/ca-certificates.crt` (about 140 PEM certificates) so that
/// HTTPS remotes can be verified later. That took 3.5-4 ms of the 4.5 ms `git_libgit2_init`
/// costs, in a process — the commit-msg hook — that must finish faster than git itself and
/// never talks to a remote: contract-check only reads the local repository.
///
/// This function has the name and C signature of mbedTLS's `mbedtls_x509_crt_parse_file`.
/// The executable exports it, so the dynamic linker binds libgit2's call to it instead of to
/// libmbedx509's (ordinary ELF symbol interposition, as with `LD_PRELOAD`); in the static
/// release link it comes before the archive's copy (`--allow-multiple-definition`, Package.swift).
/// It parses nothing and reports success, which leaves libgit2 with an empty list of trusted
/// roots: an HTTPS connection made through libgit2 would fail verification (fail closed), never
/// succeed unverified. Nothing else in the process uses mbedTLS. If contract-check ever needs
/// HTTPS through libgit2, delete this function. With a libgit2 built against OpenSSL it is simply
/// unused.
///
/// It belongs to the executable, not to the `ContractCheck` library: a program that links the
/// library keeps mbedTLS's certificate loading. `LibGit2CertificateBundleTests` checks both: that
/// the interposition is in effect in `contract-check`, and that only its objects define the name.
@_cdecl("mbedtls_x509_crt_parse_file")
public func contractCheckSkipsCertificateBundle(_ chain: UnsafeMutableRawPointer?, _ path: UnsafePointer<CChar>?)
    -> Int32
{
    0
}
