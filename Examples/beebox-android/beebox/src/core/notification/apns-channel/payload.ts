import crypto from "node:crypto";
import { formatTarget, type NotificationTarget } from "../target";

export type Loudness = "dot" | "quiet" | "loud";

export interface ApnsNotification {
  title: string;
  body: string;
  loudness: Loudness;
  target: NotificationTarget;
  notificationId: string;
  /** The sending box's slug (src/lib/box-slug.ts); the phone opens the paired box with it. */
  box: string;
  tag?: string;
}

export interface ApnsRequest {
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/**
 * The APNs request for one notification (contract §5.10). The phone reads `target`,
 * `notificationId`, `box` and `loudness` beside `aps`; `dot` sends no `loudness` key.
 */
export function buildApnsRequest(notification: ApnsNotification, bundleId: string): ApnsRequest {
  const headers: Record<string, string> = { "apns-push-type": "alert", "apns-topic": bundleId };
  if (notification.tag) {
    const tag = Buffer.byteLength(notification.tag) > 64 ? crypto.createHash("sha256").update(notification.tag).digest("hex") : notification.tag;
    headers["apns-collapse-id"] = tag;
  }
  const custom = { target: formatTarget(notification.target), notificationId: notification.notificationId, box: notification.box };
  const alert = { title: notification.title, body: notification.body };
  switch (notification.loudness) {
    case "dot":
      return { headers, body: { aps: { badge: 1 }, ...custom } };
    case "quiet":
      return { headers, body: { aps: { alert, "interruption-level": "passive", badge: 1 }, ...custom, loudness: "quiet" } };
    case "loud":
      return {
        headers,
        body: { aps: { alert, "interruption-level": "active", badge: 1, sound: "default" }, ...custom, loudness: "loud" },
      };
  }
}
