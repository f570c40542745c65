/**
 * Attachment tokens in message text (contract §4.1a). Write the current form, read both:
 * `[image#1]` and the legacy `[image1]`. Readers that expand or strip tokens — the chat
 * assembler, the transcript renderer, the draft restorer — call these and nothing else.
 */
export type TokenKind = "image" | "file" | "selection";

const TOKEN = /\[(image|file|selection)#?(\d+)\]/g;

export function formatToken(kind: TokenKind, id: number): string {
  return `[${kind}#${id}]`;
}

/** Where the trailing `<attachments>` block starts, or the text's length when there is none. */
export function attachmentsBlockStart(text: string): number {
  const index = text.lastIndexOf("\n<attachments>");
  return index < 0 ? text.length : index;
}

export function readTokens(text: string): Array<{ kind: TokenKind; id: number; index: number }> {
  const body = text.slice(0, attachmentsBlockStart(text));
  return [...body.matchAll(TOKEN)].map((match) => ({
    kind: match[1] as TokenKind,
    id: Number(match[2]),
    index: match.index ?? 0,
  }));
}
