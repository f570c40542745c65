import Foundation
import Testing

/// A configuration that cannot be read, or a temporary copy that cannot be written, says so in
/// the system's words, not as a syntax problem or a read of something else.
@Suite struct ConfigurationFileErrorTests {
    /// An unreadable `.contract-check` (a folder: the tests run as root, for whom a mode of 000
    /// reads anyway; `Permission denied` comes from the same `errno` path).
    @Test func anUnreadableConfigurationSaysWhy() throws {
        let repo = try ContractFixture.make()
        try repo.remove(".contract-check")
        try FileManager.default.createDirectory(
            atPath: repo.root + "/.contract-check", withIntermediateDirectories: true)
        let result = try repo.contractCheck(["check"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(".contract-check: The configuration file cannot be read (Is a directory)."),
            "\(result.stderr)")
        #expect(!result.stderr.contains("git-config syntax"))
    }

    /// In a bare repository the committed configuration is copied to a temporary file for
    /// libgit2; when that cannot be written, the error says write.
    @Test func aFailedTemporaryCopyInABareRepositorySaysWrite() throws {
        let repo = try ContractFixture.make(installHooks: false)
        let bare = repo.sandbox + "/bare.git"
        try repo.git(["clone", "-q", "--bare", repo.root, bare])
        let result = try repo.contractCheck(["manifest"], in: bare, env: ["TMPDIR": repo.sandbox + "/no-such-folder/"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Cannot write \""), "\(result.stderr)")
        #expect(result.stderr.contains("cannot write a temporary copy of HEAD:.contract-check"))
        #expect(!result.stderr.contains("Cannot read"))
    }
}
