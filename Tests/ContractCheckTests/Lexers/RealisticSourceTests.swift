import Testing

@testable import ContractCheck

/// Whole files as they look in the two apps the contract covers, lexed end to end.
@Suite struct RealisticSourceTests {
    static let swiftFile = #####"""
        import Foundation

        /// Stores the session token. The web side reads the same key: "mobile_auth_token"
        /// (docs/contract.md, section 4).
        public final class AuthTokenStore: @unchecked Sendable {
            public static let MOBILE_AUTH_TOKEN_STORAGE_KEY = "mobile_auth_token"
            static let defaultCapacity = 5
            private static let service: String = "com.example.app.auth"
            private static let refreshMargin: TimeInterval = 300.5
            private static let legacyKey = "legacy_token" // removed in 2.0, kept for migration
            static let retryDelays = [1, 2, 4]

            enum Endpoint: String {
                case login = "/api/v1/login"
                case refresh = "/api/v1/refresh"
            }

            private var cache: [String: String] = [:]

            public init() {}

            public func save(_ token: String, for user: String) throws {
                let account = "\(user).\(Self.MOBILE_AUTH_TOKEN_STORAGE_KEY)"
                guard token.count <= 4_096 else {
                    throw StoreError.tooLong(limit: 0x1000)
                }
                /* Older builds wrote "auth_token_v1" here; /* nested */ it is ignored. */
                cache[account] = token
                log("""
                    Saved token for \(user)
                      length: \(token.count)
                    """)
            }

            func header(for token: String) -> String {
                #"Bearer "\#(token)""#
            }

            func isExpiring(_ expiry: Date, now: Date = Date()) -> Bool {
                expiry.timeIntervalSince(now) / 60 < Self.refreshMargin / 60
            }

            func matchesFormat(_ token: String) -> Bool {
                token.contains(/^[A-Za-z0-9._-]+$/)
            }

            private func log(_ message: String) {
                print("[AuthTokenStore] \(message)")
            }
        }

        enum StoreError: Error {
            case tooLong(limit: Int)
        }
        """#####

    @Test func swiftFile() {
        let result = SwiftLexer().lex(Array(Self.swiftFile.utf8))
        // Enum cases with raw values are declarations too, introduced by `case`.
        #expect(
            result.declarations.map { "\($0.introducer) \($0.name)=\($0.value.text)@\($0.line)" } == [
                "let MOBILE_AUTH_TOKEN_STORAGE_KEY=mobile_auth_token@6",
                "let defaultCapacity=5@7",
                "let service=com.example.app.auth@8",
                "let refreshMargin=300.5@9",
                "let legacyKey=legacy_token@10",
                "case login=/api/v1/login@14",
                "case refresh=/api/v1/refresh@15",
            ])
        #expect(
            result.tokens.filter { $0.kind == .string }.map(T.init) == [
                s("mobile_auth_token", 6), s("com.example.app.auth", 8), s("legacy_token", 10),
                s("/api/v1/login", 14), s("/api/v1/refresh", 15),
                s(".", 23),
                s("Saved token for ", 29), s("\n  length: ", 30),
                s(#"Bearer ""#, 36), s(#"""#, 36),
                s("[AuthTokenStore] ", 48),
            ])
        #expect(result.tokens.filter { $0.kind == .regex }.map(\.text) == ["/^[A-Za-z0-9._-]+$/"])
        #expect(
            result.tokens.filter { $0.kind == .number }.map(\.text) == [
                "5", "300.5", "1", "2", "4", "4_096", "0x1000", "60", "60",
            ])
        #expect(result.comments.map(\.line) == [3, 4, 10, 27])
        // Present only in comments: a caller can tell.
        #expect(result.comments.contains { $0.text.contains("auth_token_v1") })
        #expect(!result.tokens.contains { $0.text.contains("auth_token_v1") })
        #expect(result.tokens.contains(SourceToken(kind: .identifier, text: "@unchecked", line: 5, column: 36)))
    }

    static let scriptFile = #####"""
        // api/auth.ts: the web side of the session contract.
        import { z } from "zod";
        import type { Session } from './types';

        export const MOBILE_AUTH_TOKEN_STORAGE_KEY = "mobile_auth_token" as const;
        export const DEFAULT_CAPACITY = 5;
        const REFRESH_MARGIN_SECONDS: number = 300.5;
        const LOGIN_PATH = `/api/v1/login`;
        // const LEGACY_KEY = "auth_token_v1"; (removed)

        const TOKEN_FORMAT = /^[A-Za-z0-9._-]+$/;

        export const sessionSchema = z.object({
          token: z.string().regex(TOKEN_FORMAT, "token: bad format"),
          expiresAt: z.number().int(),
        });

        export class AuthClient {
          #retries = 0;

          constructor(private readonly baseURL: string, private storage: Storage = localStorage) {}

          async login(user: string, password: string): Promise<Session> {
            const response = await fetch(`${this.baseURL}${LOGIN_PATH}?user=${encodeURIComponent(user)}`, {
              method: "POST",
              headers: { "Content-Type": 'application/json' },
              body: JSON.stringify({ user, password }),
            });
            if (!response.ok) {
              throw new Error(`login failed: ${response.status} ${await response.text()}`);
            }
            const session = sessionSchema.parse(await response.json());
            this.storage.setItem(MOBILE_AUTH_TOKEN_STORAGE_KEY, session.token);
            return session;
          }

          isExpiring(session: Session, now = Date.now()): boolean {
            const remaining = (session.expiresAt - now) / 1000;
            return remaining / 60 < REFRESH_MARGIN_SECONDS / 60;
          }

          header(token: string): string {
            return 'Bearer ' + token.replace(/\s+/g, "");
          }
        }
        """#####

    @Test func typeScriptFile() {
        let result = TypeScriptLexer(fileExtension: "ts").lex(Array(Self.scriptFile.utf8))
        #expect(
            result.declarations.map { "\($0.name)=\($0.value.text)@\($0.line)" } == [
                "MOBILE_AUTH_TOKEN_STORAGE_KEY=mobile_auth_token@5",
                "DEFAULT_CAPACITY=5@6",
                "REFRESH_MARGIN_SECONDS=300.5@7",
                "LOGIN_PATH=/api/v1/login@8",
            ])
        #expect(
            result.tokens.filter { $0.kind == .string }.map(T.init) == [
                s("zod", 2), s("./types", 3), s("mobile_auth_token", 5), s("/api/v1/login", 8),
                s("token: bad format", 14),
                s("?user=", 24), s("POST", 25), s("Content-Type", 26), s("application/json", 26),
                s("login failed: ", 30), s(" ", 30),
                s("Bearer ", 43), s("", 43),
            ])
        #expect(result.tokens.filter { $0.kind == .regex }.map(\.text) == ["/^[A-Za-z0-9._-]+$/", #"/\s+/g"#])
        #expect(result.tokens.filter { $0.kind == .number }.map(\.text) == ["5", "300.5", "0", "1000", "60", "60"])
        #expect(result.comments.map(\.line) == [1, 9])
        #expect(result.comments[1].text.contains("auth_token_v1"))
        #expect(!result.tokens.contains { $0.text.contains("auth_token_v1") })
        #expect(result.tokens.contains(SourceToken(kind: .identifier, text: "#retries", line: 19, column: 3)))
    }
}
