import Foundation

/// Where a native voice turn stands (§4.5, §4.10, §4.11).
enum NativeVoiceTurnState: Equatable {
    case idle
    case listening
    /// The box is speaking; the microphone reopens when the page reports `playing:false`.
    case pausedForSpeech
    case sending
}

enum NativeVoiceTurnEvent: Equatable {
    case recordPressed(pageIsSpeaking: Bool)
    case speechPlayback(playing: Bool)
    case sentKeepingMicrophone
    case sentAndClosed
    case dictationFailed
    /// Not every stop announces itself; an idle recognizer with no start pending ends the turn.
    case dictationWentIdle
}

enum NativeVoiceTurnCommand: Equatable {
    case startDictation
    /// Barge-in: open the microphone now and ask the page to stop talking.
    case startDictationInterruptingSpeech
    case stopDictation
    case none
}

struct NativeVoiceTurn: Equatable {
    private(set) var state: NativeVoiceTurnState = .idle
    private var deferredByNative = false

    mutating func handle(_ event: NativeVoiceTurnEvent) -> NativeVoiceTurnCommand {
        switch (event, state) {
        case (.recordPressed(let speaking), _):
            state = .listening
            deferredByNative = false
            return speaking ? .startDictationInterruptingSpeech : .startDictation
        case (.sentKeepingMicrophone, _):
            state = .pausedForSpeech
            deferredByNative = true
            return .stopDictation
        case (.speechPlayback(playing: false), .pausedForSpeech) where deferredByNative:
            state = .listening
            deferredByNative = false
            return .startDictation
        case (.speechPlayback(playing: true), .listening):
            state = .pausedForSpeech
            deferredByNative = true
            return .stopDictation
        case (.sentAndClosed, _), (.dictationFailed, _):
            state = .idle
            deferredByNative = false
            return .stopDictation
        case (.dictationWentIdle, .listening):
            state = .idle
            return .none
        default:
            return .none
        }
    }

    var holdsScreenAwake: Bool { state != .idle }
}
