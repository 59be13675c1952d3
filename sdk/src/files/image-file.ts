import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../shared/constants';

/** Why an uploaded image is refused: `type` (not jpeg or png), `size` (0.5 MB or more); null when it is accepted. */
export function imageFileProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size >= IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** A file's content as a data URL: how image settings and plugin covers are stored and sent. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
