import fs from "node:fs/promises";
import path from "node:path";

/** The session with the most recent activity, read from the session index. */
export async function getMostActive(boxRoot: string): Promise<string | null> {
  const index = path.join(boxRoot, ".beebox", "sessions.json");
  const sessions = await fs
    .readFile(index, "utf8")
    .then((text) => JSON.parse(text) as Array<{ id: string; lastActivity: string; archived?: boolean }>)
    .catch(() => []);
  const live = sessions.filter((session) => !session.archived);
  live.sort((a, b) => b.lastActivity.localeCompare(a.lastActivity));
  return live[0]?.id ?? null;
}
