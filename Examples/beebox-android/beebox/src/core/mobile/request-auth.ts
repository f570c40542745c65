import { canAccessBox } from "../access";
import { readDeviceStore, sha256, withDeviceStoreLock, writeDeviceStore, type MobileDevice } from "./pairing";

export interface MobileIdentity {
  deviceId: string;
  /** The person who paired the device; the request acts as them. */
  email: string | null;
}

export async function isMobileDeviceActive(boxRoot: string, deviceId: string): Promise<boolean> {
  return (await readDeviceStore(boxRoot)).some((device) => device.id === deviceId && !device.revokedAt);
}

/** Verifies a bearer token and stamps lastUsedAt under the cross-process lock. */
export async function resolveMobileTokenIdentity(boxRoot: string, token: string): Promise<MobileDevice | null> {
  return withDeviceStoreLock(boxRoot, async () => {
    const devices = await readDeviceStore(boxRoot);
    const device = devices.find((entry) => entry.tokenHash === sha256(token) && !entry.revokedAt);
    if (!device) return null;
    device.lastUsedAt = new Date().toISOString();
    await writeDeviceStore(boxRoot, devices);
    return device;
  });
}

/**
 * The identity of a mobile request, bearer or cookie alike. A device is valid only while its
 * pairer can still open the box; a device paired before createdBy was recorded stays unaffected.
 */
export async function resolveMobileRequestAuth(
  boxRoot: string,
  request: { bearer: string | null; cookieDeviceId: string | null },
): Promise<MobileIdentity | null> {
  const viaBearer = request.bearer ? await resolveMobileTokenIdentity(boxRoot, request.bearer) : null;
  const device =
    viaBearer ??
    (request.cookieDeviceId
      ? (await readDeviceStore(boxRoot)).find((entry) => entry.id === request.cookieDeviceId && !entry.revokedAt) ?? null
      : null);
  if (!device) return null;
  if (device.createdBy !== null && !(await canAccessBox(boxRoot, device.createdBy))) return null;
  return { deviceId: device.id, email: device.createdBy };
}
