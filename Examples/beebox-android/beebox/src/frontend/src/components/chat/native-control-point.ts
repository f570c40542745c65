import { newCommandId, postComposerCommand } from "./native-command-bridge";
import { pointAtControlCommand, type ControlAction } from "./native-composer-command";
import { waitForNativeCommandResult } from "./everywhere/InteractiveChat/native-control-scan";

export type PointOutcome = { ok: true } | { ok: false; message: string };

/**
 * Asks the shell to point at a native control. A refusal shows the shell's own sentence; a
 * silence says the app did not answer in time (it may have drawn the ring and lost the reply).
 */
export async function pointAtNativeControl(control: string, action: ControlAction): Promise<PointOutcome> {
  const id = newCommandId();
  if (!postComposerCommand(pointAtControlCommand(id, control, action))) {
    return { ok: false, message: "This page is not inside the Bee Box app." };
  }
  const result = await waitForNativeCommandResult(id, "point-at-control");
  if (!result) return { ok: false, message: "The app did not answer in time." };
  return result.ok ? { ok: true } : { ok: false, message: result.reason };
}
