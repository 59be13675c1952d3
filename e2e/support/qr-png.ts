/**
 * A small QR code encoder for test fixtures (no dependency): byte mode, error correction level L, versions 1–5
 * (one Reed–Solomon block, at most 106 bytes), mask 0; and a PNG writer for the result. The algorithm follows
 * ISO/IEC 18004 as laid out in Project Nayuki's reference generator. Used by the scan e2e and its unit test, which
 * checks the output with the same decoder the console uses (jsqr).
 */
import { deflateSync } from 'node:zlib';

const TOTAL = [0, 26, 44, 70, 100, 134];
const EC_L = [0, 7, 10, 15, 20, 26];
const ALIGN = [0, 0, 18, 22, 26, 30];

function gfMul(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

function rsRemainder(data: number[], degree: number): number[] {
  const divisor = new Array<number>(degree - 1).fill(0).concat(1);
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < divisor.length; j++) {
      divisor[j] = gfMul(divisor[j], root);
      if (j + 1 < divisor.length) divisor[j] ^= divisor[j + 1];
    }
    root = gfMul(root, 2);
  }
  const out = new Array<number>(degree).fill(0);
  for (const b of data) {
    const factor = b ^ (out.shift() as number);
    out.push(0);
    divisor.forEach((c, i) => {
      out[i] ^= gfMul(c, factor);
    });
  }
  return out;
}

function codewords(text: string): { version: number; words: number[] } {
  const bytes = [...Buffer.from(text, 'utf8')];
  const version = [1, 2, 3, 4, 5].find((v) => 4 + 8 + 8 * bytes.length <= 8 * (TOTAL[v] - EC_L[v]));
  if (!version) throw new Error('text too long for this encoder');
  const capacity = TOTAL[version] - EC_L[version];
  const bits: number[] = [];
  const put = (value: number, n: number) => {
    for (let i = n - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  put(0b0100, 4);
  put(bytes.length, 8);
  for (const b of bytes) put(b, 8);
  put(0, Math.min(4, capacity * 8 - bits.length));
  while (bits.length % 8) bits.push(0);
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8) data.push(parseInt(bits.slice(i, i + 8).join(''), 2));
  for (let pad = 0xec; data.length < capacity; pad ^= 0xec ^ 0x11) data.push(pad);
  return { version, words: [...data, ...rsRemainder(data, EC_L[version])] };
}

/** The modules of the QR code of `text` (true = dark), row by row. */
export function qrModules(text: string): boolean[][] {
  const { version, words } = codewords(text);
  const size = 17 + 4 * version;
  const dark = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const fixed = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const set = (x: number, y: number, d: boolean) => {
    dark[y][x] = d;
    fixed[y][x] = true;
  };
  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ]) {
    for (let dy = -4; dy <= 4; dy++)
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx,
          y = cy + dy,
          dist = Math.max(Math.abs(dx), Math.abs(dy));
        if (x >= 0 && x < size && y >= 0 && y < size) set(x, y, dist !== 2 && dist !== 4);
      }
  }
  if (ALIGN[version]) {
    const c = ALIGN[version];
    for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) set(c + dx, c + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
  }
  // Format information: level L (01), mask 0.
  const fmt = 0b01 << 3;
  let rem = fmt;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  const f = ((fmt << 10) | rem) ^ 0x5412;
  const bit = (i: number) => ((f >>> i) & 1) === 1;
  for (let i = 0; i <= 5; i++) set(8, i, bit(i));
  set(8, 7, bit(6));
  set(8, 8, bit(7));
  set(7, 8, bit(8));
  for (let i = 9; i < 15; i++) set(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) set(size - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) set(8, size - 15 + i, bit(i));
  set(8, size - 8, true);
  // Data in the two-column zigzag, then mask 0 on every data module.
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert;
        if (fixed[y][x]) continue;
        if (i < words.length * 8) dark[y][x] = ((words[i >>> 3] >>> (7 - (i & 7))) & 1) === 1;
        i++;
        if ((x + y) % 2 === 0) dark[y][x] = !dark[y][x];
      }
    }
  }
  return dark;
}

/** Grey pixels (0 dark, 255 light) of the code with a 4-module quiet zone, `scale` pixels per module. */
export function qrPixels(text: string, scale = 8): { width: number; height: number; grey: Uint8Array } {
  const m = qrModules(text);
  const width = (m.length + 8) * scale;
  const grey = new Uint8Array(width * width).fill(255);
  m.forEach((row, y) =>
    row.forEach((d, x) => {
      if (!d) return;
      for (let py = 0; py < scale; py++) grey.fill(0, ((y + 4) * scale + py) * width + (x + 4) * scale, ((y + 4) * scale + py) * width + (x + 5) * scale);
    }),
  );
  return { width, height: width, grey };
}

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = CRC[(c ^ x) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A greyscale PNG of the QR code of `text`. */
export function qrPng(text: string, scale = 8): Buffer {
  const { width, height, grey } = qrPixels(text, scale);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) Buffer.from(grey.subarray(y * width, (y + 1) * width)).copy(raw, y * (width + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A Y4M video (what Chromium's fake camera plays with `--use-file-for-fake-video-capture`) showing the QR code of
 * `text`: greyscale frames in 4:2:0 with neutral chroma.
 */
export function qrY4m(text: string, frames = 2, scale = 8): Buffer {
  const { width, height, grey } = qrPixels(text, scale);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'latin1'), Buffer.from(grey), chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`, 'latin1'), ...new Array<Buffer>(frames).fill(frame)]);
}
