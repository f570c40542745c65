import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { withFileLock } from "../../lib/file-lock";

/**
 * Pairing tickets and the device store (contract §1). Tickets live only in process memory; a
 * device token is returned once in cleartext and persisted as its SHA-256 hash.
 */
export const DEFAULT_PAIRING_TTL_MS = 10 * 60 * 1000;

export interface PairingTicket {
  token: string;
  expiresAt: string;
}

interface PendingPairing {
  boxRoot: string;
  createdBy: string | null;
  expiresAt: number;
}

export interface MobileDevice {
  id: string;
  label: string;
  tokenHash: string;
  createdAt: string;
  /** The pairer; null only for devices paired before it was recorded (owner-only). */
  createdBy: string | null;
  lastUsedAt?: string;
  revokedAt?: string;
  apns?: { token: string; environment: "sandbox" | "production"; registeredAt: string };
}

/** Keyed by tokenHash. */
export const pendingPairings = new Map<string, PendingPairing>();

export const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

export function pruneExpiredPairings(now = Date.now()): void {
  for (const [hash, pending] of pendingPairings) if (pending.expiresAt <= now) pendingPairings.delete(hash);
}

export function createMobilePairingTicket(boxRoot: string, { createdBy }: { createdBy: string | null }): PairingTicket {
  pruneExpiredPairings();
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = Date.now() + DEFAULT_PAIRING_TTL_MS;
  pendingPairings.set(sha256(token), { boxRoot, createdBy, expiresAt });
  return { token, expiresAt: new Date(expiresAt).toISOString() };
}

const storePath = (boxRoot: string) => path.join(boxRoot, ".beebox", "mobile-devices.secret.json");

export async function readDeviceStore(boxRoot: string): Promise<MobileDevice[]> {
  try {
    return JSON.parse(await fs.readFile(storePath(boxRoot), "utf8")) as MobileDevice[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** temp-file + fsync + atomic rename, mode 0o600. Callers hold withDeviceStoreLock. */
export async function writeDeviceStore(boxRoot: string, devices: MobileDevice[]): Promise<void> {
  const target = storePath(boxRoot);
  const temp = `${target}.${process.pid}.tmp`;
  const handle = await fs.open(temp, "w", 0o600);
  try {
    await handle.writeFile(JSON.stringify(devices, null, 2));
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temp, target);
}

export function withDeviceStoreLock<T>(boxRoot: string, body: () => Promise<T>): Promise<T> {
  return withFileLock(`${storePath(boxRoot)}.lock`, body);
}

export async function redeemMobilePairingTicket(boxRoot: string, pairingToken: string, deviceLabel: string) {
  pruneExpiredPairings();
  const pending = pendingPairings.get(sha256(pairingToken));
  if (!pending || pending.boxRoot !== boxRoot) return null;
  pendingPairings.delete(sha256(pairingToken));
  const token = crypto.randomBytes(32).toString("base64url");
  const device: MobileDevice = {
    id: crypto.randomUUID(),
    label: deviceLabel,
    tokenHash: sha256(token),
    createdAt: new Date().toISOString(),
    createdBy: pending.createdBy,
  };
  await withDeviceStoreLock(boxRoot, async () => writeDeviceStore(boxRoot, [...(await readDeviceStore(boxRoot)), device]));
  return { device, token };
}

export async function registerDevicePush(boxRoot: string, deviceId: string, apns: { token: string; environment: "sandbox" | "production" }) {
  await withDeviceStoreLock(boxRoot, async () => {
    const registeredAt = new Date().toISOString();
    const devices = (await readDeviceStore(boxRoot)).map((device) => {
      if (device.id === deviceId) return { ...device, apns: { ...apns, registeredAt } };
      return device.apns?.token === apns.token ? { ...device, apns: undefined } : device;
    });
    await writeDeviceStore(boxRoot, devices);
  });
}

/** Drops a registration APNs answered with 410 Unregistered or 400 BadDeviceToken. */
export async function pruneDevicePush(boxRoot: string, apnsToken: string): Promise<string | null> {
  return withDeviceStoreLock(boxRoot, async () => {
    const devices = await readDeviceStore(boxRoot);
    const device = devices.find((entry) => entry.apns?.token === apnsToken);
    if (!device) return null;
    await writeDeviceStore(boxRoot, devices.map((entry) => (entry === device ? { ...entry, apns: undefined } : entry)));
    return device.label;
  });
}

/** What Settings may see: never the token hash, never the APNs token. */
export async function listMobileDevices(boxRoot: string, viewer: { email: string | null; isOwner: boolean }) {
  const devices = (await readDeviceStore(boxRoot)).filter((device) => !device.revokedAt && mayManageMobileDevice(device, viewer));
  return {
    scope: viewer.isOwner ? ("box" as const) : ("own" as const),
    devices: devices.map(({ tokenHash: _hash, apns, ...rest }) => ({
      ...rest,
      push: apns ? { environment: apns.environment, registeredAt: apns.registeredAt } : null,
    })),
  };
}

export function mayManageMobileDevice(device: MobileDevice, viewer: { email: string | null; isOwner: boolean }): boolean {
  if (viewer.isOwner) return true;
  return viewer.email !== null && device.createdBy !== null && device.createdBy === viewer.email;
}

/** NOT_FOUND rather than FORBIDDEN for somebody else's device: no confirmation that it exists. */
export async function revokeMobileDevice(boxRoot: string, id: string, viewer: { email: string | null; isOwner: boolean }) {
  return withDeviceStoreLock(boxRoot, async () => {
    const devices = await readDeviceStore(boxRoot);
    const device = devices.find((entry) => entry.id === id && !entry.revokedAt);
    if (!device || !mayManageMobileDevice(device, viewer)) return false;
    device.revokedAt = new Date().toISOString();
    await writeDeviceStore(boxRoot, devices);
    return true;
  });
}
