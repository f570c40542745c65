import { router } from "./trpc";
import { debugLogRouter } from "./routers/debug-log";
import { pairingRouter } from "./routers/pairing";
import { quickCaptureRouter } from "./routers/quick-capture";
import { quickChatRouter } from "./routers/quick-chat";
import { shareRouter } from "./routers/share";

export const appRouter = router({
  debugLog: debugLogRouter,
  pairing: pairingRouter,
  quickCapture: quickCaptureRouter,
  quickChat: quickChatRouter,
  share: shareRouter,
});

export type AppRouter = typeof appRouter;
