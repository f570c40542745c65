import fs from "node:fs/promises";
import path from "node:path";
import type { QuickChatRecord } from "./quick-chat-record";

/** Quick-chat records, one JSON file each under `<boxRoot>/.beebox/quick-chat/`. */
export class QuickChatStore {
  constructor(private readonly boxRoot: string) {}

  private file(id: string) {
    return path.join(this.boxRoot, ".beebox", "quick-chat", `${id.toLowerCase()}.json`);
  }

  async get(id: string): Promise<QuickChatRecord | null> {
    return fs.readFile(this.file(id), "utf8").then(JSON.parse, () => null);
  }

  private async put(record: QuickChatRecord): Promise<QuickChatRecord> {
    await fs.mkdir(path.dirname(this.file(record.id)), { recursive: true });
    await fs.writeFile(this.file(record.id), JSON.stringify(record));
    return record;
  }

  /** A repeated submit of a stored id keeps the stored record: one id, one post. */
  async submit(input: Pick<QuickChatRecord, "id" | "message" | "origin" | "source" | "hqService">) {
    return (await this.get(input.id)) ?? this.put({ ...input, createdAt: new Date().toISOString(), state: "sending" });
  }

  async choose(id: string, candidateId: string) {
    const record = await this.get(id);
    if (!record) throw new Error("No quick chat with that id.");
    return this.put({ ...record, sessionId: candidateId, state: "sending", candidates: undefined });
  }

  async retry(id: string) {
    const record = await this.get(id);
    return record ? this.put({ ...record, state: "sending" }) : null;
  }

  async discard(id: string) {
    await fs.rm(this.file(id), { force: true });
    return true;
  }

  async home() {
    const dir = path.dirname(this.file("x"));
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const records = (await Promise.all(names.map((name) => this.get(name.replace(/\.json$/, ""))))).filter(
      (record): record is QuickChatRecord => record !== null,
    );
    return {
      open: records.filter((record) => record.state !== "sent"),
      recentlySent: records.filter((record) => record.state === "sent").slice(-5),
      recentChats: [],
      shortcuts: [],
    };
  }
}
