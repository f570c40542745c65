#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file-system calls contract-check makes, straight on POSIX. Foundation's `FileManager`
/// would link the whole of Foundation (and ICU's data) into the executable: 50 MB and most of
/// its start-up time. Paths are passed to the system as their bytes.
package enum FileSystem {
    /// An operation that failed, with the system's error number and its words for it.
    package struct Failure: Error, Sendable {
        package var code: Int32
        package var description: String { FileSystem.describe(code) }
    }

    /// `strerror` as text ("No such file or directory").
    package static func describe(_ code: Int32) -> String {
        guard let text = strerror(code), let message = String(validatingCString: text) else { return "error \(code)" }
        return message
    }

    /// The whole file at `path` (read to its end, so `/proc` files work), or nil when it cannot
    /// be opened or read (a directory, a missing file).
    package static func contents(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return readToEnd(descriptor)
    }

    /// Everything left to read on an open descriptor (standard input: `0`), or nil on an error.
    package static func readToEnd(_ descriptor: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// The system's error number for a file that cannot be read.
    package struct ReadError: Error { package var code: Int32 }

    /// The whole file at `path`, or the `errno` that stopped the read (`open` or `read`).
    package static func bytes(atPath path: String) -> Result<[UInt8], ReadError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(ReadError(code: errno)) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(ReadError(code: errno))
            }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// Writes all of `bytes` to `descriptor`, retrying partial and interrupted writes; stops
    /// quietly at the first failure (a closed pipe: nobody is reading).
    package static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written <= 0 {
                if written < 0 && errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    /// `stat` (following symbolic links), or nil when nothing is there.
    static func status(_ path: String, following: Bool = true) -> stat? {
        var info = stat()
        let result = following ? stat(path, &info) : lstat(path, &info)
        return result == 0 ? info : nil
    }

    /// Whether `a` and `b` are one file (the same device and inode, links followed); false when
    /// either is missing.
    package static func isSameFile(_ a: String, _ b: String) -> Bool {
        guard let first = status(a), let second = status(b) else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// True when something is at `path` (a symbolic link counts by its target).
    package static func fileExists(atPath path: String) -> Bool {
        status(path) != nil
    }

    /// True when `path` is a directory (or a link to one); false when it is something else;
    /// nil when nothing is there.
    package static func isDirectory(atPath path: String) -> Bool? {
        status(path).map { ($0.st_mode & S_IFMT) == S_IFDIR }
    }

    /// The target a symbolic link names, or nil when `path` is not a link.
    package static func symbolicLinkDestination(atPath path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The permission bits of `path` (following links), or nil when nothing is there.
    package static func permissions(atPath path: String) -> Int? {
        status(path).map { Int($0.st_mode & 0o7777) }
    }

    /// When `path` was last modified, as seconds and nanoseconds since 1970 (nil when nothing
    /// is there); ordered as a tuple.
    package static func modificationTime(atPath path: String) -> (seconds: Int, nanoseconds: Int)? {
        guard let info = status(path) else { return nil }
        return (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
    }

    /// True when the caller may execute `path` (`access(X_OK)`).
    package static func isExecutableFile(atPath path: String) -> Bool {
        access(path, X_OK) == 0
    }

    /// The names in a directory (without `.` and `..`), or nil when it cannot be listed.
    package static func contentsOfDirectory(atPath path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        return entryNames { readdir(directory) }
    }

    /// The names a directory stream yields, without `.` and `..`; `next` is `readdir` on a stream
    /// the caller opened and closes (`opendir`, or `fdopendir` on a descriptor).
    static func entryNames(_ next: () -> UnsafeMutablePointer<dirent>?) -> [String] {
        var names: [String] = []
        while let entry = next() {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Creates `path` and every missing folder above it (mode 0777 less the umask); a folder
    /// that exists (or a link to one) is fine, anything else in the way fails.
    package static func createDirectories(atPath path: String) throws(Failure) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if isDirectory(atPath: prefix) == true { continue }
            if mkdir(prefix, 0o777) != 0 {
                let code = errno
                if code == EEXIST && isDirectory(atPath: prefix) == true { continue }
                throw Failure(code: code)
            }
        }
    }

    /// Removes `path`; a folder with everything in it. A symbolic link is removed itself, never
    /// followed. Returns false when something could not be removed.
    @discardableResult
    package static func removeItem(atPath path: String) -> Bool {
        guard let info = status(path, following: false) else { return false }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return unlink(path) == 0 }
        var removedAll = true
        for name in contentsOfDirectory(atPath: path) ?? [] where !removeItem(atPath: path + "/" + name) {
            removedAll = false
        }
        return rmdir(path) == 0 && removedAll
    }

    /// Renames `path` to `destination`, which must not exist yet (as `FileManager.moveItem`).
    package static func moveItem(atPath path: String, toPath destination: String) throws(Failure) {
        if status(destination, following: false) != nil { throw Failure(code: EEXIST) }
        if rename(path, destination) != 0 { throw Failure(code: errno) }
    }

    /// Moves `path` to `destination` without ever replacing what is there, even if it appears
    /// meanwhile: a hard link and an unlink, so a name taken in between fails instead of being
    /// overwritten; a rename where links are not allowed (and `destination` is free).
    package static func moveWithoutReplacing(atPath path: String, toPath destination: String) throws(Failure) {
        if link(path, destination) == 0 {
            guard unlink(path) == 0 else { throw Failure(code: errno) }
            return
        }
        let code = errno
        guard code != EEXIST, status(destination, following: false) == nil else { throw Failure(code: EEXIST) }
        if rename(path, destination) != 0 { throw Failure(code: errno) }
    }

    /// Renames `path` to `destination`, replacing what is there in one step (`rename`).
    package static func replaceItem(atPath destination: String, withItemAtPath path: String) throws(Failure) {
        if rename(path, destination) != 0 { throw Failure(code: errno) }
    }

    /// Copies the file at `path` to `destination` (which must not exist yet), with its
    /// permissions.
    package static func copyFile(atPath path: String, toPath destination: String) -> Bool {
        guard let bytes = contents(atPath: path), let mode = permissions(atPath: path),
            status(destination, following: false) == nil
        else { return false }
        return createFile(atPath: destination, contents: bytes, permissions: mode)
    }

    /// Creates a new file at `path` holding `contents` (mode 0644 less the umask), never through
    /// a symbolic link and never over an existing file (`O_CREAT | O_EXCL | O_NOFOLLOW`).
    package static func createNewFile(atPath path: String, contents: [UInt8]) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(code: errno) }
        defer { close(descriptor) }
        var offset = 0
        while offset < contents.count {
            let written = contents.withUnsafeBytes {
                write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(code: errno)
            }
            offset += written
        }
    }

    /// Whether `path` itself is a symbolic link (nil when nothing is there).
    package static func isSymbolicLink(atPath path: String) -> Bool? {
        status(path, following: false).map { $0.st_mode & S_IFMT == S_IFLNK }
    }

    /// Writes `contents` to a new or truncated file at `path`. With `permissions` the file gets
    /// exactly those bits; without, 0666 less the umask. False when it cannot be written whole.
    @discardableResult
    package static func createFile(atPath path: String, contents: [UInt8], permissions: Int? = nil) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode_t(permissions ?? 0o666))
        guard descriptor >= 0 else { return false }
        var ok = true
        if let permissions, fchmod(descriptor, mode_t(permissions)) != 0 { ok = false }
        var offset = 0
        while ok && offset < contents.count {
            let written = contents.withUnsafeBytes {
                write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                ok = false
            } else {
                offset += written
            }
        }
        if close(descriptor) != 0 { ok = false }
        return ok
    }

    /// The process's working directory.
    package static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` with every symbolic link resolved (`realpath`), or nil when it cannot be resolved
    /// (it does not exist).
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(validatingCString: resolved)
    }

    /// `path` with every symbolic link resolved (`realpath`); when the path does not exist
    /// (yet), the part of it that does is resolved and the rest appended as given.
    package static func resolvingSymlinks(_ path: String) -> String {
        let normalized = PathUtilities.normalize(path)
        if let resolved = realpath(normalized, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let parent = PathUtilities.dirname(normalized)
        guard parent != normalized, parent != "/", parent != "." else { return normalized }
        return PathUtilities.join(resolvingSymlinks(parent), PathUtilities.basename(normalized))
    }

    /// The folder for temporary files: `TMPDIR`, else `/tmp`, with a trailing `/`.
    package static var temporaryDirectory: String {
        guard let value = getenv("TMPDIR"), let text = String(validatingCString: value), !text.isEmpty else {
            return "/tmp/"
        }
        return text.hasSuffix("/") ? text : text + "/"
    }
}
