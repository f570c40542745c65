import Testing

@testable import AnchorManifest

/// The manifest parser, on inline documents beside the model they must produce.
@Suite struct ManifestParserTests {
    let parser = ManifestParser()

    func parse(_ markdown: String) throws(AnchorManifestError) -> AnchorManifest {
        try parser.parse(CmarkReader.parse(markdown), path: "docs/contract.md")
    }

    func error(_ markdown: String) -> AnchorManifestError? {
        do {
            _ = try parse(markdown)
            return nil
        } catch { return error }
    }

    @Test func fencedBlockWithGroupsAndPrefixes() throws {
        let manifest = try parse(
            """
            # Contract

            ## 11. Anchor manifest (tripwire input)

            The paths below.

            ```
            # Web side
            web/a.ts
            web/lib/

            # Native
            # (two comment lines make one group)
            ios/B.swift
            ```
            """)
        #expect(manifest.sectionTitle == "11. Anchor manifest (tripwire input)")
        #expect(manifest.sectionLine == 3)
        #expect(
            manifest.entries == [
                ManifestEntry(path: "web/a.ts", group: "Web side", line: 9),
                ManifestEntry(path: "web/lib/", group: "Web side", line: 10),
                ManifestEntry(path: "ios/B.swift", group: "Native / (two comment lines make one group)", line: 14),
            ])
        #expect(manifest.entries[1].isDirectoryPrefix)
        #expect(manifest.covers("web/lib/deep/file.ts"))
        #expect(!manifest.covers("web/library.ts"))
        #expect(!manifest.covers("web/a.tsx"))
    }

    @Test func pathsAreComparedAsBytes() {
        let prefix = ManifestEntry(path: "web/", group: nil, line: 1)
        #expect(prefix.covers("web/\u{301}accent.ts"), "a combining mark right after the prefix is still beneath it")
        let composed = ManifestEntry(path: "caf\u{E9}.ts", group: nil, line: 1)
        #expect(!composed.covers("cafe\u{301}.ts"), "git treats NFC and NFD spellings as different paths")
        #expect(composed.covers("caf\u{E9}.ts"))
    }

    @Test func tildeFenceAndAnyHeadingLevelCaseInsensitive() throws {
        let manifest = try parse(
            """
            #### ANCHOR MANIFEST

            ~~~text
            a/b.c
            ~~~
            """)
        #expect(manifest.entries == [ManifestEntry(path: "a/b.c", group: nil, line: 4)])
    }

    @Test func indentedCodeBlock() throws {
        let manifest = try parse(
            """
            ## Anchor manifest

                # Group
                x/y.z

                x/dir/
            """)
        #expect(manifest.entries.map(\.path) == ["x/y.z", "x/dir/"])
        #expect(manifest.entries.map(\.line) == [4, 6])
        #expect(manifest.entries.map(\.group) == ["Group", "Group"])
    }

    @Test func configurableSectionName() throws {
        let manifest = try ManifestParser(sectionName: "Tripwire paths").parse(
            CmarkReader.parse("## Tripwire paths\n\n```\na.txt\n```\n"), path: "d.md")
        #expect(manifest.entries.map(\.path) == ["a.txt"])
    }

    @Test func crlfAndBOMAreTolerated() throws {
        let manifest = try parse("\u{FEFF}# T\r\n\r\n## Anchor manifest\r\n\r\n```\r\na/b.ts\r\nc/\r\n```\r\n")
        #expect(manifest.entries.map(\.path) == ["a/b.ts", "c/"])
        #expect(manifest.entries.map(\.line) == [6, 7])
    }

    /// `path#label` makes one labelled block of the file the anchor: the path and the label apart.
    @Test func aBlockEntryNamesItsLabel() throws {
        let manifest = try parse("## Anchor manifest\n\n```\n# Limits\nweb/limits.ts#limits\nweb/a.ts\n```\n")
        #expect(
            manifest.entries == [
                ManifestEntry(path: "web/limits.ts", group: "Limits", line: 5, label: "limits"),
                ManifestEntry(path: "web/a.ts", group: "Limits", line: 6),
            ])
        #expect(manifest.entries.map(\.written) == ["web/limits.ts#limits", "web/a.ts"])
        #expect(manifest.covers("web/limits.ts"))
    }

    @Test func duplicateEntryIsAWarning() throws {
        let manifest = try parse("## Anchor manifest\n\n```\na.ts\nb.ts\na.ts\n```\n")
        #expect(manifest.entries.map(\.path) == ["a.ts", "b.ts"])
        #expect(
            manifest.warnings == [
                ManifestWarning(
                    document: "docs/contract.md", line: 6,
                    message: "The manifest entry \"a.ts\" is listed twice (first at line 4); the repeat is ignored.")
            ])
    }

    /// Each malformed form, the error it gives and the line it points at.
    @Test(
        arguments: [
            ("# Contract\n\nNo manifest here.\n", "noSuchSection", 1),
            ("## Anchor manifest\n\nJust prose.\n\n## Next\n\n```\na.ts\n```\n", "noCodeBlock", 1),
            ("## Anchor manifest\n\n```\n# only a comment\n\n```\n", "emptyManifest", 3),
            // A fence never closed would swallow the rest of the document as entries.
            ("## Anchor manifest\n\n```\nsrc/\n\n## 12. Later\n\nSome prose.\n", "unclosedFence", 3),
            ("## Anchor manifest\n\n````\nsrc/\n```\n", "unclosedFence", 3),
            ("## Anchor manifest\n\n~~~\nsrc/\n```\n", "unclosedFence", 3),
            ("## Anchor manifest\n\n```\n", "unclosedFence", 3),
            ("## Anchor manifest\n\n```\n/etc/passwd\n```\n", "absolutePath", 4),
            ("## Anchor manifest\n\n```\nok.ts\nsrc/../secret\n```\n", "parentTraversal", 5),
            ("## Anchor manifest\n\n```\nsrc\\win.ts\n```\n", "backslash", 4),
            ("## Anchor manifest\n\n```\nsrc//double.ts\n```\n", "unnormalizedPath", 4),
            ("## Anchor manifest\n\n```\n./here.ts\n```\n", "unnormalizedPath", 4),
            ("## Anchor manifest\n\n```\nsrc/*.ts\n```\n", "globPattern", 4),
            // A block entry needs a label, in a file.
            ("## Anchor manifest\n\n```\nok.ts\nsrc/a.ts#\n```\n", "badBlockLabel", 5),
            ("## Anchor manifest\n\n```\nsrc/#limits\n```\n", "badBlockLabel", 4),
            ("## Anchor manifest\n\n```\n#limits\n```\n", "emptyManifest", 3),
            ("## Anchor manifest\n\n```\nsrc/a.ts#x/y\n```\n", "badBlockLabel", 4),
            ("## Anchor manifest\n\n```\na\n```\n\n## Anchor manifest again\n\n```\nb\n```\n", "ambiguousSection", 1),
        ] as [(String, String, Int)])
    func malformedManifests(markdown: String, kind: String, line: Int) throws {
        let failure = try #require(error(markdown))
        #expect(failure.kindName == kind, "\(failure)")
        #expect(failure.line == line, "\(failure.description)")
        #expect(failure.description.hasPrefix("docs/contract.md:\(line): error: "))
    }
}

