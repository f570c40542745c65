/// contract-check's version, as `--version`, the manual page and SARIF's `tool.driver` give it.
enum ToolVersion {
    static let current = "0.1.0"
}
