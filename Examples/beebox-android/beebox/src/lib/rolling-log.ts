import fs from "node:fs/promises";

const MAX_BYTES = 2 * 1024 * 1024;

async function rollIfLarge(file: string): Promise<void> {
  const stat = await fs.stat(file).catch(() => null);
  if (stat && stat.size > MAX_BYTES) await fs.rename(file, `${file}.1`);
}

/** The lenient writer every other log uses: a failed append is swallowed. */
export async function appendRollingLog(file: string, lines: string[]): Promise<void> {
  await appendRollingLogStrict(file, lines).catch(() => undefined);
}

/** Rejects on any filesystem failure: a 2xx from debugLog.submit means the batch is on disk. */
export async function appendRollingLogStrict(file: string, lines: string[]): Promise<void> {
  await rollIfLarge(file);
  const handle = await fs.open(file, "a");
  try {
    await handle.appendFile(lines.map((line) => `${line}\n`).join(""));
    await handle.sync();
  } finally {
    await handle.close();
  }
}
