// Fuzz target: the contract document path, Markdown bytes → model.
// CmarkReader.parse (cmark-gfm, walked once), then the three readers of the model:
// ManifestParser (§11), ConstantsParser (§8, which reaches ConstantValueParser),
// PathConventions and DocumentAnchors (the `side | anchor` tables and "Anchors:" lines that
// `audit` checks). Errors are expected; crashes, hangs and leaks are not.
@testable import AnchorManifest

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    let document = CmarkReader.parse(bytes)
    let path = "docs/contract.md"

    do {
        let manifest = try ManifestParser().parse(document, path: path)
        fuzzExpect(!manifest.entries.isEmpty, "a parsed manifest has entries")
        for entry in manifest.entries {
            fuzzExpect(entry.line >= 1, "entry line \(entry.line) for \(entry.path)")
            fuzzExpect(entry.covers(entry.path), "an entry covers its own path: \(entry.path)")
        }
        fuzzConsume(manifest.warnings.map(\.description))
    } catch {
        fuzzConsume(error.description)
        fuzzExpect(error.line >= 1, "error line \(error.line): \(error)")
    }

    do {
        let constants = try ConstantsParser().parse(document, path: path)
        fuzzConsume(constants.references)
        for bullet in constants.bullets {
            fuzzExpect(bullet.line >= 1, "bullet line \(bullet.line)")
        }
    } catch {
        fuzzConsume(error.description)
    }

    let conventions = PathConventions.parse(document)
    for root in conventions.roots {
        fuzzExpect(root.hasSuffix("/"), "a root ends in /: \(root)")
    }
    for anchor in DocumentAnchors.parse(document) {
        fuzzExpect(anchor.line >= 1, "anchor line \(anchor.line) for \(anchor.path)")
        fuzzExpect(DocumentAnchors.isAnchorPath(anchor.path), "an anchor is a path: \(anchor.path)")
        for symbol in anchor.symbols {
            fuzzExpect(!symbol.name.isEmpty, "a symbol of \(anchor.path) is empty")
        }
    }
    // The byte entry points are the same walk; run one so they stay covered.
    fuzzConsume(try? ManifestParser(sectionName: "manifest").parse(bytes: bytes, path: path))
    return 0
}
