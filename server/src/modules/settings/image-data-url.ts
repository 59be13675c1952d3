/**
 * Images of the general settings travel as data URLs (stored in the settings row, so no file serving is needed).
 * The spec's image rule is checked here too: jpeg or png, under 0.5 MB of decoded bytes.
 */
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@tessera/sdk/shared';

const DATA_URL = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/]+={0,2})$/;

export type ImageCheck = { ok: true } | { ok: false; reason: 'format' | 'type' | 'size' };

/** '' (remove) is fine; anything else must be a base64 jpeg/png data URL whose bytes are under the limit. */
export function checkImageDataUrl(value: string): ImageCheck {
  if (value === '') return { ok: true };
  const m = DATA_URL.exec(value);
  if (!m) return { ok: false, reason: 'format' };
  if (!(IMAGE_TYPES as readonly string[]).includes(m[1])) return { ok: false, reason: 'type' };
  const b64 = m[2];
  const bytes = (b64.length * 3) / 4 - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);
  if (bytes >= IMAGE_MAX_BYTES) return { ok: false, reason: 'size' };
  // The declared type must match the bytes (a renamed file is refused).
  const head = Buffer.from(b64.slice(0, 16), 'base64');
  const isPng = head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47;
  const isJpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  if ((m[1] === 'image/png' && !isPng) || (m[1] === 'image/jpeg' && !isJpeg)) return { ok: false, reason: 'type' };
  return { ok: true };
}
