// Times ManifestParser on one contract document, in-process (no process start-up, no git).
// Built by bench/run.sh against the release build's AnchorManifest objects:
//   parse-bench <document> [iterations] [section name]
// Prints one JSON object: the first (cold) parse, then the median and minimum of the rest.
import AnchorManifest

#if canImport(Glibc)
    import Glibc
#endif

func milliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let file = fopen(arguments[1], "rb") else {
    fputs("usage: parse-bench <document> [iterations] [section name]\n", stderr)
    exit(2)
}
var bytes: [UInt8] = []
var buffer = [UInt8](repeating: 0, count: 65536)
while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    bytes.append(contentsOf: buffer[..<count])
}
fclose(file)
let iterations = arguments.count > 2 ? Int(arguments[2]) ?? 200 : 200
let parser = ManifestParser(sectionName: arguments.count > 3 ? arguments[3] : "Anchor manifest")

var samples: [Double] = []
var entries = 0
for _ in 0...iterations {
    let start = milliseconds()
    do {
        entries = try parser.parse(bytes: bytes, path: arguments[1]).entries.count
    } catch {
        fputs("parse-bench: \(error)\n", stderr)
        exit(1)
    }
    samples.append(milliseconds() - start)
}
let cold = samples.removeFirst()
samples.sort()
let median = samples[samples.count / 2]
print(
    "{\"bytes\": \(bytes.count), \"entries\": \(entries), \"iterations\": \(samples.count), "
        + "\"cold_ms\": \(cold), \"median_ms\": \(median), \"min_ms\": \(samples[0])}")
