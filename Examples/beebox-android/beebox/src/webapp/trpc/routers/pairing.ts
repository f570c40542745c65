import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { createMobilePairingTicket, listMobileDevices, revokeMobileDevice } from "../../../core/mobile/pairing";
import { authedProcedure, router } from "../trpc";

/** Anyone who can open the box pairs their own phone, and sees and unpairs the phones they paired. */
export const pairingRouter = router({
  createTicket: authedProcedure.mutation(({ ctx }) =>
    createMobilePairingTicket(ctx.box.root, { createdBy: ctx.user?.email ?? null }),
  ),

  devices: authedProcedure.query(({ ctx }) =>
    listMobileDevices(ctx.box.root, { email: ctx.user?.email ?? null, isOwner: ctx.isOwner }),
  ),

  revokeDevice: authedProcedure.input(z.object({ id: z.string() })).mutation(async ({ ctx, input }) => {
    const revoked = await revokeMobileDevice(ctx.box.root, input.id, { email: ctx.user?.email ?? null, isOwner: ctx.isOwner });
    if (!revoked) throw new TRPCError({ code: "NOT_FOUND", message: "No such device." });
    return { ok: true };
  }),
});
