import CGit2
import CGit2Options
#if canImport(Glibc)
import Glibc
#endif

/// libgit2 is initialised once per process, before the first handle is created: objects are
/// not re-hashed on every read (git does not do that either; `git fsck` is for that), and trees
/// stay in the object cache so that `ci` reads a parent's trees once.
enum LibGit2 {
    private static let initialised: Bool = {
        git_libgit2_init()
        _ = contract_check_git_disable_strict_hash_verification()
        _ = contract_check_git_cache_trees(1 << 20, 256 << 20)
        return true
    }()

    static func ensureInitialised() {
        _ = initialised
    }
}

/// Turns a libgit2 return code into a thrown `ContractCheckError.git`, reading
/// `git_error_last()` for the message. Every libgit2 call's return code goes through here.
@discardableResult
func check(_ rc: Int32, _ function: String) throws(ContractCheckError) -> Int32 {
    guard rc < 0 else { return rc }
    throw lastGitError(rc, function)
}

/// The `ContractCheckError` for a failed call, with libgit2's message.
func lastGitError(_ rc: Int32, _ function: String) -> ContractCheckError {
    var message = "unknown error"
    if let error = git_error_last(), let text = error.pointee.message,
       let decoded = String(validatingCString: text) {
        message = decoded
    }
    return .git(function: function, code: rc, message: message)
}

/// Reads a C string that may be NULL or not UTF-8 (git paths are bytes).
func gitString(_ pointer: UnsafePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    if let valid = String(validatingCString: pointer) { return valid }
    let length = strlen(pointer)
    return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
        String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
}
