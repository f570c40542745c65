import { useCallback, useState } from "react";
import type { ComposerSelection } from "@/components/chat/native-composer-command";
import { useNativeComposerCommands } from "./use-native-composer-commands";

/** "Add to message" for text selected in a card or the transcript, inside the native shell. */
export function useCompanionSelection(enabled: boolean) {
  const { addSelection } = useNativeComposerCommands(enabled);
  const [error, setError] = useState<string | null>(null);

  const add = useCallback(
    async (selection: ComposerSelection) => {
      setError(null);
      const ack = await addSelection(selection);
      if (!ack) setError("The app did not confirm the selection. Try adding it again.");
      else if (!ack.accepted) setError(ack.reason ?? "The app refused the selection.");
    },
    [addSelection],
  );

  return { add, error, dismissError: () => setError(null) };
}
