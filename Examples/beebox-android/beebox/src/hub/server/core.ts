import type { IncomingMessage, ServerResponse } from "node:http";

/** How the hub checks a mobile credential: against the slug the request is for (§9, S1). */
export type MobileAuthCheck = (req: IncomingMessage, slug: string) => Promise<boolean>;

/** `/<slug>/…` → the slug and the path inside the box. The slug may span segments (`main/test1`). */
export function splitBoxUrl(url: string, slugs: readonly string[]): { slug: string; path: string } | null {
  const pathname = url.split("?")[0] ?? "";
  const slug = slugs
    .filter((candidate) => pathname === `/${candidate}` || pathname.startsWith(`/${candidate}/`))
    .sort((a, b) => b.length - a.length)[0];
  return slug === undefined ? null : { slug, path: pathname.slice(slug.length + 1) || "/" };
}

/**
 * The one mobile request the hub wall lets through unauthenticated: the pairing redeem (contract
 * §1.3). The ticket is the credential and the box verifies it, so the hub must not ask for one.
 */
export function isMobilePairingRedeem(req: Pick<IncomingMessage, "method">, pathInBox: string): boolean {
  return req.method === "POST" && pathInBox === "/api/pairing/redeem";
}

/**
 * The hub's auth wall in front of every box. A request passes with a hub session, a mobile
 * credential valid for this box, or as the redeem; anything else is refused without waking the box.
 */
export async function hubAuthWall(
  req: IncomingMessage,
  res: ServerResponse,
  options: { slugs: readonly string[]; hasSession: (req: IncomingMessage) => boolean; hasMobileAuth: MobileAuthCheck },
): Promise<{ slug: string; path: string } | null> {
  const target = splitBoxUrl(req.url ?? "/", options.slugs);
  if (!target) {
    res.writeHead(404).end();
    return null;
  }
  if (isMobilePairingRedeem(req, target.path) || options.hasSession(req) || (await options.hasMobileAuth(req, target.slug))) {
    return target;
  }
  if (target.path.startsWith("/api/")) {
    res.writeHead(401, { "Content-Type": "application/json" }).end(JSON.stringify({ error: "Not authenticated" }));
  } else {
    res.writeHead(302, { Location: "/auth/login" }).end();
  }
  return null;
}
