import Foundation
import Testing

/// contract-check's `mbedtls_x509_crt_parse_file` (in `Sources/contract-check/
/// CertificateBundleOverride.swift`) only saves time if the dynamic linker really binds
/// libgit2's call to it; this checks the binding in the built executable with the loader's own
/// trace, and that the override is the executable's alone, so that a program linking the
/// `ContractCheck` library keeps mbedTLS's certificate loading.
@Suite struct LibGit2CertificateBundleTests {
    @Test func libgit2BindsTheCertificateParserToContractCheck() throws {
        let repo = try ContractFixture.make(installHooks: false)
        let result = try repo.contractCheck(["manifest"], env: ["LD_DEBUG": "bindings"])
        #expect(result.status == 0, "\(result.stdout)")
        let bindings = result.stderr.split(separator: "\n").filter { $0.contains("`mbedtls_x509_crt_parse_file'") }
        #expect(!bindings.isEmpty, "libgit2 did not call mbedtls_x509_crt_parse_file (is it built with mbedTLS?)")
        for binding in bindings {
            #expect(binding.contains("to \(TempGitRepo.binary) "), "\(binding)")
        }
    }

    /// The objects SwiftPM compiled for each target, next to this test bundle, read with `nm`:
    /// the executable target's define the name once, the library's not at all.
    @Test func onlyTheExecutableTargetDefinesTheCertificateParser() throws {
        let bundle = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let products = URL(fileURLWithPath: bundle).deletingLastPathComponent()
        var definitions: [String: Int] = [:]
        for target in ["ContractCheck", "contract_check", "AnchorManifest"] {
            let folder = products.appendingPathComponent(target + ".build")
            let objects = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".o") }.map { folder.appendingPathComponent($0).path }
            #expect(objects.count > 1, "no objects in \(folder.path)")
            let symbols = try ProcessRunner.run(
                ProcessRunner.which("nm"), ["--defined-only", "--extern-only"] + objects, in: folder.path,
                environment: [:])
            #expect(symbols.status == 0, "\(symbols.stderr)")
            definitions[target] =
                symbols.stdout.split(separator: "\n").filter { $0.hasSuffix(" T mbedtls_x509_crt_parse_file") }.count
        }
        #expect(definitions == ["ContractCheck": 0, "contract_check": 1, "AnchorManifest": 0])
    }
}
