import { FileInput, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { useState } from 'react';
import { MAX_IMAGE_BYTES, type Tile } from '../model/layout';

export interface ImageTileFormProps {
  tile: Tile;
  onChange(tile: Tile): void;
}

/** Reads a picked image file as a data URL (refused when not an image or over MAX_IMAGE_BYTES). */
function readImage(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** An image tile's settings: a web address or an uploaded picture (kept inside the dashboard), and how it fits. */
export function ImageTileForm({ tile, onChange }: ImageTileFormProps) {
  const { t } = useT();
  const [error, setError] = useState('');
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!/^image\/(png|jpeg|gif|webp|svg\+xml)$/.test(file.type)) return setError(t('visualization.imageNotImage'));
    if (file.size > MAX_IMAGE_BYTES) return setError(t('visualization.imageTooLarge', { max: MAX_IMAGE_BYTES / 1024 }));
    setError('');
    onChange({ ...tile, image_url: await readImage(file) });
  };
  const inline = tile.image_url?.startsWith('data:');
  return (
    <>
      <FormGroup label={t('visualization.imageUrl')} helperText={t('visualization.imageUrlHelp')}>
        <InputGroup
          data-testid="tile-image-url"
          value={inline ? '' : (tile.image_url ?? '')}
          placeholder={inline ? t('visualization.imageUploaded') : 'https://'}
          onChange={(e) => onChange({ ...tile, image_url: e.currentTarget.value.trim() || undefined })}
        />
      </FormGroup>
      <FormGroup label={t('visualization.imageFile')} intent={error ? 'danger' : 'none'} helperText={error || undefined}>
        <FileInput
          fill
          text={t('visualization.importChoose')}
          inputProps={{ accept: 'image/*', 'data-testid': 'tile-image-file' } as object}
          onInputChange={(e) => void pick(e.currentTarget.files?.[0])}
        />
      </FormGroup>
      <FormGroup label={t('visualization.imageFit')}>
        <HTMLSelect
          data-testid="tile-image-fit"
          value={tile.fit ?? 'contain'}
          onChange={(e) => onChange({ ...tile, fit: e.currentTarget.value as Tile['fit'] })}
          options={[
            { value: 'contain', label: t('visualization.fitContain') },
            { value: 'cover', label: t('visualization.fitCover') },
          ]}
        />
      </FormGroup>
    </>
  );
}
