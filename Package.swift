// swift-tools-version:6.0
import PackageDescription

/// The release build (`scripts/package`) sets `CONTRACT_CHECK_STATIC_LIBS` to a folder holding
/// only static archives (libgit2, cmark-gfm, libyaml and what they link, libstdc++), so the linker finds
/// `libgit2.a` there before `libgit2.so`, and the executable needs nothing but the C library.
/// Unset (every other build, the tests), the C libraries are linked as shared libraries.
let staticLibraries = Context.environment["CONTRACT_CHECK_STATIC_LIBS"].flatMap { $0.isEmpty ? nil : $0 }
/// On Linux, what Debian's libgit2 (`pkg-config --static --libs libgit2`) and libssh2 link, named
/// for the static link; libgcc linked statically too. `--allow-multiple-definition`: the
/// executable's own `mbedtls_x509_crt_parse_file` (contract-check/CertificateBundleOverride.swift:
/// libgit2's start-up parses no CA bundle) comes first and wins over the archive's, as it wins by
/// interposition over the shared library's. Still needed: libmbedx509.a defines it in the member
/// (x509_crt.c.o) that also holds `mbedtls_x509_crt_init` and `_free`, which libgit2 calls, so
/// that member is linked in and the name is defined twice. On macOS (.github/workflows/release.yml:
/// libgit2 built static without network transports), what that libgit2 links from the system.
let staticLinkerSettings: [LinkerSetting] =
    staticLibraries.map { folder in
        let linux = ["mbedtls", "mbedx509", "mbedcrypto", "http_parser", "ssh2", "ssl", "crypto", "pcre2-8", "z"]
        return [
            .unsafeFlags(["-L", folder]),
            .unsafeFlags(
                ["-Xclang-linker", "-static-libgcc", "-Xlinker", "--allow-multiple-definition"],
                .when(platforms: [.linux])),
        ]
            + linux.map { .linkedLibrary($0, .when(platforms: [.linux])) }
            + ["z", "iconv"].map { .linkedLibrary($0, .when(platforms: [.macOS])) }
            + ["CoreFoundation", "Security"].map { .linkedFramework($0, .when(platforms: [.macOS])) }
    } ?? []

/// contract-check: keeps a contract document and the code it describes from drifting apart.
///
/// Targets own one thing each: `AnchorManifest` turns the document into a model (pure),
/// `ContractCheck` applies the rules to git input and returns findings, `contract-check` is the
/// thin CLI. The C libraries come from Debian through system-library targets (pkg-config). The
/// one product is the executable: nothing outside the package links the two libraries.
let package = Package(
    name: "contract-check",
    // macOS 13: the standard library's string algorithms (`contains`, `split` on a string).
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "contract-check", targets: ["contract-check"])
    ],
    targets: [
        .systemLibrary(
            name: "CGit2",
            path: "Sources/CGit2",
            pkgConfig: "libgit2",
            providers: [.apt(["libgit2-dev"])]
        ),
        .systemLibrary(
            name: "CCmarkGFM",
            path: "Sources/CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .systemLibrary(
            name: "CYAML",
            path: "Sources/CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // The C files: libgit2's variadic git_libgit2_opts(), which Swift cannot call; the GNU
        // posix_spawn_file_actions_addchdir_np(); the GSSAPI stubs of the static release build.
        .target(
            name: "CGit2Options", dependencies: ["CGit2"], path: "Sources/CGit2Options",
            cSettings: staticLibraries == nil ? [] : [.define("CONTRACT_CHECK_GSSAPI_STUBS")]
        ),
        .target(name: "AnchorManifest", dependencies: ["CCmarkGFM"]),
        .target(name: "ContractCheck", dependencies: ["AnchorManifest", "CGit2", "CGit2Options", "CYAML"]),
        .executableTarget(
            name: "contract-check", dependencies: ["ContractCheck", "AnchorManifest"],
            linkerSettings: staticLinkerSettings
        ),
        .testTarget(name: "AnchorManifestTests", dependencies: ["AnchorManifest"]),
        .testTarget(
            name: "ContractCheckTests",
            dependencies: ["ContractCheck", "AnchorManifest", "CGit2", "contract-check"]
        ),
    ]
)
