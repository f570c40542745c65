/// What the caller (the CLI, a test) tells the library about where and what to check.
package struct CheckOptions: Sendable {
    /// Where git would run, and the `GIT_*` variables.
    package var environment: GitEnvironment
    /// `--doc`: the contract document, overriding the configuration file.
    package var documentPath: String?
    /// `--config`: a configuration file other than `<root>/.contract-check`.
    package var configFile: String?

    package init(environment: GitEnvironment, documentPath: String? = nil, configFile: String? = nil) {
        self.environment = environment
        self.documentPath = documentPath
        self.configFile = configFile
    }
}
