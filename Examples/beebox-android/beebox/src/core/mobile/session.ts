import { signMobileCookie, verifyMobileCookie } from "../../webapp/mobile-cookie";
import { isMobileDeviceActive } from "./request-auth";

/**
 * The short-lived cookie that carries what the browser sends on its own (contract §2): WebKit
 * navigations and the tRPC WebSocket upgrade. The native shell never names it.
 */
export const MOBILE_COOKIE_NAME = "bbx_mobile";
export const MOBILE_COOKIE_TTL_MS = 60 * 60 * 1000;

export interface MobileSession {
  deviceId: string;
  exp: number;
}

export function mintMobileSession(secret: string, deviceId: string, now = Date.now()): string {
  return signMobileCookie(secret, { deviceId, exp: now + MOBILE_COOKIE_TTL_MS });
}

/**
 * Re-issues past the halfway point. The revocation check is a lock-free read, so a revoke takes
 * effect within one TTL at most; an unreadable store fails closed.
 */
export async function renewMobileSession(boxRoot: string, secret: string, cookie: string, now = Date.now()) {
  const session = verifyMobileCookie<MobileSession>(secret, cookie);
  if (!session || session.exp <= now) return { action: "clear" as const };
  if (session.exp - now > MOBILE_COOKIE_TTL_MS / 2) return { action: "keep" as const };
  const active = await isMobileDeviceActive(boxRoot, session.deviceId).catch(() => false);
  return active ? { action: "renew" as const, value: mintMobileSession(secret, session.deviceId, now) } : { action: "clear" as const };
}

export function mobileCookieHeader(value: string | null): string {
  const common = "Path=/; HttpOnly; Secure; SameSite=Lax";
  return value === null
    ? `${MOBILE_COOKIE_NAME}=; Max-Age=0; ${common}`
    : `${MOBILE_COOKIE_NAME}=${value}; Max-Age=${MOBILE_COOKIE_TTL_MS / 1000}; ${common}`;
}
