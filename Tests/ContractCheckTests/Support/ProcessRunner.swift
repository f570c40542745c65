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
    /// Runs `executable` with `arguments` in `directory`; `input` goes to standard input.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], in directory: String,
                    environment: [String: String], input: [UInt8]? = nil) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input == nil ? FileHandle.nullDevice : inPipe
        try process.run()
        if let input {
            inPipe.fileHandleForWriting.write(Data(input))
            try? inPipe.fileHandleForWriting.close()
        }
        let group = DispatchGroup()
        let errBox = DataBox()
        group.enter()
        DispatchQueue.global().async {
            errBox.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        group.wait()
        return ProcessResult(status: process.terminationStatus,
                             stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errBox.data, as: UTF8.self),
                             stdoutBytes: [UInt8](outData))
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

final class DataBox: @unchecked Sendable {
    var data = Data()
}
