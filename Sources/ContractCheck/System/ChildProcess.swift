import CGit2Options

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One child process started with `posix_spawn`, its standard input `/dev/null`, its standard
/// output and error read to their ends (both at once, through `poll`, so neither pipe can fill
/// and block the child), then waited for.
struct ChildProcess {
    /// How the child ended: its exit status, or the signal that ended it (as Foundation's
    /// `Process.terminationStatus` reports either).
    var status: Int32
    var standardOutput: [UInt8]
    var standardError: [UInt8]

    /// Runs `executable` with `arguments` (argv[0] is the executable's path), `environment` and
    /// `workingDirectory`; throws the system's error when it cannot be started.
    static func run(
        _ executable: String, arguments: [String], environment: [String: String], workingDirectory: String
    ) throws(FileSystem.Failure) -> ChildProcess {
        var output: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        guard makePipe(&output) else { throw FileSystem.Failure(code: errno) }
        guard makePipe(&errors) else {
            let code = errno
            close(output[0])
            close(output[1])
            throw FileSystem.Failure(code: code)
        }
        let started = spawn(
            executable, arguments: arguments, environment: environment, workingDirectory: workingDirectory,
            output: output[1], errors: errors[1])
        close(output[1])
        close(errors[1])
        guard case .success(let pid) = started else {
            close(output[0])
            close(errors[0])
            if case .failure(let failure) = started { throw failure }
            throw FileSystem.Failure(code: EINVAL)
        }
        let (out, err) = drain(output[0], errors[0])
        close(output[0])
        close(errors[0])
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
        let exited = raw & 0x7f == 0
        return ChildProcess(status: exited ? (raw >> 8) & 0xff : raw & 0x7f, standardOutput: out, standardError: err)
    }

    /// A pipe whose ends are closed in every child that does not take them over.
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }

    private static func spawn(
        _ executable: String, arguments: [String], environment: [String: String], workingDirectory: String,
        output: Int32, errors: Int32
    ) -> Result<pid_t, FileSystem.Failure> {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        contract_check_spawn_addchdir(&actions, workingDirectory)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child starts with every signal at its default and none blocked.
        var all = sigset_t()
        var none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = environment.map { strdup($0.key + "=" + $0.value) }
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv + [nil], envp + [nil])
        return code == 0 ? .success(pid) : .failure(FileSystem.Failure(code: code))
    }

    /// Reads both descriptors until each reports its end.
    private static func drain(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var collected: [[UInt8]] = [[], []]
        var descriptors = [
            pollfd(fd: first, events: Int16(POLLIN), revents: 0),
            pollfd(fd: second, events: Int16(POLLIN), revents: 0),
        ]
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while descriptors.contains(where: { $0.fd >= 0 }) {
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for slot in descriptors.indices where descriptors[slot].fd >= 0 && descriptors[slot].revents != 0 {
                let descriptor = descriptors[slot].fd
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    collected[slot].append(contentsOf: chunk[..<count])
                } else if count == 0 || errno != EINTR {
                    descriptors[slot].fd = -1
                }
            }
        }
        return (collected[0], collected[1])
    }
}
