/**
 * The web composer's turn-taking machine: dictation, the box speaking, and the pause between.
 * A native shell sends only STOP_SPEECH (contract §4.10); START_DICTATION would open the web mic.
 */
export const START_DICTATION = "START_DICTATION";
export const STOP_DICTATION = "STOP_DICTATION";
export const STOP_SPEECH = "STOP_SPEECH";
export const SPEECH_STARTED = "SPEECH_STARTED";
export const SPEECH_ENDED = "SPEECH_ENDED";

export type ComposerEvent =
  | { type: typeof START_DICTATION }
  | { type: typeof STOP_DICTATION }
  | { type: typeof STOP_SPEECH }
  | { type: typeof SPEECH_STARTED }
  | { type: typeof SPEECH_ENDED };

export type ComposerState = "idle" | "recording" | "speaking" | "pausedForSpeech";

export type ComposerEffect = "beginTurn" | "startMic" | "stopMic" | "resumeMic" | "stopSpeech";

export interface ComposerStep {
  state: ComposerState;
  effects: ComposerEffect[];
}

export function composerTransition(state: ComposerState, event: ComposerEvent): ComposerStep {
  switch (event.type) {
    case START_DICTATION:
      // Barge-in: stop the box and open the microphone at once.
      return { state: "recording", effects: state === "speaking" || state === "pausedForSpeech" ? ["stopSpeech", "beginTurn", "startMic"] : ["beginTurn", "startMic"] };
    case STOP_DICTATION:
      return { state: "idle", effects: ["stopMic"] };
    case STOP_SPEECH:
      // pausedForSpeech is entered only from web recording, so this resumeMic is unreachable
      // under nativeComposer (the web composer is suppressed there).
      if (state === "pausedForSpeech") return { state: "recording", effects: ["stopSpeech", "resumeMic"] };
      return { state: state === "speaking" ? "idle" : state, effects: ["stopSpeech"] };
    case SPEECH_STARTED:
      if (state === "recording") return { state: "pausedForSpeech", effects: ["stopMic"] };
      return { state: "speaking", effects: [] };
    case SPEECH_ENDED:
      if (state === "pausedForSpeech") return { state: "recording", effects: ["resumeMic"] };
      return { state: state === "speaking" ? "idle" : state, effects: [] };
  }
}
