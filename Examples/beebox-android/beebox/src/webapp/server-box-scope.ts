import type { NextFunction, Request, Response } from "express";
import { resolveMobileRequestAuth } from "../core/mobile/request-auth";
import { MOBILE_COOKIE_NAME } from "../core/mobile/session";
import type { BoxContext } from "./box-context";
import { readCookie, verifyMobileCookie } from "./mobile-cookie";
import type { TrpcContext } from "./trpc/trpc";

/** The one unauthenticated mobile route: the ticket is the credential. */
export function isPairingRedeemUrl(url: string): boolean {
  return url.split("?")[0] === "/api/pairing/redeem";
}

/** The box's auth wall. A session identity wins; a device credential fills in without one. */
export function boxScopeAuth(box: BoxContext) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (isPairingRedeemUrl(req.url) || req.user) return next();
    const bearer = req.header("Authorization")?.match(/^Bearer (.+)$/)?.[1] ?? null;
    const cookie = readCookie(req.header("Cookie"), MOBILE_COOKIE_NAME);
    const cookieDeviceId = cookie ? verifyMobileCookie<{ deviceId: string }>(box.cookieSecret, cookie)?.deviceId ?? null : null;
    const identity = await resolveMobileRequestAuth(box.root, { bearer, cookieDeviceId });
    if (identity) {
      req.mobile = { ...identity, via: bearer ? "bearer" : "cookie" };
      return next();
    }
    if (req.path.startsWith("/api/") || req.header("Upgrade") === "websocket") {
      return res.status(401).json({ error: "Not authenticated" });
    }
    res.redirect("/auth/login");
  };
}

export function createContext(box: BoxContext, req: Request, ownerEmail: string): TrpcContext {
  const email = req.user?.email ?? req.mobile?.email ?? null;
  return {
    box,
    user: email ? { email } : null,
    isOwner: email !== null && email.toLowerCase() === ownerEmail.toLowerCase(),
    authed: Boolean(req.user || req.mobile),
    mobileDeviceId: req.mobile?.deviceId ?? null,
  };
}
