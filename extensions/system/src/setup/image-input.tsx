import { Button, FileInput, FormGroup, Tag } from '@blueprintjs/core';
import { readAsDataUrl, useT } from '@tessera/sdk';
import { useState } from 'react';
import { changeImage, checkImageFile, removeImage, type ImageValue } from './image-value';

export interface ImageInputProps {
  label: string;
  value: ImageValue;
  onChange(v: ImageValue): void;
  testId: string;
  disabled?: boolean;
}

/** Single manual image upload (jpeg/png < 0.5 MB) with preview, remove, and its state shown. */
export function ImageInput({ label, value, onChange, testId, disabled }: ImageInputProps) {
  const { t } = useT();
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file);
    setError(problem);
    if (problem) return;
    onChange(changeImage(value, await readAsDataUrl(file)));
  };

  return (
    <FormGroup
      label={label}
      intent={error ? 'danger' : 'none'}
      helperText={
        error ? (
          <span role="alert" data-testid={`${testId}-error`}>
            {t(error)}
          </span>
        ) : (
          t('setup.imageHelp')
        )
      }
    >
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <div style={{ width: 96, height: 64, border: '1px dashed #8f99a8', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          {value.url ? (
            <img src={value.url} alt={label} style={{ maxWidth: '100%', maxHeight: '100%' }} data-testid={`${testId}-preview`} />
          ) : (
            <span className="bp6-text-muted">{t('setup.imageNone')}</span>
          )}
        </div>
        <FileInput
          disabled={disabled}
          text={t('setup.imageChoose')}
          buttonText={t('setup.imageBrowse')}
          inputProps={{ accept: 'image/jpeg,image/png', 'aria-label': label, ...({ 'data-testid': `${testId}-file` } as object) }}
          onInputChange={(e) => void pick((e.currentTarget as HTMLInputElement).files?.[0])}
        />
        {value.url && (
          <Button
            icon="trash"
            disabled={disabled}
            text={t('setup.imageRemove')}
            data-testid={`${testId}-remove`}
            onClick={() => {
              setError(null);
              onChange(removeImage(value));
            }}
          />
        )}
        <Tag minimal data-testid={`${testId}-state`} data-state={value.state}>
          {t(`setup.imageState_${value.state}`)}
        </Tag>
      </div>
    </FormGroup>
  );
}
