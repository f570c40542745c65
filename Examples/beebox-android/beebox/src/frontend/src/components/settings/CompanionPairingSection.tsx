import { useState } from "react";
import { trpc } from "@/lib/trpc/client";
import { qrSvg } from "@/lib/qr";

/** The box's own base URL, hub slug included, from the document's <base>. */
export function boxBaseUrl(): string {
  const base = document.querySelector<HTMLBaseElement>("base")?.href ?? window.location.origin + "/";
  return base.replace(/\/$/, "");
}

/** `beebox://pair?baseURL=…&label=…&pairingToken=…`, form-encoded (a space becomes `+`). */
export function pairingDeepLink(token: string, label = "Bee Box"): string {
  const params = new URLSearchParams({ baseURL: boxBaseUrl(), label, pairingToken: token });
  return `beebox://pair?${params.toString()}`;
}

/** Pair your own phone; list and unpair the phones you may manage. */
export function CompanionPairingSection() {
  const createTicket = trpc.pairing.createTicket.useMutation();
  const devices = trpc.pairing.devices.useQuery();
  const revoke = trpc.pairing.revokeDevice.useMutation({ onSuccess: () => devices.refetch() });
  const [link, setLink] = useState<string | null>(null);

  return (
    <section>
      <h2>Companion app</h2>
      <button
        type="button"
        onClick={async () => setLink(pairingDeepLink((await createTicket.mutateAsync()).token))}
      >
        Pair a phone
      </button>
      {link && <div className="pairing-qr" dangerouslySetInnerHTML={{ __html: qrSvg(link) }} />}
      <h3>{devices.data?.scope === "box" ? "Phones paired with this box" : "Your phones"}</h3>
      <ul>
        {devices.data?.devices.map((device) => (
          <li key={device.id}>
            {device.label} {device.push ? "· notifications on" : ""}
            <button type="button" onClick={() => revoke.mutate({ id: device.id })}>
              Unpair
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
