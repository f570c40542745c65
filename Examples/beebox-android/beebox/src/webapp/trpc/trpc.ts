import { initTRPC, TRPCError } from "@trpc/server";
import type { BoxContext } from "../box-context";

export interface TrpcContext {
  box: BoxContext;
  /** A mobile request acts as the person who paired the device (contract §2.3). */
  user: { email: string } | null;
  isOwner: boolean;
  authed: boolean;
  mobileDeviceId: string | null;
}

const t = initTRPC.context<TrpcContext>().create();

export const router = t.router;
export const publicProcedure = t.procedure;

export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.authed) throw new TRPCError({ code: "UNAUTHORIZED", message: "Not authenticated" });
  return next();
});

export const ownerProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.isOwner) throw new TRPCError({ code: "FORBIDDEN" });
  return next();
});
