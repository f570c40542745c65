// Fuzz target: git's command-line configuration as a hook receives it
// (GIT_CONFIG_PARAMETERS, shell-quoted), through the public GitConfigOverrides(environment:)
// which calls parseParameters and canonicalises each key.
@testable import ContractCheck

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGitConfigParameters(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    let environment = GitEnvironment(
        workingDirectory: "/repo",
        variables: [
            "GIT_CONFIG_PARAMETERS": text,
            "GIT_CONFIG_COUNT": "2", "GIT_CONFIG_KEY_0": text, "GIT_CONFIG_VALUE_0": text,
            "GIT_CONFIG_KEY_1": "Core.CommentChar",
        ])
    let overrides = GitConfigOverrides(environment: environment)
    fuzzConsume(overrides["core.commentChar"])
    // A stored key is canonical already, so looking it up finds it.
    for (key, value) in overrides.values {
        fuzzExpect(overrides[key] == value, "the canonical key \(key.debugDescription) does not find its own value")
    }
    return 0
}
