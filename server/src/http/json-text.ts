/**
 * JSON written ahead of time, as bytes, placed into an answer as is. A month of 1-minute buckets is 43 200
 * objects: building them and having JSON.stringify walk them cost more than the query, and a 3 MB string built
 * piece by piece survives young-generation collections and ends in old-space collections (the p95). So such a
 * series is written in bytes once and spliced into the envelope. Anything that stringifies it outside
 * `serializeWithJsonText` gets the parsed value.
 */
export class JsonText {
  /** UTF-8 chunks of one JSON value, in order. */
  constructor(readonly chunks: Buffer[]) {}

  toJSON(): unknown {
    if (pending) {
      pending.push(this);
      return MARK;
    }
    return JSON.parse(Buffer.concat(this.chunks).toString('utf8'));
  }
}

// NUL cannot occur in a string read from PostgreSQL or in a request body (the JSON parser refuses it), so the
// stringified marker cannot be mistaken for data.
const MARK = '\u0000json-text\u0000';
const MARK_JSON = JSON.stringify(MARK);
let pending: JsonText[] | null = null;

/**
 * `JSON.stringify(value)`, with each JsonText inside written as its bytes (in the order JSON.stringify meets
 * them): the string itself when there is none, else one Buffer.
 */
export function serializeWithJsonText(value: unknown): string | Buffer {
  const outer = pending;
  const found: JsonText[] = [];
  pending = found;
  let out: string;
  try {
    out = JSON.stringify(value);
  } finally {
    pending = outer;
  }
  if (!found.length) return out;
  const parts = out.split(MARK_JSON);
  const buffers: Buffer[] = [Buffer.from(parts[0]!, 'utf8')];
  for (let i = 1; i < parts.length; i++) buffers.push(...found[i - 1]!.chunks, Buffer.from(parts[i]!, 'utf8'));
  return Buffer.concat(buffers);
}
