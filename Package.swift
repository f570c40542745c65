// swift-tools-version:6.0
import PackageDescription

/// contract-check: keeps a contract document and the code it describes from drifting apart.
///
/// Targets own one thing each: `AnchorManifest` turns the document into a model (pure),
/// `ContractCheck` applies the rules to git input and returns findings, `contract-check` is the
/// thin CLI. The C libraries come from Debian through system-library targets (pkg-config).
let package = Package(
    name: "contract-check",
    products: [
        .executable(name: "contract-check", targets: ["contract-check"]),
        .library(name: "ContractCheck", targets: ["ContractCheck"]),
        .library(name: "AnchorManifest", targets: ["AnchorManifest"]),
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
        // The one C file: libgit2's variadic git_libgit2_opts(), which Swift cannot call.
        .target(name: "CGit2Options", dependencies: ["CGit2"], path: "Sources/CGit2Options"),
        .target(name: "AnchorManifest", dependencies: ["CCmarkGFM"]),
        .target(name: "ContractCheck", dependencies: ["AnchorManifest", "CGit2", "CGit2Options"]),
        .executableTarget(name: "contract-check", dependencies: ["ContractCheck", "AnchorManifest"]),
        .testTarget(name: "AnchorManifestTests", dependencies: ["AnchorManifest"]),
        .testTarget(
            name: "ContractCheckTests",
            dependencies: ["ContractCheck", "AnchorManifest", "CGit2", "contract-check"]
        ),
    ]
)
