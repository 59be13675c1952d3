/**
 * Images of feedback and media arrive as data URLs (PNG, JPEG, GIF, WebP; never SVG, which can carry script). The
 * bytes are decoded, their size limited, and their first bytes must match the declared type.
 */

export type ImageProblem = { kind: 'bad' } | { kind: 'large'; maxKb: number };

const DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

const MAGIC: Record<string, (b: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  gif: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** Null when the data URL is a real image of at most `maxBytes`. */
export function checkImage(dataUrl: string, maxBytes: number): ImageProblem | null {
  const m = DATA_URL.exec(dataUrl);
  if (!m) return { kind: 'bad' };
  if (Math.floor((m[2].length * 3) / 4) > maxBytes + 2) return { kind: 'large', maxKb: Math.round(maxBytes / 1024) };
  const bytes = Buffer.from(m[2], 'base64');
  if (bytes.length > maxBytes) return { kind: 'large', maxKb: Math.round(maxBytes / 1024) };
  return bytes.length >= 12 && MAGIC[m[1]](bytes) ? null : { kind: 'bad' };
}
