// Times the source lexers on realistic input, in-process (no process start-up, no git), each
// against the others in the same run. Built by bench/lexers.sh from Sources/ContractCheck/Lexers
// with -O (the lexers need nothing else of the package):
//   lexer-bench <rounds> <file>...
// The files are grouped by the lexer the registry picks; each group's files, concatenated and
// repeated to about 4 MB, are lexed once per round, the languages alternating. Prints one JSON
// object per language: bytes, tokens, median and minimum milliseconds and MB/s.
import Foundation

func milliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, let rounds = Int(arguments[1]), rounds > 0 else {
    fputs("usage: lexer-bench <rounds> <file>...\n", stderr)
    exit(2)
}
var groups: [String: [UInt8]] = [:]
var order: [String] = []
for path in arguments.dropFirst(2) {
    guard let lexer = SourceLexers.lexer(forPath: path), let data = FileManager.default.contents(atPath: path) else {
        continue
    }
    let name = String(describing: type(of: lexer))
    if groups[name] == nil { order.append(name) }
    groups[name, default: []] += [UInt8](data) + [UInt8(ascii: "\n")]
}
var inputs: [(name: String, lexer: any SourceLexer, bytes: [UInt8])] = []
for name in order {
    let unit = groups[name] ?? []
    var bytes: [UInt8] = []
    bytes.reserveCapacity(4_200_000)
    while bytes.count < 4_000_000 && !unit.isEmpty { bytes += unit }
    let sample = name == "KotlinLexer" ? "a.kt" : name == "SwiftLexer" ? "a.swift" : "a.tsx"
    if let lexer = SourceLexers.lexer(forPath: sample) { inputs.append((name, lexer, bytes)) }
}
var samples = Array(repeating: [Double](), count: inputs.count)
var tokens = Array(repeating: 0, count: inputs.count)
for _ in 0...rounds {
    for (index, input) in inputs.enumerated() {
        let start = milliseconds()
        tokens[index] = input.lexer.lex(input.bytes).tokens.count
        samples[index].append(milliseconds() - start)
    }
}
for (index, input) in inputs.enumerated() {
    var times = samples[index]
    times.removeFirst()  // the warm-up round
    times.sort()
    let median = times[times.count / 2]
    let megabytes = Double(input.bytes.count) / 1_000_000
    print(
        "{\"lexer\": \"\(input.name)\", \"bytes\": \(input.bytes.count), \"tokens\": \(tokens[index]), "
            + "\"median_ms\": \(median), \"min_ms\": \(times[0]), \"mb_per_s\": \(megabytes / (median / 1000))}")
}
