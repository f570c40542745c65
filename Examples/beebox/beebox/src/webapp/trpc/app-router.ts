import { router } from "./trpc";
import { debugLogRouter } from "./routers/debug-log";
import { pairingRouter } from "./routers/pairing";
import { quickCaptureRouter } from "./routers/quick-capture";
import { quickChatRouter } from "./routers/quick-chat";

export const appRouter = router({
  debugLog: debugLogRouter,
  pairing: pairingRouter,
  quickCapture: quickCaptureRouter,
  quickChat: quickChatRouter,
});

export type AppRouter = typeof appRouter;
