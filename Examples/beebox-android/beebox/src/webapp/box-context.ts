/** What every route of one box's web app is given. */
export interface BoxContext {
  root: string;
  slug: string;
  label: string;
  cookieSecret: string;
  /** Absent on a box started without agents; bulk finalize then answers 503. */
  chatRuntime?: { deliver(sessionId: string, message: string): Promise<void> };
}

declare global {
  namespace Express {
    interface Request {
      /** Set by the box-scope auth wall when a device token or bbx_mobile cookie authenticated. */
      mobile?: { deviceId: string; email: string | null; via: "bearer" | "cookie" };
      user?: { email: string; isOwner: boolean } | null;
    }
  }
}
