import { scanNativeControls } from "./native-control-scan";

/** Known native controls, named in the dump when the shell could not be asked. */
const NATIVE_CONTROL_IDS = ["bbx-composer-add", "bbx-composer-input", "bbx-composer-send", "bbx-composer-mic"];

/** Answers the agent's UI scan: the page's own controls merged with the native inventory. */
export async function handleUiScanRequest(domControls: string[]): Promise<string[]> {
  const scan = await scanNativeControls();
  if (scan.coverage === "dom-native-unavailable") {
    return [...domControls, `coverage: dom-native-unavailable (missing: ${NATIVE_CONTROL_IDS.join(", ")})`];
  }
  const native = scan.controls.map((control) =>
    control.actions?.length ? `${control.id} ${control.label}` : `${control.id} ${control.label} (not pointable)`,
  );
  return [...domControls, ...native];
}
