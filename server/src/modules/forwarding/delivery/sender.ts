/** What a target queue hands to a sender, and what it answers. */

export interface Outgoing {
  deviceId: string;
  /** What the transform script answered (or the message itself): a string goes out as it is, anything else as JSON. */
  payload: unknown;
}

export type SendOutcome =
  | { ok: true; answer: string }
  /** `retry: false` = the target refused these messages for good (they are dropped, not retried). */
  | { ok: false; retry: boolean; error: string };

export interface Sender {
  send(items: Outgoing[]): Promise<SendOutcome>;
  close(): Promise<void>;
}

export const payloadText = (payload: unknown): string => (typeof payload === 'string' ? payload : (JSON.stringify(payload) ?? 'null'));
