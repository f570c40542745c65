#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder contract-check keeps inside a git directory (`<git dir>/contract-check`), opened so
/// that nothing outside the git directory is ever written or removed through it.
///
/// The folder is opened once with `O_NOFOLLOW` and must be a real directory owned by this user;
/// a symbolic link (to a user's folder, or dangling), a file or a folder of another user is
/// refused with the reason. Every entry is then reached relative to the open folder (`openat`,
/// `unlinkat`, `renameat`, `linkat`), never by re-resolving its path, and entries are opened
/// with `O_NOFOLLOW` too: a symbolic link inside is removed as a link, never followed.
final class GitDirectoryFolder {
    /// The folder's path, for messages and for the readers that take a path (libgit2).
    let path: String
    private let descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Opens `name` in `parent` (the git directory, trusted as git found it), creating it when
    /// missing and `create` is set; the failure says what is there instead, in a sentence.
    static func open(_ parent: String, _ name: String, create: Bool) -> Result<GitDirectoryFolder, Refusal> {
        let path = parent + "/" + name
        let parentDescriptor = Glibc.open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard parentDescriptor >= 0 else { return .failure(Refusal(path: path, reason: "its parent cannot be opened")) }
        defer { close(parentDescriptor) }
        var descriptor = openat(parentDescriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if descriptor < 0 && errno == ENOENT && create {
            if mkdirat(parentDescriptor, name, 0o755) != 0 && errno != EEXIST {
                return .failure(
                    Refusal(path: path, reason: "it cannot be created (\(String(cString: strerror(errno))))"))
            }
            descriptor = openat(parentDescriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard descriptor >= 0 else {
            return .failure(Refusal(path: path, reason: describe(name, in: parentDescriptor, errno: errno)))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_uid == geteuid() else {
            close(descriptor)
            return .failure(Refusal(path: path, reason: "it belongs to another user (uid \(info.st_uid))"))
        }
        return .success(GitDirectoryFolder(path: path, descriptor: descriptor))
    }

    /// Opens the folder at `path` (its parent is the git directory).
    static func open(_ path: String, create: Bool) -> Result<GitDirectoryFolder, Refusal> {
        open(PathUtilities.dirname(path), PathUtilities.basename(path), create: create)
    }

    /// What is at `name` instead of a folder this user owns.
    private static func describe(_ name: String, in parent: Int32, errno code: Int32) -> String {
        var info = stat()
        guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            return code == ENOENT ? "it does not exist" : "it cannot be opened (\(String(cString: strerror(code))))"
        }
        switch info.st_mode & S_IFMT {
        case S_IFLNK:
            var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlinkat(parent, name, &target, Int(PATH_MAX))
            let shown = count > 0 ? String(decoding: target[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
            return "it is a symbolic link" + (shown.isEmpty ? "" : " (to \"\(shown)\")") + ", not a folder"
        case S_IFDIR: return "it cannot be opened (\(String(cString: strerror(code))))"
        default: return "it is a file, not a folder"
        }
    }

    /// Why the folder was not opened.
    struct Refusal: Error, Equatable {
        var path: String
        var reason: String
    }

    /// The full path of an entry.
    func path(_ name: String) -> String { path + "/" + name }

    /// The names in the folder.
    func names() -> [String] {
        let copy = dup(descriptor)
        guard copy >= 0, let directory = fdopendir(copy) else { return [] }
        defer { closedir(directory) }
        rewinddir(directory)
        return FileSystem.entryNames { readdir(directory) }
    }

    /// Opens the regular file `name` for reading, never through a symbolic link; -1 otherwise.
    func openFile(_ name: String) -> Int32 {
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard file >= 0 else { return -1 }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(file)
            return -1
        }
        return file
    }

    /// The last `count` bytes of the regular file `name`, nil when it cannot be read or holds
    /// fewer than `minimumSize` bytes.
    func lastBytes(of name: String, count: Int, minimumSize: Int) -> [UInt8]? {
        let file = openFile(name)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_size >= minimumSize, info.st_size >= count else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { pread(file, $0.baseAddress, count, info.st_size - off_t(count)) }
        return read == count ? bytes : nil
    }

    /// The bytes of the regular file `name`; nil when it is missing, not a regular file, or
    /// unreadable.
    func read(_ name: String) -> [UInt8]? {
        let file = openFile(name)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += buffer[..<count]
        }
    }

    /// When `name` itself (a link is not followed) was last modified, as seconds and nanoseconds
    /// since 1970; nil when it is missing or a folder.
    func modificationTime(ofNonFolder name: String) -> (seconds: Int, nanoseconds: Int)? {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT != S_IFDIR else {
            return nil
        }
        return (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
    }

    /// Removes the entry `name` (a file or a link, never a folder); true when it is gone.
    @discardableResult
    func remove(_ name: String) -> Bool {
        unlinkat(descriptor, name, 0) == 0 || errno == ENOENT
    }

    /// Hard-links the file at `source` (absolute) as `name`; false when it cannot be linked.
    func link(_ source: String, as name: String) -> Bool {
        linkat(AT_FDCWD, source, descriptor, name, 0) == 0
    }

    /// Writes `bytes` as `name`, through a new temporary file in the folder and a rename, so a
    /// reader never sees half of it; throws with the reason (a full disk included).
    func write(_ bytes: [UInt8], as name: String) throws(ContractCheckError) {
        let temporary = name + ".\(getpid()).tmp"
        remove(temporary)
        let file = openat(descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw failure(temporary, "cannot create it") }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(file, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let error = failure(temporary, "cannot write it")
                close(file)
                remove(temporary)
                throw error
            }
            written += count
        }
        guard close(file) == 0 else {
            let error = failure(temporary, "cannot write it")
            remove(temporary)
            throw error
        }
        guard renameat(descriptor, temporary, descriptor, name) == 0 else {
            let error = failure(name, "cannot rename \(temporary) to it")
            remove(temporary)
            throw error
        }
    }

    /// Copies the file at `source` (absolute) as `name`.
    func copy(_ source: String, as name: String) throws(ContractCheckError) {
        guard let data = FileSystem.contents(atPath: source) else {
            throw .io(path: source, message: "cannot read it to copy it into \(path)")
        }
        try write(data, as: name)
    }

    /// A write error for `name`, with `errno`'s text.
    private func failure(_ name: String, _ what: String) -> ContractCheckError {
        .write(path: path(name), message: "\(what) (\(String(cString: strerror(errno))))")
    }
}
