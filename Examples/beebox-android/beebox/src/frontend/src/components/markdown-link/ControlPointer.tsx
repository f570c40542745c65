import { useState, type ReactNode } from "react";
import type { ControlAction } from "@/components/chat/native-composer-command";
import { pointAtNativeControl } from "@/components/chat/native-control-point";

const ACTIONS: readonly ControlAction[] = ["point", "focus", "reveal"];

/** `control:bbx-composer-mic?action=focus` → the address and the action; unknown actions point. */
export function parseControlHref(href: string): { id: string; action: ControlAction } | null {
  const match = /^control:(bbx-[a-z0-9-]+)(?:\?action=([a-z]+))?$/.exec(href);
  if (!match) return null;
  const action = ACTIONS.find((known) => known === match[2]) ?? "point";
  return { id: match[1]!, action };
}

/**
 * A `control:` link in an agent's message (contract §4.8). Tapping it asks the shell to point at
 * the native control; a refusal or a silence turns it into a broken link with the reason as tooltip.
 */
export function ControlPointer({ href, children }: { href: string; children: ReactNode }) {
  const [broken, setBroken] = useState<string | null>(null);
  const target = parseControlHref(href);
  if (!target) return <span className="control-pointer control-pointer--broken">{children}</span>;

  return (
    <a
      href={href}
      className={broken ? "control-pointer control-pointer--broken" : "control-pointer"}
      title={broken ?? undefined}
      onClick={(event) => {
        event.preventDefault();
        void pointAtNativeControl(target.id, target.action).then((outcome) => setBroken(outcome.ok ? null : outcome.message));
      }}
    >
      {children}
    </a>
  );
}
