import Foundation
import Testing

/// contract-check's `mbedtls_x509_crt_parse_file` (in `Git/GitRepository.swift`) only saves
/// time if the dynamic linker really binds libgit2's call to it; this checks the binding in the
/// built executable with the loader's own trace.
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
}
