import Foundation
import Testing

@testable import ContractCheck

/// `.contract-check` errors name the line of the value that is wrong: with a repeated key (the
/// last one wins, as in git) the line of that occurrence, and only inside `[contract]`.
@Suite struct ConfigurationLoaderTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var file: String
        var line: Int?
        var contains: String
        var testDescription: String { contains }
    }

    static let rows: [Row] = [
        Row(
            file: """
                [contract]
                    document = d.md
                    trailer = A
                    trailer = B c
                """, line: 4, contains: "\"B c\" is not a git trailer token"),
        Row(
            file: """
                [contract]
                    document = d.md
                    document = /abs.md
                """, line: 3, contains: "must be a path relative to the repository root"),
        Row(
            file: """
                [contract]
                    document = d.md
                [other]
                    document = d.md
                """, line: 4, contains: "Unknown setting \"other.document\""),
        Row(
            file: """
                [contract]
                    document = d.md
                    sourceRoot = fine/
                    sourceRoot = ../up
                """, line: 4, contains: "contract.sourceRoot"),
        Row(
            file: """
                [contract] document = d.md
                [Contract]
                    trailer = Two Words
                """, line: 3, contains: "\"Two Words\""),
        Row(
            file: """
                [contract]
                    document = d.md
                    driftTrailer=x y
                """, line: 3, contains: "\"x y\""),
        Row(
            file: """
                [contract]
                    document = d.md
                    platform = android:android-app/
                    platform = android-app/
                """, line: 4,
            contains: "must be \"<name>:<folder>/\", such as \"android:android-app/\", not \"android-app/\""),
        Row(
            file: """
                [contract]
                    document = d.md
                    platform = an droid:app/
                """, line: 3, contains: "with a name of letters, digits"),
        Row(
            file: """
                [contract]
                    document = d.md
                    platform = android:../app/
                """, line: 3, contains: "\"contract.platform\" must be a path relative to the repository root"),
    ]

    @Test(arguments: rows)
    func theErrorNamesTheLineOfTheBadValue(row: Row) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)").path
        try (row.file + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try ConfigurationLoader.load(file: path)
            Issue.record("no error for \(row.file)")
        } catch {
            guard case .configuration(let file, let line, let message) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(file == path)
            #expect(line == row.line, "\(message)")
            #expect(message.contains(row.contains), "\(message)")
        }
    }

    /// `platform` repeats: every line counts, in file order, one folder each (a `/` is added).
    @Test func platformLinesAccumulate() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)").path
        let text =
            "[contract]\n\tdocument = a.md\n\tplatform = ios:ios-app/\n\tplatform = ios:apple-shared\n"
            + "\tplatform = android : android-app/\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let platforms = try ConfigurationLoader.load(file: path).platforms
        #expect(
            platforms == [
                PlatformRoot(name: "ios", prefix: "ios-app/"), PlatformRoot(name: "ios", prefix: "apple-shared/"),
                PlatformRoot(name: "android", prefix: "android-app/"),
            ])
    }

    @Test func theLastValueOfARepeatedKeyWins() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)").path
        try "[contract]\n\tdocument = a.md\n\tdocument = b.md\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try ConfigurationLoader.load(file: path).documentPath == "b.md")
        // And git agrees.
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        git.arguments = ["config", "--file", path, "contract.document"]
        let pipe = Pipe()
        git.standardOutput = pipe
        try git.run()
        git.waitUntilExit()
        #expect(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "b.md\n")
    }
}
