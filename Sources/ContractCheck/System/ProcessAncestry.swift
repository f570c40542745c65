#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command lines of this process's ancestors, read from `/proc` on Linux and from `sysctl` and
/// `proc_pidinfo` on macOS (ProcessAncestry+macOS.swift).
///
/// A commit-msg hook is not told whether the commit is an `--amend`; the `git commit` process
/// that runs the hook knows. Its command line is read here and parsed by `CommitInvocation`.
package enum ProcessAncestry {
    /// The argv of the nearest ancestor whose executable is `git`, or nil when there is none
    /// or `/proc` is not available.
    package static func nearestGitCommandLine(maximumDepth: Int = 8) -> [String]? {
        nearestGitProcess(maximumDepth: maximumDepth)?.commandLine
    }

    /// The nearest ancestor whose executable is `git`, with what identifies it across the
    /// hooks it runs (`StagedRecord`); nil when there is none or `/proc` is not available.
    package static func nearestGitProcess(maximumDepth: Int = 8) -> GitProcess? {
        var pid = getppid()
        for _ in 0..<maximumDepth {
            guard pid > 1 else { return nil }
            if let argv = commandLine(of: pid), isGit(pid: pid, argv: argv) {
                guard let start = startTime(of: pid), let boot = bootID() else { return nil }
                return GitProcess(pid: pid, startTime: start, bootID: boot, commandLine: argv)
            }
            guard let parent = parentPID(of: pid) else { return nil }
            pid = parent
        }
        return nil
    }

    /// `git`, or the dashed `git-commit` (`$(git --exec-path)/git-commit`, a link to git).
    /// The folder the user ran `git commit` in: the working directory of the process that
    /// started `process` (git itself moves to the top of the working tree before it runs a
    /// hook); nil when it cannot be read (only `/proc` is).
    package static func startingDirectory(of process: GitProcess) -> String? {
        guard let parent = parentPID(of: process.pid), parent > 1 else { return nil }
        return FileSystem.symbolicLinkDestination(atPath: "/proc/\(parent)/cwd")
    }

    static func isGit(pid: pid_t, argv: [String]) -> Bool {
        let names: Set<String> = ["git", "git-commit"]
        if let exe = executablePath(of: pid), names.contains(PathUtilities.basename(exe)) { return true }
        guard let first = argv.first else { return false }
        return names.contains(PathUtilities.basename(first))
    }
}

#if !os(macOS)
    // Linux: everything from /proc. (macOS: ProcessAncestry+macOS.swift.)
    extension ProcessAncestry {
        /// When process `pid` started, in clock ticks after boot (`/proc/<pid>/stat`, field 22):
        /// with the pid, it names one process for as long as the machine runs.
        static func startTime(of pid: pid_t) -> UInt64? {
            guard let fields = statFields(of: pid), fields.count > 19 else { return nil }
            return UInt64(fields[19])
        }

        /// This boot's id (`/proc/sys/kernel/random/boot_id`).
        static func bootID() -> String? {
            guard let data = FileSystem.contents(atPath: "/proc/sys/kernel/random/boot_id") else { return nil }
            let text = String(decoding: data, as: UTF8.self).trimmingWhitespaceAndNewlines()
            return text.isEmpty || text.contains("\t") ? nil : text
        }

        /// The executable process `pid` runs (`/proc/<pid>/exe`).
        package static func executablePath(of pid: pid_t) -> String? {
            FileSystem.symbolicLinkDestination(atPath: "/proc/\(pid)/exe")
        }

        static func commandLine(of pid: pid_t) -> [String]? {
            guard let data = FileSystem.contents(atPath: "/proc/\(pid)/cmdline"), !data.isEmpty else { return nil }
            var parts = data.split(separator: 0, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            if parts.last == "" { parts.removeLast() }
            return parts
        }

        static func parentPID(of pid: pid_t) -> pid_t? {
            guard let fields = statFields(of: pid), fields.count > 1, let ppid = pid_t(fields[1]) else { return nil }
            return ppid
        }

        /// The fields of `/proc/<pid>/stat` after the command name, from field 3 (the state) on.
        static func statFields(of pid: pid_t) -> [Substring]? {
            guard let data = FileSystem.contents(atPath: "/proc/\(pid)/stat") else { return nil }
            let text = String(decoding: data, as: UTF8.self)
            // "pid (comm) state ppid ..." — comm may contain spaces and parentheses.
            guard let close = text.lastIndex(of: ")") else { return nil }
            return text[text.index(after: close)...].split(separator: " ")
        }
    }
#endif
