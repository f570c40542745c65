import { InteractiveChat } from "@/components/chat/everywhere/InteractiveChat/InteractiveChat";
import type { ChatSearch } from "@/main/router";

/** The query the native shell loads the chat with (PairedBox.chatURL). */
export const NATIVE_COMPOSER_QUERY = "nativeComposer=1";

/**
 * The route schema parses `nativeComposer`; a WebKit-initiated reload can land before the router
 * has, so the raw query is accepted too.
 */
export function readNativeComposer(search: ChatSearch, href: string = window.location.href): boolean {
  if (search.nativeComposer === 1) return true;
  return new URL(href).search.slice(1).split("&").includes(NATIVE_COMPOSER_QUERY);
}

export function ChatPage({ search }: { search: ChatSearch }) {
  const nativeComposer = readNativeComposer(search);
  return (
    <main className="chat-page">
      <InteractiveChat sessionId={search.session} nativeComposer={nativeComposer} />
    </main>
  );
}