extension AnchorManifestError {
    /// The case name, for table tests.
    var kindName: String {
        switch problem {
        case .noSuchSection: return "noSuchSection"
        case .ambiguousSection: return "ambiguousSection"
        case .noCodeBlock: return "noCodeBlock"
        case .unclosedFence: return "unclosedFence"
        case .emptyManifest: return "emptyManifest"
        case .absolutePath: return "absolutePath"
        case .parentTraversal: return "parentTraversal"
        case .backslash: return "backslash"
        case .unnormalizedPath: return "unnormalizedPath"
        case .globPattern: return "globPattern"
        case .controlCharacter: return "controlCharacter"
        case .badBlockLabel: return "badBlockLabel"
        case .noBulletList: return "noBulletList"
        case .nestedTooDeep: return "nestedTooDeep"
        case .tooManyBullets: return "tooManyBullets"
        }
    }
}

/// `MarkdownBlock.isUnclosedFence` from cmark-gfm's positions, on the forms a fence can end.
@Suite struct UnclosedFenceTests {
    @Test(
        arguments: [
            ("```\na\nb\n```\n", false),
            ("```\n```\n", false),
            ("```\n\n\na\n\n```\n", false),
            ("  ```\n  a\n  ```\n", false),
            ("~~~~\na\n~~~~~\n", false),
            ("```\na\n```\n\ntext\n", false),
            ("    indented\n    code\n", false),
            ("```\na\nb\n", true),
            ("```\na\nb", true),
            ("```\na\nb\n\n\n", true),
            ("```\n", true),
            ("~~~~\na\n~~~\n", true),
        ] as [(String, Bool)])
    func fences(markdown: String, unclosed: Bool) throws {
        let block = try #require(CmarkReader.parse(markdown).blocks.first)
        #expect(block.isUnclosedFence == unclosed)
    }
}
