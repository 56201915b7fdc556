// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "render-list",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "render-list", targets: ["render-list"]),
        .library(name: "RenderList", targets: ["RenderList"]),
        .library(name: "RenderListServer", targets: ["RenderListServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(name: "CFileSystem"),
        .target(name: "CByteScan"),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev", "libfreetype-dev", "libfontconfig-dev"])]
        ),
        .target(
            name: "CTextShaping",
            dependencies: ["CHarfBuzz"],
            linkerSettings: [
                .linkedLibrary("harfbuzz"), .linkedLibrary("freetype"), .linkedLibrary("fontconfig"),
                .linkedLibrary("icuuc"), .linkedLibrary("icudata"),
            ]
        ),
        // Subsets fonts (HarfBuzz) and packs them as WOFF2 (Google's woff2, C++) for the site.
        .target(
            name: "CFontFiles",
            dependencies: ["CHarfBuzz"],
            linkerSettings: [
                .linkedLibrary("harfbuzz-subset"), .linkedLibrary("harfbuzz"), .linkedLibrary("woff2enc"),
                .linkedLibrary("woff2dec"),
            ]
        ),
        .target(
            name: "RenderList",
            dependencies: ["CLibXML2", "CFileSystem", "CByteScan", "CTextShaping", "CFontFiles"]
            // No unsafeFlags here: SwiftPM refuses them in a package that another depends on by
            // version. The hot class properties of the layout engine and the style resolver carry
            // @exclusivity(unchecked) instead, in every configuration.
        ),
        // The preview server. It must not depend on RenderList: the rendering
        // library links no server code, and the server does not need the renderer.
        .target(
            name: "RenderListServer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        .executableTarget(
            name: "render-list",
            dependencies: [
                "RenderList",
                "RenderListServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "RenderListTests",
            dependencies: ["RenderList"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "RenderListServerTests",
            dependencies: [
                "RenderListServer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ]
)
