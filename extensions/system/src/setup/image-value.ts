import { imageFileProblem } from '@tessera/sdk';

/**
 * An image input's state (the spec's state rules: empty, changed, removed; plus unchanged for a stored image).
 * `original` is what the server holds, so removing a never-saved upload goes back to empty rather than to "removed".
 */
export interface ImageValue {
  original: string;
  state: 'empty' | 'unchanged' | 'changed' | 'removed';
  /** What to preview: the stored URL, the new data URL, or '' . */
  url: string;
}

export function initialImage(original: string | undefined | null): ImageValue {
  return original ? { original, state: 'unchanged', url: original } : { original: '', state: 'empty', url: '' };
}

export function changeImage(v: ImageValue, dataUrl: string): ImageValue {
  return { ...v, state: 'changed', url: dataUrl };
}

export function removeImage(v: ImageValue): ImageValue {
  return v.original ? { ...v, state: 'removed', url: '' } : { ...v, state: 'empty', url: '' };
}

/** The spec's cover-image rule applied to settings images: jpeg or png, under 0.5 MB. Returns a message key or null. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  const problem = imageFileProblem(file);
  return problem && (problem === 'type' ? 'setup.imageType' : 'setup.imageSize');
}

/** The wire value: undefined = leave as is, '' = remove, a data URL = replace. */
export function imagePatch(v: ImageValue): string | undefined {
  if (v.state === 'changed') return v.url;
  if (v.state === 'removed') return '';
  return undefined;
}
