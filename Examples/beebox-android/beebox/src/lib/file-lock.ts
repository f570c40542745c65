import fs from "node:fs/promises";

/**
 * A cross-process lock: an exclusive-create lock file, retried with a short backoff. The hub and
 * the per-box child both verify bearers, so device-store writers race across processes.
 */
export async function withFileLock<T>(lockPath: string, body: () => Promise<T>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const handle = await fs.open(lockPath, "wx");
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  try {
    return await body();
  } finally {
    await fs.rm(lockPath, { force: true });
  }
}
