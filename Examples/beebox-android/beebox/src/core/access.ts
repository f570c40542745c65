import fs from "node:fs/promises";
import path from "node:path";

interface BoxAccess {
  owner: string;
  allowedEmails: string[];
}

export async function readBoxAccess(boxRoot: string): Promise<BoxAccess> {
  return JSON.parse(await fs.readFile(path.join(boxRoot, ".beebox", "access.json"), "utf8")) as BoxAccess;
}

/** Whether `email` may open the box: its owner, or a member on the allow list. */
export async function canAccessBox(boxRoot: string, email: string): Promise<boolean> {
  const access = await readBoxAccess(boxRoot);
  const normalized = email.trim().toLowerCase();
  return access.owner.toLowerCase() === normalized || access.allowedEmails.some((entry) => entry.toLowerCase() === normalized);
}
