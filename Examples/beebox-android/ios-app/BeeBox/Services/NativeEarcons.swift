import AVFoundation

/// Where the send/wait earcon loop stands (§4.6). The loop starts locally on send; the web's
/// `beeboxResponseState` only ends it. A stale initial `false` (the page had not started the
/// response yet) is ignored; the `true` after it is observed, and the `false` after that stops.
struct NativeEarconState: Equatable {
    enum Phase: Equatable {
        case silent
        /// Sent; ticking, waiting for the page to report the response streaming.
        case waitingForResponse
        /// The page reported `active:true`; ticking until it reports `false`.
        case responding
    }

    /// The loop stops itself after this long even if the page never answers.
    static let maximumLoop: TimeInterval = 30

    private(set) var phase: Phase = .silent
    private(set) var startedAt: Date?

    var isTicking: Bool { phase != .silent }

    mutating func sent(at now: Date = Date()) {
        phase = .waitingForResponse
        startedAt = now
    }

    mutating func responseState(active: Bool) {
        switch (phase, active) {
        case (.waitingForResponse, true): phase = .responding
        case (.responding, false): stop()
        default: break // a stale false while waiting, or a repeated value
        }
    }

    mutating func tick(at now: Date = Date()) {
        if let startedAt, now.timeIntervalSince(startedAt) >= Self.maximumLoop { stop() }
    }

    mutating func stop() {
        phase = .silent
        startedAt = nil
    }
}

/// Plays the tick while `NativeEarconState` says so.
@MainActor
final class NativeEarcons: ObservableObject {
    @Published private(set) var state = NativeEarconState()
    private var timer: Timer?
    private let player: AVAudioPlayer?

    init(tick: URL? = Bundle.main.url(forResource: "tick", withExtension: "caf")) {
        player = tick.flatMap { try? AVAudioPlayer(contentsOf: $0) }
    }

    func messageSent() {
        state.sent()
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: 1.2, repeats: true) { [weak self] _ in
            Task { @MainActor in self?.tick() }
        }
        player?.play()
    }

    func receiveResponseState(active: Bool) {
        state.responseState(active: active)
        if !state.isTicking { stopTimer() }
    }

    private func tick() {
        state.tick()
        guard state.isTicking else { return stopTimer() }
        player?.currentTime = 0
        player?.play()
    }

    private func stopTimer() {
        timer?.invalidate()
        timer = nil
    }
}
