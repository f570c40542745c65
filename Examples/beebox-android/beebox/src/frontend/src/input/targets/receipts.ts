/**
 * The outcome of dispatching one emission (contract §4.2). A receipt means durable acceptance:
 * the box recorded the message. It is posted verbatim to the native shell on
 * beeboxEmissionReceipt, where NativeEmissionReceipt.Disposition decodes it.
 */
export type Receipt =
  | { disposition: "sent"; emissionId: string; deduplicated: boolean }
  | { disposition: "queued"; emissionId: string }
  | { disposition: "rejected"; emissionId: string; reason: string; definitive?: boolean };

export type Disposition = Receipt["disposition"];

/** Settles a receipt from the /api/chat/send outcome; never from elapsed time. */
export function expectReceipt(emissionId: string, response: { status: number; body: unknown }): Receipt {
  const body = (response.body ?? {}) as { queued?: boolean; deduplicated?: boolean; error?: string };
  if (response.status >= 200 && response.status < 300) {
    if (body.queued) return { disposition: "queued", emissionId };
    return { disposition: "sent", emissionId, deduplicated: body.deduplicated === true };
  }
  const reason = body.error ?? `The box answered ${response.status}.`;
  const definitive = response.status >= 400 && response.status < 500;
  return definitive ? { disposition: "rejected", emissionId, reason, definitive } : { disposition: "rejected", emissionId, reason };
}
