/// The waivers a commit message gives the `LINT.IfChange` rule's unsynced findings (never its
/// structural ones): `NO_IFTTT=<reason>` or `NO_IFTT=<reason>` on a line of its own waives them
/// all; the trailer `Ignore-if-changed: <glob>[, <glob>] [-- <reason>]` waives them for the
/// source files the globs match; the trailer `ThenChange-Unchanged: <path>[#label] -- <reason>`
/// waives them for that one target, and is reported itself when it waives nothing.
struct IfChangeWaivers: Sendable, Equatable {
    static let targetTrailer = "ThenChange-Unchanged"
    static let ignoreTrailer = "Ignore-if-changed"

    /// The reason of a `NO_IFTTT=` line; nil when there is none with a visible reason.
    var all: String?
    /// The globs of `Ignore-if-changed` trailers.
    var globs: [String] = []
    /// The targets of `ThenChange-Unchanged` trailers with a reason, as written (`path` or `path#label`).
    var targets: [String] = []

    init(message: [UInt8], trailers: [Trailer]) {
        for line in message.split(separator: 10, omittingEmptySubsequences: true) {
            let text = IfChangeLineScanner.trimmed(line)
            for key in ["NO_IFTTT=", "NO_IFTT="] where text.starts(with: Array(key.utf8)) {
                let reason = IfChangeLineScanner.trimmed(text.dropFirst(key.utf8.count))
                let text = String(decoding: reason, as: UTF8.self)
                if all == nil, text.hasVisibleCharacter { all = text }
            }
        }
        for trailer in trailers {
            let parts = Self.split(trailer.value)
            if trailer.hasToken(Self.ignoreTrailer) {
                globs += Self.items(parts.subject)
            } else if trailer.hasToken(Self.targetTrailer), let reason = parts.reason, reason.hasVisibleCharacter {
                targets += Self.items(parts.subject)
            }
        }
    }

    /// A trailer value as `<subject> -- <reason>`.
    static func split(_ value: String) -> (subject: String, reason: String?) {
        let bytes = Array(value.utf8)
        guard let at = bytes.indices.dropLast().first(where: { bytes[$0] == 45 && bytes[$0 + 1] == 45 }) else {
            return (value, nil)
        }
        let reason = trimmed(String(decoding: bytes[(at + 2)...], as: UTF8.self))
        return (String(decoding: bytes[..<at], as: UTF8.self), reason)
    }

    /// `text` without leading and trailing spaces and tabs.
    static func trimmed(_ text: String) -> String {
        String(decoding: IfChangeLineScanner.trimmed(Array(text.utf8)[...]), as: UTF8.self)
    }

    /// The items of a comma-separated list, trimmed, empty ones left out.
    static func items(_ text: String) -> [String] {
        text.split(separator: ",").map { trimmed(String($0)) }.filter { !$0.isEmpty }
    }

    /// True when an `Ignore-if-changed` glob matches the source file `path` (`*` crosses `/`).
    func ignores(_ path: String) -> Bool {
        globs.contains { Memory.globMatches($0, path) }
    }

    /// The waiver trailer's target that names `key` (`path#label`, or `path` for any label of it).
    func target(for key: IfChangeRule.Key) -> String? {
        targets.first { written in
            let name = written.hasPrefix("//") ? String(written.dropFirst(2)) : written
            let plain = name.hasPrefix("/") ? String(name.dropFirst()) : name
            return plain == key.description || plain == key.path || plain == key.path + "/"
        }
    }
}
