import jsQR from 'jsqr';

/** The text of the QR code in RGBA pixels, or null. */
export function decodeRgba(rgba: Uint8ClampedArray, width: number, height: number): string | null {
  return jsQR(rgba, width, height, { inversionAttempts: 'attemptBoth' })?.data || null;
}

/** Draws a picture (a video frame, an image) into a canvas, at most `maxSide` pixels wide or high, and decodes it. */
export function decodeDrawable(source: CanvasImageSource, width: number, height: number, canvas: HTMLCanvasElement, maxSide = 1024): string | null {
  if (!width || !height) return null;
  const scale = Math.min(1, maxSide / Math.max(width, height));
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
  return decodeRgba(ctx.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);
}

/** Decodes an uploaded picture. */
export async function decodeFile(file: Blob): Promise<string | null> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return decodeDrawable(img, img.naturalWidth, img.naturalHeight, document.createElement('canvas'));
  } finally {
    URL.revokeObjectURL(url);
  }
}
