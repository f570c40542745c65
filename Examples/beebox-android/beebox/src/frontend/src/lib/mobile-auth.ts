/**
 * The device-token carrier a WebKit-initiated reload falls back on (contract §2.1).
 *
 * Keep in sync: the iOS shell's startup script (ios-app/BeeBox/Views/ChatWebView.swift) writes the
 * device token under "beebox.mobileAuthToken" before any page script runs.
 */
export const MOBILE_AUTH_TOKEN_STORAGE_KEY = "beebox.mobileAuthToken";

export function readMobileAuthToken(): string | null {
  try {
    return localStorage.getItem(MOBILE_AUTH_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The Authorization header for fetches the page makes itself; empty outside the native shell. */
export function mobileAuthHeaders(): Record<string, string> {
  const token = readMobileAuthToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Re-mints the bbx_mobile cookie after it lapsed. Returns whether a retry is worth making. */
export async function refreshMobileSession(baseUrl: string): Promise<boolean> {
  const token = readMobileAuthToken();
  if (!token) return false;
  const response = await fetch(`${baseUrl}/api/pairing/session`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    credentials: "include",
  });
  return response.ok;
}
