import { httpLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import type { AppRouter } from "../../../../webapp/trpc/app-router";
import { trpcFetch } from "./index";

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({ links: [httpLink({ url: "api/trpc", fetch: trpcFetch })] });
}
