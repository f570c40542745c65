import type { Request, Response, Router } from "express";
import { z } from "zod";
import { redeemMobilePairingTicket, registerDevicePush } from "../../core/mobile/pairing";
import { mintMobileSession, mobileCookieHeader } from "../../core/mobile/session";
import type { BoxContext } from "../box-context";

/** `POST /api/pairing/redeem` body. The ticket is the credential: this route is unauthenticated. */
export const RedeemBody = z.object({
  pairingToken: z.string().min(1),
  deviceLabel: z.string().min(1).optional(),
});

/** `POST /api/pairing/push-token` body. Mirrored by PushTokenRequest / PushEnvironment on iOS. */
export const PushTokenBody = z.object({
  token: z.string().regex(/^[0-9a-fA-F]+$/).max(512).transform((token) => token.toLowerCase()),
  environment: z.enum(["sandbox", "production"]),
});

export function registerPairingRoutes(router: Router, box: BoxContext): void {
  router.post("/api/pairing/redeem", async (req: Request, res: Response) => {
    const body = RedeemBody.safeParse(req.body);
    if (!body.success) return res.status(400).json({ error: body.error.issues[0]?.message ?? "Bad request" });
    const redeemed = await redeemMobilePairingTicket(box.root, body.data.pairingToken, body.data.deviceLabel ?? "iOS companion");
    if (!redeemed) return res.status(401).json({ error: "Pairing code is invalid or expired." });
    res.json({
      boxSlug: box.slug,
      label: box.label,
      deviceId: redeemed.device.id,
      deviceLabel: redeemed.device.label,
      token: redeemed.token,
    });
  });

  /** Re-mints the cookie from the bearer after a WebKit reload let it lapse. */
  router.post("/api/pairing/session", async (req: Request, res: Response) => {
    const deviceId = req.mobile?.deviceId;
    if (!deviceId) return res.status(401).json({ error: "Not authenticated" });
    res.setHeader("Set-Cookie", mobileCookieHeader(mintMobileSession(box.cookieSecret, deviceId)));
    res.status(204).end();
  });

  /** Bearer only: the registration belongs to the device the bearer names. */
  router.post("/api/pairing/push-token", async (req: Request, res: Response) => {
    const deviceId = req.mobile?.via === "bearer" ? req.mobile.deviceId : null;
    if (!deviceId) return res.status(401).json({ error: "Mobile device token is invalid or revoked." });
    const body = PushTokenBody.safeParse(req.body);
    if (!body.success) return res.status(400).json({ error: body.error.issues[0]?.message ?? "Bad request" });
    await registerDevicePush(box.root, deviceId, body.data);
    res.status(204).end();
  });
}
