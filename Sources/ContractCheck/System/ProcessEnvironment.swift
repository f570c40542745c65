#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's environment variables, read from `environ` (what Foundation's
/// `ProcessInfo.processInfo.environment` returns, without linking Foundation).
package enum ProcessEnvironment {
    /// Every `NAME=value` of the environment; an entry without `=` is left out.
    package static func variables() -> [String: String] {
        var variables: [String: String] = [:]
        #if canImport(Darwin)
            guard var entry = _NSGetEnviron()?.pointee else { return variables }
        #else
            guard var entry = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? else { return variables }
        #endif
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }

    /// This process's id (`getpid`).
    package static var processID: Int32 { getpid() }

    /// The id of this process's parent (`getppid`).
    package static var parentProcessID: Int32 { getppid() }

    /// Whether `descriptor` (1 standard output, 2 standard error) is a terminal (`isatty`).
    package static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// Ends the process with `code` (`exit`, so buffered output is flushed).
    package static func exit(_ code: Int32) -> Never {
        #if canImport(Glibc)
            Glibc.exit(code)
        #else
            Darwin.exit(code)
        #endif
    }
}
