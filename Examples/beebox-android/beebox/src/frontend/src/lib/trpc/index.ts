import { refreshMobileSession } from "@/lib/mobile-auth";

/**
 * fetch for the tRPC links. A WebKit-initiated reload sends no Authorization header, so a lapsed
 * bbx_mobile cookie 401s; re-mint it from the localStorage token and retry once.
 */
export async function trpcFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, { ...init, credentials: "include" });
  if (response.status !== 401) return response;
  const baseUrl = document.querySelector<HTMLBaseElement>("base")?.href.replace(/\/$/, "") ?? "";
  if (!(await refreshMobileSession(baseUrl))) return response;
  return fetch(input, { ...init, credentials: "include" });
}
