import path from "node:path";

/** A box's slug: its directory's name, which is also its URL prefix under a hub. */
export function boxSlug(boxRoot: string): string {
  return path.basename(path.resolve(boxRoot));
}
