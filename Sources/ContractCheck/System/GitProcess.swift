/// The `git` process a hook runs under, identified across its hooks: pid, start time (clock
/// ticks after boot) and the boot, all from `/proc`.
package struct GitProcess: Sendable, Equatable {
    package var pid: Int32
    package var startTime: UInt64
    package var bootID: String
    /// Its argv (argv[0] included).
    package var commandLine: [String]

    package init(pid: Int32, startTime: UInt64, bootID: String, commandLine: [String]) {
        self.pid = pid
        self.startTime = startTime
        self.bootID = bootID
        self.commandLine = commandLine
    }
}
