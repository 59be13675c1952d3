import { describe, expect, it } from 'vitest';
import { qrPixels, qrPng } from '../../../e2e/support/qr-png';
import { decodeRgba } from '../../../extensions/mini-program/src/scan/qr-decode';

const rgba = (text: string, scale = 4) => {
  const { width, height, grey } = qrPixels(text, scale);
  const out = new Uint8ClampedArray(width * height * 4);
  grey.forEach((g, i) => out.set([g, g, g, 255], i * 4));
  return { out, width, height };
};

describe('QR codes: the fixture encoder and the console decoder agree', () => {
  it.each([
    ['a short text', 'hello'],
    ['a device id', '3f2b8c1e-9a4d-4e7b-8f00-1c2d3e4f5a6b'],
    ['a detail link', 'https://tessera.example/monitoring/detail?device_id=3f2b8c1e-9a4d-4e7b-8f00-1c2d3e4f5a6b'],
  ])('reads back %s', (_name, text) => {
    const { out, width, height } = rgba(text);
    expect(decodeRgba(out, width, height)).toBe(text);
  });

  it('finds nothing in a blank picture', () => {
    expect(decodeRgba(new Uint8ClampedArray(64 * 64 * 4).fill(255), 64, 64)).toBeNull();
  });

  it('writes a PNG', () => {
    expect(qrPng('x').subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });
});
