import { useCallback } from "react";
import { expectReceipt } from "@/input/targets/receipts";
import { isLocationEnabled } from "@/lib/location";
import { mobileAuthHeaders } from "@/lib/mobile-auth";
import type { NativeEmissionParse } from "./native-emission";
import { postNativeReceipt, useNativeEmissionBridge, useNativeLocationBridge } from "./use-native-bridge";
import { ChatView } from "./view";

export function InteractiveChat({ sessionId, nativeComposer, isEmbedded = false, boxSlug = "" }: {
  sessionId?: string;
  nativeComposer?: boolean;
  isEmbedded?: boolean;
  boxSlug?: string;
}) {
  const usesNativeComposer = nativeComposer === true;
  const usesNativeShell = isEmbedded || usesNativeComposer;

  const handleNativeEmission = useCallback(
    async (parsed: NativeEmissionParse | null, detail: unknown) => {
      const fallbackId = (detail as { id?: string } | null)?.id ?? "";
      if (!parsed || !parsed.ok) {
        const reason = parsed?.reason ?? "Nothing usable arrived with the message.";
        postNativeReceipt({ disposition: "rejected", emissionId: parsed?.id ?? fallbackId, reason });
        return;
      }
      const { emission } = parsed;
      const response = await fetch("api/chat/send", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...mobileAuthHeaders() },
        body: JSON.stringify({ session: sessionId ?? "new", message: emission.text, messageId: emission.id, images: emission.images, channel: "ios-native" }),
      });
      postNativeReceipt(expectReceipt(emission.id, { status: response.status, body: await response.json().catch(() => null) }));
    },
    [sessionId],
  );

  useNativeEmissionBridge({ enabled: usesNativeShell, handleNativeEmission });
  useNativeLocationBridge({ enabled: usesNativeShell, boxSlug, isEnabled: () => isLocationEnabled(boxSlug) });

  return (
    <ChatView
      embedded={isEmbedded}
      nativeComposer={usesNativeComposer}
      transcript={<section aria-label="Conversation" />}
      composer={<form aria-label="Message" />}
    />
  );
}
