/**
 * The JSON of aggregated buckets, `[{"x":…,"x2":…,"y":…},…]`, exactly as JSON.stringify writes the objects
 * `{x, x2, y: Number(y) or null}`, without building them. Formatting the numbers was most of that cost: a value in
 * PostgreSQL's plain decimal form is already what JavaScript writes (both print the shortest digits that read back
 * to the same float8, ties to even; PostgreSQL switches to an exponent below 1e-4 and from 1e15, JavaScript below
 * 1e-6 and from 1e21, and an exponent is never copied), and a bucket's start is the previous bucket's end when
 * they are adjacent. The text goes to bytes in small pieces, so no long-lived string of megabytes is built.
 */
const PLAIN = /^-?\d+(?:\.\d+)?$/;
const CHUNK = 32 * 1024;

/** One float8 in PostgreSQL's text form as JSON: `NULL`, NaN and ±Infinity are null (as JSON.stringify writes them). */
export function jsonNumber(text: string): string {
  if (PLAIN.test(text) && text !== '-0') return text;
  if (text === 'NULL') return 'null';
  const n = Number(text);
  return Number.isFinite(n) ? String(n) : 'null';
}

export class SeriesWriter {
  private readonly chunks: Buffer[] = [];
  private part = '[';
  private count = 0;
  private lastEnd = NaN;
  private lastEndText = '';

  /** One bucket: start and end in µs, the value in PostgreSQL's float8 text. */
  add(x: number, x2: number, y: string): void {
    const x2Text = String(x2);
    this.part += (this.count++ ? ',{"x":' : '{"x":') + (x === this.lastEnd ? this.lastEndText : String(x)) + ',"x2":' + x2Text + ',"y":' + jsonNumber(y) + '}';
    this.lastEnd = x2;
    this.lastEndText = x2Text;
    if (this.part.length >= CHUNK) this.flush();
  }

  /** The array's bytes (ASCII), in chunks. */
  finish(): Buffer[] {
    this.part += ']';
    this.flush();
    return this.chunks;
  }

  private flush() {
    this.chunks.push(Buffer.from(this.part, 'latin1'));
    this.part = '';
  }
}
