/**
 * MQTT 3.1.1 PUBLISH packets of a whole batch in one buffer: one socket write per batch instead of several per
 * message (the client library's per-publish bookkeeping was most of a forwarded message's cost on a busy server).
 */

export interface PublishEntry {
  topic: string;
  payload: string;
  /** The packet identifier (QoS 1), 0 at QoS 0. */
  id: number;
}

const varintSize = (n: number) => (n < 128 ? 1 : n < 16_384 ? 2 : n < 2_097_152 ? 3 : 4);

/** Encodes the batch's PUBLISH packets (QoS 0 or 1) back to back. */
export function encodePublishes(entries: PublishEntry[], qos: 0 | 1): Buffer {
  const sizes = entries.map((e) => {
    const topic = Buffer.byteLength(e.topic);
    const payload = Buffer.byteLength(e.payload);
    const remaining = 2 + topic + (qos ? 2 : 0) + payload;
    return { topic, payload, remaining };
  });
  const total = sizes.reduce((n, s) => n + 1 + varintSize(s.remaining) + s.remaining, 0);
  const buf = Buffer.allocUnsafe(total);
  let at = 0;
  entries.forEach((e, i) => {
    const s = sizes[i];
    buf[at++] = 0x30 | (qos << 1);
    let n = s.remaining;
    do {
      let byte = n % 128;
      n = Math.floor(n / 128);
      if (n > 0) byte |= 0x80;
      buf[at++] = byte;
    } while (n > 0);
    at = buf.writeUInt16BE(s.topic, at);
    at += buf.write(e.topic, at, 'utf8');
    if (qos) at = buf.writeUInt16BE(e.id, at);
    at += buf.write(e.payload, at, 'utf8');
  });
  return buf;
}
