/// Reads a commit message file whole: the file git hands the commit-msg hook, or `check -F`.
/// Any readable file counts, a pipe or `/dev/null` too (an empty message); what cannot be read
/// is an error that says why, in the system's words ("No such file or directory", "Is a
/// directory", "Permission denied").
package enum MessageFile {
    package static func read(_ path: String, shownAs shown: String) throws(ContractCheckError) -> [UInt8] {
        switch FileSystem.bytes(atPath: path) {
        case .success(let bytes): return bytes
        case .failure(let error): throw failure(shown, error.code)
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> ContractCheckError {
        .io(path: path, message: "the commit message file cannot be read (\(MappedFile.describe(code)))")
    }
}
