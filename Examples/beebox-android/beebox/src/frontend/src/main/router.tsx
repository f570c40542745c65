import { createRootRoute, createRoute, createRouter, Outlet } from "@tanstack/react-router";
import { z } from "zod";
import { ChatPage } from "@/pages/ChatPage";
import { SettingsPage } from "@/pages/SettingsPage";

const rootRoute = createRootRoute({ component: Outlet });

/** `nativeComposer` is set by the native shell (contract §3.1); `session` picks the conversation. */
export const chatSearchSchema = z.object({
  session: z.string().optional(),
  nativeComposer: z.coerce.number().int().optional(),
});

export type ChatSearch = z.infer<typeof chatSearchSchema>;

const chatRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/chat",
  validateSearch: chatSearchSchema,
  component: function ChatRoute() {
    return <ChatPage search={chatRoute.useSearch()} />;
  },
});

const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/settings",
  component: SettingsPage,
});

export const router = createRouter({
  routeTree: rootRoute.addChildren([chatRoute, settingsRoute]),
  basepath: document.querySelector<HTMLBaseElement>("base")?.getAttribute("href") ?? "/",
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
