import { postNativeMessage } from "./native-post";
import type { ComposerCommandV1, ComposerCommandV2 } from "./native-composer-command";

/** Posts a composer command on beeboxComposerCommand; false when no native shell is listening. */
export function postComposerCommand(command: ComposerCommandV1 | ComposerCommandV2): boolean {
  return postNativeMessage("beeboxComposerCommand", command);
}

export function newCommandId(): string {
  return crypto.randomUUID();
}
