// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "BeeBoxShared",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "BeeBoxShared", targets: ["BeeBoxShared"])],
    targets: [
        .target(name: "BeeBoxShared"),
        .testTarget(name: "BeeBoxSharedTests", dependencies: ["BeeBoxShared"]),
    ]
)
