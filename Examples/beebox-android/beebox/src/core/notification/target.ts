import { SYSTEM_CARD_PATHS, UNDERSCORE_AREAS } from "../../shared/system-card-paths";

/**
 * What a notification opens (contract §5.10). The iOS app mirrors parseTarget and targetUrl in
 * NotificationTarget.swift; the cases of test/core/notification/target.test.ts run against both.
 */
export type NotificationTarget =
  | { kind: "chat"; sessionId: string }
  | { kind: "chat-new" }
  | { kind: "card"; path: string }
  | { kind: "question"; path: string }
  | { kind: "admin"; section: string }
  | { kind: "dashboard" };

export const MAX_TARGET_LENGTH = 1000;

const SESSION_ID = /^[A-Za-z0-9_-]+$/;
const ADMIN_SECTION = /^[A-Za-z0-9-]+$/;

/** Card paths must live in one of the underscore areas, with no empty, `.` or `..` segment. */
function isCardPath(path: string): boolean {
  const segments = path.split("/");
  return (
    (UNDERSCORE_AREAS as readonly string[]).includes(segments[0] ?? "") &&
    segments.every((segment) => segment !== "" && segment !== "." && segment !== "..")
  );
}

export function parseTarget(raw: string): NotificationTarget | null {
  if (!raw || raw.length > MAX_TARGET_LENGTH) return null;
  if (raw === "dashboard") return { kind: "dashboard" };
  if (raw === "chat:new") return { kind: "chat-new" };
  const colon = raw.indexOf(":");
  if (colon < 0) return null;
  const scheme = raw.slice(0, colon);
  const value = raw.slice(colon + 1);
  switch (scheme) {
    case "chat":
      return SESSION_ID.test(value) ? { kind: "chat", sessionId: value } : null;
    case "card":
      return isCardPath(value) ? { kind: "card", path: value } : null;
    case "question":
      return isCardPath(value) ? { kind: "question", path: value } : null;
    case "admin":
      return ADMIN_SECTION.test(value) ? { kind: "admin", section: value } : null;
    default:
      return null;
  }
}

const encodePath = (path: string) => path.split("/").map(encodeURIComponent).join("/");

/** The box-relative URL a target renders to. */
export function targetUrl(target: NotificationTarget, notificationId?: string): string {
  switch (target.kind) {
    case "chat":
      return `chat?session=${encodeURIComponent(target.sessionId)}`;
    case "chat-new":
      return notificationId ? `chat?notification=${encodeURIComponent(notificationId)}` : "chat";
    case "card":
    case "question":
      return `views/${encodePath(target.path)}`;
    case "admin":
      return `views/${encodePath(SYSTEM_CARD_PATHS.admin)}#${target.section}`;
    case "dashboard":
      return "";
  }
}

/** The canonical string form, sent in the APNs payload's `target`. */
export function formatTarget(target: NotificationTarget): string {
  switch (target.kind) {
    case "chat":
      return `chat:${target.sessionId}`;
    case "chat-new":
      return "chat:new";
    case "card":
    case "question":
      return `${target.kind}:${target.path}`;
    case "admin":
      return `admin:${target.section}`;
    case "dashboard":
      return "dashboard";
  }
}
