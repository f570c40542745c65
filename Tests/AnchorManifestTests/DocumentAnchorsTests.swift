import Testing

@testable import AnchorManifest

/// The anchors a document names outside §11: `side | anchor` table rows and "Anchors:" lines,
/// each a path with its side, line and symbols.
@Suite struct DocumentAnchorsTests {
    struct Expected: Equatable, CustomStringConvertible {
        var side: String
        var path: String
        var symbols: [String]
        var line: Int
        var description: String { "\(side) \(path) \(symbols) @\(line)" }
    }

    static func anchors(_ markdown: String) -> [Expected] {
        DocumentAnchors.parse(CmarkReader.parse(markdown)).map {
            Expected(side: $0.side, path: $0.path, symbols: $0.symbols.map(\.name), line: $0.line)
        }
    }

    @Test func aSideAnchorTable() {
        let markdown = """
            ### 5.1 Pairing

            | side | anchor |
            |---|---|
            | box | `src/core/mobile/pairing.ts` — `createMobilePairingTicket`, `pendingPairings` |
            | native | `BeeBox/Services/PairingService.swift` — `PairingService.redeem(ticket:)` |
            """
        #expect(
            Self.anchors(markdown) == [
                Expected(
                    side: "box", path: "src/core/mobile/pairing.ts",
                    symbols: ["createMobilePairingTicket", "pendingPairings"], line: 5),
                Expected(side: "native", path: "BeeBox/Services/PairingService.swift", symbols: ["redeem"], line: 6),
            ])
    }

    /// A list of files takes the side named before its first file, up to a `;` or the end of
    /// the sentence: "and", "or" and commas name no side (the seed's §5.5 line).
    @Test func aListOfFilesKeepsItsSide() {
        let markdown = """
            - Anchors: native `Share/ShareAPI.swift`, `ShareViewController.swift`, app `Storage/Store.swift` and \
            `Snapshot.swift`; box `trpc/routers/share.ts`, `share-contract.ts`, and `routes/chat-send-routes.ts`.
            """
        #expect(
            Self.anchors(markdown).map { "\($0.side) \($0.path)" } == [
                "native Share/ShareAPI.swift",
                "native ShareViewController.swift",
                "app Storage/Store.swift",
                "app Snapshot.swift",
                "box trpc/routers/share.ts",
                "box share-contract.ts",
                "box routes/chat-send-routes.ts",
            ])
    }

    /// A new sentence or a `;` ends a list: the next file without a side word has none.
    @Test func theSideEndsWithTheSentence() {
        let markdown = """
            Anchors: web `a.ts` — `f`, `b.ts`. Native `C.swift`; `d.ts`.
            """
        #expect(
            Self.anchors(markdown) == [
                Expected(side: "web", path: "a.ts", symbols: ["f"], line: 1),
                Expected(side: "web", path: "b.ts", symbols: [], line: 1),
                Expected(side: "Native", path: "C.swift", symbols: [], line: 1),
                Expected(side: "", path: "d.ts", symbols: [], line: 1),
            ])
    }

    /// Paragraphs without "anchors:" name no anchors, and code spans that are not repository
    /// paths (wire paths, URLs, JSX) are prose.
    @Test func onlyAnchorTextAndOnlyPaths() {
        let markdown = """
            The app calls `src/x.ts` here, but this is prose.

            Anchors: box `POST /api/mobile/pair`, `https://example.com/a.ts`, `<ChatView />`, `src/real.ts` — `handler`.
            """
        #expect(
            Self.anchors(markdown) == [
                Expected(side: "box", path: "src/real.ts", symbols: ["handler"], line: 3)
            ])
    }
}
