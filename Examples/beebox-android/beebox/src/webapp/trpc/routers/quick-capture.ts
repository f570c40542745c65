import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { QuickCaptureStore } from "../../../core/quick-capture/store";
import { MAX_FILE_BYTES, MAX_INPUT_CHARACTERS } from "../../../shared/quick-capture";
import { authedProcedure, router } from "../trpc";

const byId = z.object({ id: z.string().uuid() });

/** Status API for captures (contract §5.12). Every item operation enforces the original owner. */
export const quickCaptureRouter = router({
  capabilities: authedProcedure.query(() => ({
    version: 1,
    maxFileBytes: MAX_FILE_BYTES,
    maxInputCharacters: MAX_INPUT_CHARACTERS,
    maxClippingCharacters: MAX_INPUT_CHARACTERS,
    materialKinds: ["url", "clipping", "image", "audio"],
  })),

  detail: authedProcedure.input(byId).query(async ({ ctx, input }) => {
    const record = await new QuickCaptureStore(ctx.box.root).get(input.id);
    if (!record || record.owner !== ctx.user?.email) throw new TRPCError({ code: "NOT_FOUND" });
    const { owner: _owner, digest: _digest, declaration, ...view } = record;
    return record.state === "gone" ? view : { ...view, ...declaration, serverAccepted: true as const };
  }),

  delete: authedProcedure.input(byId).mutation(async ({ ctx, input }) => {
    const email = ctx.user?.email;
    if (!email) throw new TRPCError({ code: "UNAUTHORIZED" });
    const store = new QuickCaptureStore(ctx.box.root);
    const record = await store.get(input.id);
    if (record && record.owner !== email) throw new TRPCError({ code: "NOT_FOUND" });
    await store.tombstone(input.id, email);
    return { id: input.id, state: "gone" as const };
  }),
});
