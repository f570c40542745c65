import type { ReactNode } from "react";

/** The transcript, with the web composer below unless a native shell supplies its own. */
export function ChatView({ embedded, nativeComposer, transcript, composer }: {
  embedded: boolean;
  nativeComposer: boolean;
  transcript: ReactNode;
  composer: ReactNode;
}) {
  return (
    <div className="chat-view">
      <div className="chat-transcript">{transcript}</div>
      {embedded || nativeComposer ? null : composer}
    </div>
  );
}
