import AnchorManifest

/// Why contract-check could not check: the repository, the configuration, the document or a
/// file could not be read. The CLI turns every case into exit code 2 with `description` as the
/// one-line reason; a finding (a violation or drift) is never an error.
package enum ContractCheckError: Error, Sendable, CustomStringConvertible {
    /// A libgit2 call failed; `function` is the C function, `message` libgit2's own text.
    case git(function: String, code: Int32, message: String)
    /// No repository was found from the starting directory or `GIT_DIR`.
    case notARepository(path: String, reason: String)
    /// The configuration file is malformed or names something that does not exist.
    case configuration(file: String, line: Int?, message: String)
    /// No configuration file and no `--doc`.
    case noConfiguration(root: String)
    /// The contract document is not in the index, HEAD or the working tree.
    case documentMissing(path: String, whereLooked: String)
    /// The document does not parse into a manifest.
    case document(AnchorManifestError)
    /// A file could not be read.
    case io(path: String, message: String)
    /// A file could not be written.
    case write(path: String, message: String)
    /// A `git` subprocess (the fallback path) failed.
    case gitCommand(arguments: [String], status: Int32, stderr: String)
    /// A revision did not resolve.
    case badRevision(String, reason: String)
    /// History needed for the check is not in the repository (shallow clone, unrelated base).
    case missingHistory(String)
    /// An argument value the library was given is invalid.
    case invalidArgument(String)
    /// contract-check's own index reader found the index file truncated or malformed at byte
    /// `offset`; the caller falls back to libgit2 and git, which report the real problem.
    case indexFormat(path: String, offset: Int, message: String)
    /// The index uses a feature contract-check's own index reader does not read (a split or
    /// sparse index, an unknown mandatory extension, SHA-256 ids); the caller asks git instead.
    case indexUnsupported(path: String, feature: String)

    package var description: String {
        switch self {
        case .git(let function, let code, let message):
            return "\(function) failed (\(code)): \(message)"
        case .notARepository(let path, let reason):
            return "Cannot open a git repository at \"\(path)\": \(reason)"
        case .configuration(let file, let line, let message):
            if let line { return "\(file):\(line): \(message)" }
            return "\(file): \(message)"
        case .noConfiguration(let root):
            return "No configuration: \"\(root)/.contract-check\" does not exist and no --doc was given."
        case .documentMissing(let path, let whereLooked):
            return "The contract document \"\(path)\" does not exist in \(whereLooked)."
        case .document(let error):
            return "\(error.document):\(error.line): \(error.message)"
        case .io(let path, let message):
            return "Cannot read \"\(path)\": \(message)"
        case .write(let path, let message):
            return "Cannot write \"\(path)\": \(message)"
        case .gitCommand(let arguments, let status, let stderr):
            let detail = stderr.split(separator: "\n").first.map(String.init) ?? ""
            return "git \(arguments.joined(separator: " ")) exited with \(status)\(detail.isEmpty ? "" : ": \(detail)")"
        case .badRevision(let revision, let reason):
            return "The revision \"\(revision)\" does not resolve: \(reason)"
        case .missingHistory(let message):
            return message
        case .invalidArgument(let message):
            return message
        case .indexFormat(let path, let offset, let message):
            return "The index \"\(path)\" is malformed at byte \(offset): \(message)"
        case .indexUnsupported(let path, let feature):
            return "The index \"\(path)\" uses \(feature), which contract-check's index reader does not read."
        }
    }
}
