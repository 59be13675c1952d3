import { Button, FileInput } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { useState } from 'react';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Reads a picked file as a data URL. */
export const readDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });

export interface ImageInputProps {
  value: string;
  onChange(dataUrl: string): void;
  maxBytes: number;
  testId: string;
}

/** One image (PNG, JPEG, GIF, WebP) up to `maxBytes`, kept as a data URL, with a preview and a clear button. */
export function ImageInput({ value, onChange, maxBytes, testId }: ImageInputProps) {
  const { t } = useT();
  const [error, setError] = useState('');
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setError(t('image.badType'));
    if (file.size > maxBytes) return setError(t('image.tooLarge', { max: Math.round(maxBytes / 1024) }));
    setError('');
    onChange(await readDataUrl(file));
  };
  return (
    <div data-testid={testId}>
      <FileInput
        text={t('image.choose')}
        buttonText={t('image.browse')}
        inputProps={{ accept: IMAGE_TYPES.join(','), 'data-testid': `${testId}-file` } as never}
        onInputChange={(e) => void pick((e.target as HTMLInputElement).files?.[0])}
      />
      {error && (
        <div className="bp6-text-muted" style={{ color: '#c23030' }} data-testid={`${testId}-error`}>
          {error}
        </div>
      )}
      {value && (
        <div style={{ marginTop: 8, display: 'flex', gap: 8, alignItems: 'center' }}>
          <img src={value} alt={t('image.preview')} style={{ maxWidth: 160, maxHeight: 90 }} data-testid={`${testId}-preview`} />
          <Button variant="minimal" icon="cross" aria-label={t('image.clear')} onClick={() => onChange('')} />
        </div>
      )}
    </div>
  );
}
