import { apnsCredentialsFromEnv, postToApns, type ApnsCredentials } from "../../../services/apns";
import { boxSlug } from "../../../lib/box-slug";
import { pruneDevicePush, readDeviceStore } from "../../mobile/pairing";
import { buildApnsRequest, type ApnsNotification } from "./payload";

export interface ApnsSendResult {
  sent: number;
  pruned: string[];
  failed: number;
}

/** Answers after which the registration is dead: the next launch's post restores it (§5.9). */
function isDeadRegistration(status: number, reason: string | undefined): boolean {
  return (status === 410 && reason === "Unregistered") || (status === 400 && reason === "BadDeviceToken");
}

/**
 * Sends one notification to every active device of the box that registered for push
 * (contract §5.10). The payload names the box by its slug.
 */
export async function sendApns(
  boxRoot: string,
  notification: Omit<ApnsNotification, "box">,
  credentials: ApnsCredentials | null = apnsCredentialsFromEnv(),
): Promise<ApnsSendResult> {
  const result: ApnsSendResult = { sent: 0, pruned: [], failed: 0 };
  if (!credentials) return result;
  const request = buildApnsRequest({ ...notification, box: boxSlug(boxRoot) }, credentials.bundleId);
  const devices = (await readDeviceStore(boxRoot)).filter((device) => device.apns && !device.revokedAt);
  for (const device of devices) {
    const apns = device.apns!;
    try {
      const response = await postToApns(credentials, apns.environment, apns.token, request.headers, request.body);
      if (response.status === 200) {
        result.sent += 1;
      } else if (isDeadRegistration(response.status, response.reason)) {
        const label = await pruneDevicePush(boxRoot, apns.token);
        if (label) {
          console.warn(`[apns] dropped the registration of "${label}": ${response.reason}`);
          result.pruned.push(label);
        }
      } else {
        result.failed += 1;
      }
    } catch {
      result.failed += 1;
    }
  }
  return result;
}
