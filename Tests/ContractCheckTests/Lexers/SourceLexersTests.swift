import Testing

@testable import ContractCheck

/// The registry: which lexer reads which path.
@Suite struct SourceLexersTests {
    enum Expected: Sendable, Equatable {
        case swift
        case script(jsx: Bool)
        case none
    }

    static func kind(of lexer: (any SourceLexer)?) -> Expected {
        switch lexer {
        case is SwiftLexer: return .swift
        case let script as TypeScriptLexer: return .script(jsx: script.jsx)
        default: return .none
        }
    }

    @Test(arguments: [
        ("ios/App/AuthTokenStore.swift", Expected.swift),
        ("Package.SWIFT", .swift),
        ("web/api/auth.ts", .script(jsx: false)),
        ("web/types/index.d.ts", .script(jsx: false)),
        ("web/x.mts", .script(jsx: false)),
        ("web/x.cts", .script(jsx: false)),
        ("web/App.tsx", .script(jsx: true)),
        ("web/App.TSX", .script(jsx: true)),
        ("web/old.js", .script(jsx: true)),
        ("web/old.jsx", .script(jsx: true)),
        ("web/module.mjs", .script(jsx: true)),
        ("web/config.cjs", .script(jsx: true)),
        ("docs/contract.md", .none),
        ("Makefile", .none),
        (".swift", .none),
        ("dir.swift/file", .none),
        ("archive.swift.bak", .none),
        ("", .none),
    ])
    func lexerForPath(_ path: String, _ expected: Expected) {
        #expect(Self.kind(of: SourceLexers.lexer(forPath: path)) == expected)
    }

    @Test func noTwoLexersClaimAnExtension() {
        let all = SourceLexers.registered.map { $0.fileExtensions }
        #expect(all.reduce(0) { $0 + $1.count } == Set(all.joined()).count)
        #expect(all.allSatisfy { $0.allSatisfy { $0 == $0.lowercased() && !$0.hasPrefix(".") } })
    }
}
