import Foundation

/// The result of running a program in a test.
struct ProcessResult: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: [UInt8]

    /// Standard output and error together, for assertion messages.
    var output: String { stdout + stderr }
}

/// Runs programs for tests: real `git`, the real `contract-check` binary.
enum ProcessRunner {
    /// The status reported for a process killed by the `timeout` watchdog.
    static let timedOut: Int32 = -9

    /// Runs `executable` with `arguments` in `directory`; `input` goes to standard input. After
    /// `timeout` seconds the process is killed and the result's status is `timedOut`.
    @discardableResult
    static func run(
        _ executable: String, _ arguments: [String], in directory: String,
        environment: [String: String], input: [UInt8]? = nil, timeout: Double? = nil
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        let inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input == nil ? FileHandle.nullDevice : inPipe
        try process.run()
        let finished = DispatchSemaphore(value: 0)
        let killed = DataBox()
        if let timeout {
            // A watchdog of our own: `timeout(1)` relies on SIGALRM, which the spawning thread
            // may have blocked, so it cannot be trusted here.
            Thread {
                if finished.wait(timeout: .now() + timeout) == .timedOut {
                    killed.data = Data([1])
                    kill(process.processIdentifier, SIGKILL)
                }
            }.start()
        }
        if let input {
            inPipe.fileHandleForWriting.write(Data(input))
            try? inPipe.fileHandleForWriting.close()
        }
        // A dedicated thread (not a GCD queue, which tests may saturate) drains standard error.
        let errBox = DataBox()
        let done = DispatchSemaphore(value: 0)
        let reader = Thread {
            errBox.data = err.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        reader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        finished.signal()
        done.wait()
        return ProcessResult(
            status: killed.data.isEmpty ? process.terminationStatus : Self.timedOut,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errBox.data, as: UTF8.self),
            stdoutBytes: [UInt8](outData))
    }

    /// The sanitizer settings of this test process (`ASAN_OPTIONS`, `TSAN_OPTIONS`, …, set by
    /// `scripts/sanitize`), for the environments tests build by hand: a `contract-check` built
    /// with a sanitizer then writes its reports where the script looks. Empty in a normal run.
    static let sanitizerEnvironment: [String: String] = ProcessInfo.processInfo.environment.filter { name, _ in
        name.hasSuffix("SAN_OPTIONS") || name == "SWIFT_BACKTRACE"
    }

    /// The first executable called `name` on the PATH.
    static func which(_ name: String) -> String {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return "/usr/bin/\(name)"
    }
}

/// Bytes written by one thread and read by another, under a lock. (The watchdog's "killed"
/// flag is read after the process exits, but a child's exit is no synchronisation the memory
/// model knows: `scripts/sanitize thread` reported the unlocked version as a data race.)
final class DataBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = Data()

    var data: Data {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            storage = newValue
        }
    }
}
