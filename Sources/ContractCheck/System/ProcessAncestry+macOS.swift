#if os(macOS)
    import Darwin

    // macOS has no /proc: the same facts from the kernel's process table. Written for macOS and
    // compiled there only (CI's macOS job, .github/workflows/ci.yml); not run on this Linux host.
    extension ProcessAncestry {
        /// `proc_pidinfo(PROC_PIDTBSDINFO)`: the parent and the start time of `pid`.
        static func bsdInfo(of pid: pid_t) -> proc_bsdinfo? {
            var info = proc_bsdinfo()
            let size = Int32(MemoryLayout<proc_bsdinfo>.size)
            guard proc_pidinfo(pid, PROC_PIDTBSDINFO, 0, &info, size) == size else { return nil }
            return info
        }

        /// When process `pid` started, in microseconds since 1970: with the pid (and the boot),
        /// it names one process.
        static func startTime(of pid: pid_t) -> UInt64? {
            guard let info = bsdInfo(of: pid) else { return nil }
            return UInt64(info.pbi_start_tvsec) * 1_000_000 + UInt64(info.pbi_start_tvusec)
        }

        static func parentPID(of pid: pid_t) -> pid_t? {
            bsdInfo(of: pid).map { pid_t($0.pbi_ppid) }
        }

        /// This boot's id (`sysctl kern.bootsessionuuid`).
        static func bootID() -> String? {
            var size = 0
            guard sysctlbyname("kern.bootsessionuuid", nil, &size, nil, 0) == 0, size > 0 else { return nil }
            var buffer = [CChar](repeating: 0, count: size)
            guard sysctlbyname("kern.bootsessionuuid", &buffer, &size, nil, 0) == 0 else { return nil }
            let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return text.isEmpty || text.contains("\t") ? nil : text
        }

        /// The executable process `pid` runs (`proc_pidpath`).
        package static func executablePath(of pid: pid_t) -> String? {
            var buffer = [CChar](repeating: 0, count: 4 * Int(MAXPATHLEN))
            guard proc_pidpath(pid, &buffer, UInt32(buffer.count)) > 0 else { return nil }
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }

        /// argv of `pid` from `sysctl KERN_PROCARGS2`: argc, the executable path, padding, then
        /// the arguments, each ending in a NUL.
        static func commandLine(of pid: pid_t) -> [String]? {
            var name: [Int32] = [CTL_KERN, KERN_PROCARGS2, pid]
            var size = 0
            guard sysctl(&name, 3, nil, &size, nil, 0) == 0, size > MemoryLayout<Int32>.size else { return nil }
            var buffer = [UInt8](repeating: 0, count: size)
            guard sysctl(&name, 3, &buffer, &size, nil, 0) == 0 else { return nil }
            let count = buffer.withUnsafeBytes { Int($0.loadUnaligned(as: Int32.self)) }
            var index = MemoryLayout<Int32>.size
            while index < size && buffer[index] != 0 { index += 1 }  // the executable path
            while index < size && buffer[index] == 0 { index += 1 }  // its padding
            var arguments: [String] = []
            while arguments.count < count && index < size {
                let end = buffer[index..<size].firstIndex(of: 0) ?? size
                arguments.append(String(decoding: buffer[index..<end], as: UTF8.self))
                index = end + 1
            }
            return arguments.isEmpty ? nil : arguments
        }
    }
#endif
