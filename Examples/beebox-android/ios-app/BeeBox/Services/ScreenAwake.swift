import UIKit

/// Why the screen is held awake (§4.11). A reason is a role with one live surface.
enum ScreenAwakeReason: Hashable {
    case composerVoiceTurn
    case pageSpeechPlaying
    case captureRecording
}

/// The union of every surface's current reasons; the idle timer is off while it is non-empty.
@MainActor
final class ScreenAwakeState: ObservableObject {
    @Published private(set) var reasons: Set<ScreenAwakeReason> = []

    func set(_ reason: ScreenAwakeReason, active: Bool) {
        if active { reasons.insert(reason) } else { reasons.remove(reason) }
        UIApplication.shared.isIdleTimerDisabled = !reasons.isEmpty
    }
}

/// A surface's claim, re-derived from its state; released on disappearance as well.
struct ScreenAwakeHold {
    let state: ScreenAwakeState
    let reasons: Set<ScreenAwakeReason>

    @MainActor
    func apply(_ conditions: [ScreenAwakeReason: Bool], sceneIsActive: Bool) {
        for reason in reasons { state.set(reason, active: sceneIsActive && (conditions[reason] ?? false)) }
    }

    @MainActor
    func release() { reasons.forEach { state.set($0, active: false) } }
}
