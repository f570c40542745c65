import crypto from "node:crypto";
import http2 from "node:http2";

export type ApnsEnvironment = "sandbox" | "production";

export interface ApnsCredentials {
  /** BBX_APNS_KEY_ID, BBX_APNS_TEAM_ID and the .p8 key (BBX_APNS_KEY). */
  keyId: string;
  teamId: string;
  privateKey: string;
  /** BBX_APNS_BUNDLE_ID, sent as apns-topic. */
  bundleId: string;
}

export interface ApnsResponse {
  status: number;
  reason?: string;
}

const HOSTS: Record<ApnsEnvironment, string> = {
  sandbox: "https://api.sandbox.push.apple.com",
  production: "https://api.push.apple.com",
};

/** Apple accepts a provider token for up to an hour; renew well before. */
const TOKEN_LIFETIME_MS = 50 * 60 * 1000;

let cachedToken: { value: string; issuedAt: number } | null = null;

export function apnsCredentialsFromEnv(env: NodeJS.ProcessEnv = process.env): ApnsCredentials | null {
  const { BBX_APNS_KEY_ID: keyId, BBX_APNS_TEAM_ID: teamId, BBX_APNS_KEY: privateKey, BBX_APNS_BUNDLE_ID: bundleId } = env;
  return keyId && teamId && privateKey && bundleId ? { keyId, teamId, privateKey, bundleId } : null;
}

/** The ES256 provider token (JWT) APNs authenticates the box by. */
export function providerToken(credentials: ApnsCredentials, now = Date.now()): string {
  if (cachedToken && now - cachedToken.issuedAt < TOKEN_LIFETIME_MS) return cachedToken.value;
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const unsigned = `${encode({ alg: "ES256", kid: credentials.keyId })}.${encode({ iss: credentials.teamId, iat: Math.floor(now / 1000) })}`;
  const signature = crypto.sign("sha256", Buffer.from(unsigned), { key: credentials.privateKey, dsaEncoding: "ieee-p1363" });
  cachedToken = { value: `${unsigned}.${signature.toString("base64url")}`, issuedAt: now };
  return cachedToken.value;
}

/** One POST to `/3/device/<token>` on the host the token was issued for. */
export function postToApns(
  credentials: ApnsCredentials,
  environment: ApnsEnvironment,
  deviceToken: string,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<ApnsResponse> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(HOSTS[environment]);
    session.on("error", reject);
    const stream = session.request({
      ":method": "POST",
      ":path": `/3/device/${deviceToken}`,
      authorization: `bearer ${providerToken(credentials)}`,
      "content-type": "application/json",
      ...headers,
    });
    let status = 0;
    let text = "";
    stream.on("response", (responseHeaders) => {
      status = Number(responseHeaders[":status"] ?? 0);
    });
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => (text += chunk));
    stream.on("end", () => {
      session.close();
      const reason = text ? ((JSON.parse(text) as { reason?: string }).reason ?? undefined) : undefined;
      resolve({ status, reason });
    });
    stream.on("error", (error) => {
      session.close();
      reject(error);
    });
    stream.end(JSON.stringify(body));
  });
}
