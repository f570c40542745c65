import type { Request, Response, Router } from "express";
import { getMostActive } from "../../../core/chat/sessions";
import type { BoxContext } from "../../box-context";
import { registerAudioRoutes } from "./audio-routes";
import { registerLastAudioRoutes } from "./last-audio-routes";
import { registerChatSendRoutes } from "./send-routes";
import { registerChatUploadRoutes } from "./uploads";

export function registerChatRoutes(router: Router, box: BoxContext): void {
  /** The most active session, or none: the native app then sends into "new". */
  router.get("/api/chat/default", async (_req: Request, res: Response) => {
    const sessionId = await getMostActive(box.root);
    res.json(sessionId ? { sessionId } : {});
  });
  registerAudioRoutes(router, box);
  registerLastAudioRoutes(router);
  registerChatSendRoutes(router, box);
  registerChatUploadRoutes(router, box);
}
