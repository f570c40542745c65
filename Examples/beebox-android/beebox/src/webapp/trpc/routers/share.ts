import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { TRPCError } from "@trpc/server";
import {
  markdownLinkFallback,
  saveTextualInputSchema,
  shareDestinationsSchema,
  type SaveTextualInput,
  type ShareDestination,
} from "../../../shared/share-contract";
import { authedProcedure, router } from "../trpc";

const CARD_EXTENSION = { url: ".webpage.card", text: ".doc.card" } as const;

function destinationDir(boxRoot: string, destination: ShareDestination): string {
  const relative = destination.kind === "inbox" ? "_content/inbox" : destination.dir;
  const resolved = path.resolve(boxRoot, relative);
  if (!resolved.startsWith(path.resolve(boxRoot) + path.sep)) throw new TRPCError({ code: "BAD_REQUEST", message: "Destination is outside the box." });
  return resolved;
}

function cardBody(input: SaveTextualInput): string {
  const frontmatter = ["---", `share-id: ${input.shareId}`, `captured-at: ${input.capturedAt}`];
  if (input.title) frontmatter.push(`title: ${JSON.stringify(input.title)}`);
  if (input.kind === "url") frontmatter.push(`sources: [${JSON.stringify(input.url)}]`);
  frontmatter.push("---", "");
  return frontmatter.join("\n") + (input.kind === "url" ? markdownLinkFallback(input.url, input.title) : input.text) + "\n";
}

/** share id → the card's box path, kept current when a card moves. */
const shareIndexPath = (boxRoot: string) => path.join(boxRoot, ".beebox", "share-ids.json");

async function readShareIndex(boxRoot: string): Promise<Record<string, string>> {
  return fs.readFile(shareIndexPath(boxRoot), "utf8").then((text) => JSON.parse(text) as Record<string, string>, () => ({}));
}

export const shareRouter = router({
  /** `{ chats, saves }` for the chosen box; the extension ignores a stale answer. */
  destinations: authedProcedure.output(shareDestinationsSchema).query(async ({ ctx }) => {
    const landmarks = await fs
      .readFile(path.join(ctx.box.root, ".beebox", "share-landmarks.json"), "utf8")
      .then((text) => JSON.parse(text) as { dir: string; label: string; symbol: string }[], () => []);
    return {
      chats: [],
      saves: [
        { destination: { kind: "inbox" as const }, label: "Inbox", symbol: "tray" },
        ...landmarks.map((landmark) => ({ destination: { kind: "landmark" as const, dir: landmark.dir }, label: landmark.label, symbol: landmark.symbol })),
      ],
    };
  }),

  /** One card per share id. A retry returns the same path for identical content; changes are 409. */
  saveTextual: authedProcedure.input(saveTextualInputSchema).mutation(async ({ ctx, input }) => {
    const body = cardBody(input);
    const known = await readShareIndex(ctx.box.root);
    const existing = known[input.shareId];
    if (existing) {
      const stored = await fs.readFile(path.join(ctx.box.root, existing), "utf8").catch(() => null);
      if (stored === body && existing.endsWith(CARD_EXTENSION[input.kind])) return { path: existing };
      throw new TRPCError({ code: "CONFLICT", message: "This share was already saved with different content." });
    }
    const dir = destinationDir(ctx.box.root, input.destination);
    await fs.mkdir(dir, { recursive: true });
    const name = `share-${crypto.randomBytes(4).toString("hex")}${CARD_EXTENSION[input.kind]}`;
    await fs.writeFile(path.join(dir, name), body, { flag: "wx" });
    const saved = path.relative(ctx.box.root, path.join(dir, name));
    await fs.writeFile(shareIndexPath(ctx.box.root), JSON.stringify({ ...known, [input.shareId]: saved }));
    return { path: saved };
  }),
});
