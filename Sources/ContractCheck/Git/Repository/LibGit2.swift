import CGit2
import CGit2Options

// The folder `Git/Repository/` is the one place that talks to libgit2.
//
// Every libgit2 call in contract-check is in this folder, as every cmark-gfm call is in
// `AnchorManifest/Markdown/CmarkReader.swift`; the rest of the package sees Swift types only
// (`GitRepository`, `ObjectID`, `TreeEntry`, `CommitInfo`, `FileChange`, `TreeView`). One file per
// concern: this one (initialisation, errors, C strings, ids), `GitRepository.swift` (the handle),
// `GitObjects.swift` (commits and blobs), `GitTrees.swift` (trees), `GitHistory.swift` (references
// and revision walks), `GitMerges.swift` (merge bases and the automatic merge),
// `GitConfiguration.swift` (configuration and ignore rules) and `GitIndexFallbacks.swift` (the
// index through libgit2, and its diff against a tree).
//
// Who frees what: the `git_repository *` is owned by the `GitRepository` object and freed in its
// `deinit`. Every other handle (commits, trees, blobs, config snapshots and iterators, indexes,
// diffs, revwalks, buffers) lives inside the method that created it and is freed by a `defer` on
// the line after its creation. Results are copied into Swift values before the method returns;
// the one exception is `withTree`, whose `TreeView` reads a tree in place and is valid only inside
// the closure it is passed to (the hot path must not copy whole trees).
//
// Every return code goes through `check`, which reads `git_error_last()`. C strings are read with
// `String(validatingCString:)` (`gitString`), bytes with `gitBytes`.
//
// The C target `CGit2Options` wraps libgit2's variadic `git_libgit2_opts`, which Swift cannot call.

// MARK: - Initialisation, errors and C strings

/// libgit2 is initialised once per process, before the first handle is created: objects are
/// not re-hashed on every read (git does not do that either; `git fsck` is for that), and trees
/// stay in the object cache so that `ci` reads a parent's trees once.
///
/// The helpers that need libgit2 but no repository (the configuration file parser, the message
/// cleanup) are static members of this namespace.
enum LibGit2 {
    /// `git_libgit2_init` returns the number of initialisations or an error, and the options
    /// return 0 or an error; none of them can fail short of running out of memory, and a failure
    /// would show as the error of the first call that needs libgit2.
    private static let initialised: Bool = {
        git_libgit2_init()
        _ = contract_check_git_disable_strict_hash_verification()
        _ = contract_check_git_cache_trees(1 << 20, 256 << 20)
        return true
    }()

    /// Initialises libgit2 (once); every entry point in this file calls it first.
    static func ensureInitialised() {
        _ = initialised
    }
}

/// Turns a libgit2 return code into a thrown `ContractCheckError.git`, reading
/// `git_error_last()` for the message. Every libgit2 call's return code goes through here;
/// a caller that falls back (to git, or to the input unchanged) catches what it throws.
@discardableResult
func check(_ rc: Int32, _ function: String) throws(ContractCheckError) -> Int32 {
    guard rc < 0 else { return rc }
    var message = "unknown error"
    if let error = git_error_last(), let text = error.pointee.message,
        let decoded = String(validatingCString: text)
    {
        message = decoded
    }
    throw .git(function: function, code: rc, message: message)
}

/// Reads a C string that may be NULL or not UTF-8 (git paths are bytes; invalid sequences
/// become U+FFFD).
func gitString(_ pointer: UnsafePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    if let valid = String(validatingCString: pointer) { return valid }
    let length = Memory.cStringLength(pointer)
    return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
        String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
}

/// The bytes of a C string (possibly not UTF-8), copied.
func gitBytes(_ pointer: UnsafePointer<CChar>?) -> [UInt8] {
    guard let pointer else { return [] }
    return Array(UnsafeRawBufferPointer(start: pointer, count: Memory.cStringLength(pointer)))
}

extension ObjectID {
    /// Copies libgit2's id.
    init(_ oid: git_oid) {
        var copy = oid
        self = withUnsafeBytes(of: &copy.id) { ObjectID(bytes: $0.baseAddress!) }
    }

    /// The libgit2 form of the id.
    var gitOID: git_oid {
        var oid = git_oid()
        withUnsafeMutableBytes(of: &oid.id) { raw in
            raw.storeBytes(of: high.bigEndian, toByteOffset: 0, as: UInt64.self)
            raw.storeBytes(of: middle.bigEndian, toByteOffset: 8, as: UInt64.self)
            raw.storeBytes(of: low.bigEndian, toByteOffset: 16, as: UInt32.self)
        }
        return oid
    }
}
