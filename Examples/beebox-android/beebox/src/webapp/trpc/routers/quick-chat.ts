import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { quickChatViewSchema, quickChatOriginSchema, toQuickChatView } from "../../../core/chat/routing/quick-chat-record";
import { QuickChatStore } from "../../../core/chat/routing/quick-chat-store";
import { authedProcedure, router } from "../trpc";

const channel = z.enum(["web-desktop", "web-mobile", "ios-native"]).optional();

const submitInput = z
  .object({
    id: z.string().uuid(),
    message: z.string().min(1),
    origin: quickChatOriginSchema.optional(),
    source: z.string().optional(),
    hqService: z.string().max(64).optional(),
    channel,
  })
  .refine((input) => (input.origin === "external") === (input.source !== undefined), "source goes with external input only");

const landmarkSchema = z.object({ dir: z.string(), label: z.string(), symbol: z.string() });

export const quickChatHomeSchema = z.object({
  open: z.array(quickChatViewSchema),
  recentlySent: z.array(quickChatViewSchema),
  recentChats: z.array(
    z.object({ sessionId: z.string(), label: z.string(), lastActivity: z.string(), landmark: landmarkSchema.nullable() }),
  ),
  shortcuts: z.array(landmarkSchema),
});

export const quickChatRouter = router({
  submit: authedProcedure.input(submitInput).mutation(async ({ ctx, input }) => {
    const store = new QuickChatStore(ctx.box.root);
    return toQuickChatView(await store.submit({ ...input, origin: input.origin ?? "typed" }));
  }),

  choose: authedProcedure
    .input(z.object({ id: z.string().uuid(), candidateId: z.string(), channel }))
    .mutation(async ({ ctx, input }) => toQuickChatView(await new QuickChatStore(ctx.box.root).choose(input.id, input.candidateId))),

  retry: authedProcedure.input(z.object({ id: z.string().uuid(), channel })).mutation(async ({ ctx, input }) => {
    const record = await new QuickChatStore(ctx.box.root).retry(input.id);
    if (!record) throw new TRPCError({ code: "NOT_FOUND", message: "No quick chat with that id." });
    return toQuickChatView(record);
  }),

  discard: authedProcedure
    .input(z.object({ id: z.string().uuid() }))
    .mutation(async ({ ctx, input }) => ({ ok: await new QuickChatStore(ctx.box.root).discard(input.id) })),

  home: authedProcedure.query(async ({ ctx }) => quickChatHomeSchema.parse(await new QuickChatStore(ctx.box.root).home())),
});
