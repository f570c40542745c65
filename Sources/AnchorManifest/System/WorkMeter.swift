#if DEBUG
    /// Counts units of work in debug builds, so that a test tells linear from quadratic by counting
    /// (exactly, whatever the machine's load) instead of timing. Code under test reports with
    /// `WorkMeter.count(_:_:)` inside `#if DEBUG`, so a release build has neither the type nor the
    /// calls; a test runs the code in `WorkMeter.measure` and reads the counts by kind.
    ///
    /// The meter is a task-local value: tests running in parallel each see their own, and code run
    /// outside `measure` reports to nobody.
    package final class WorkMeter: @unchecked Sendable {
        /// What is counted; each kind's doc comment says what one unit is.
        package enum Kind: Sendable, Hashable {
            /// Bytes written into the text of a paragraph's inline pieces (`InlinePiece.pieces`).
            case inlineTextBytes
            /// Candidate roots a Path conventions code span is compared with (a set lookup is one).
            case pathRootComparisons
            /// Characters of a short-option cluster copied or moved while it is taken apart.
            case clusterCharacters
            /// Bytes a lexer reads ahead without moving its cursor (searches that may fail).
            case lexerLookaheadBytes
            /// Open frames (literals, expressions, JSX elements) a lexer looks at: the innermost once per
            /// step of its main loop, and each frame a search walks (a JSX closing tag looking for its
            /// element). A walk over the open frames on every step makes this quadratic in the depth.
            case lexerFrameVisits
            /// Bytes a lexer's run and comment loops step over while its cursor moves past them
            /// (comments, `#` and `$` runs, a raw string's closing quotes): each byte once in a forward
            /// scan, again on a rescan.
            case lexerBytesStepped
        }

        /// The meter of the running task, if a test is measuring.
        @TaskLocal package static var current: WorkMeter?

        private let lock = Lock()
        private var counts: [Kind: Int] = [:]

        package init() {}

        /// Adds `units` of `kind` to the running task's meter; nothing when none is measuring.
        package static func count(_ kind: Kind, _ units: Int = 1) {
            guard let meter = current else { return }
            meter.lock.lock()
            meter.counts[kind, default: 0] += units
            meter.lock.unlock()
        }

        /// The units of `kind` counted so far.
        package subscript(kind: Kind) -> Int {
            lock.lock()
            defer { lock.unlock() }
            return counts[kind] ?? 0
        }

        /// Runs `body` with a fresh meter; returns what it returned and the meter.
        package static func measure<T>(_ body: () throws -> T) rethrows -> (T, WorkMeter) {
            let meter = WorkMeter()
            let result = try $current.withValue(meter) { try body() }
            return (result, meter)
        }
    }
#endif
