import { Button, FileInput, FormGroup, Intent } from '@blueprintjs/core';
import { readAsDataUrl } from '@tessera/sdk';
import { useState } from 'react';
import { useEditorT } from '../i18n';
import { COVER_HEIGHT, COVER_WIDTH, validateCoverImage } from '../model/info-validation';

interface Props {
  value: string;
  onChange(dataUrl: string): void;
}

/**
 * The cover image (the spec's validation rules): jpeg or png under 0.5 MB, 474x246, one file, uploaded manually: the
 * chosen file is only kept (as a data URL inside the plugin config) when it passes the checks; nothing is sent until
 * save.
 */
export function CoverUpload({ value, onChange }: Props) {
  const t = useEditorT();
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = validateCoverImage(file);
    setError(problem);
    if (!problem) onChange(await readAsDataUrl(file));
  };
  return (
    <FormGroup label={t('info.cover')} helperText={error ? t(error) : t('info.coverHint')} intent={error ? Intent.DANGER : Intent.NONE}>
      <div
        data-testid="cover-preview"
        style={{
          width: COVER_WIDTH,
          height: COVER_HEIGHT,
          border: '1px dashed #8f99a8',
          borderRadius: 4,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          marginBottom: 8,
        }}
      >
        {value ? (
          <img src={value} alt={t('info.cover')} width={COVER_WIDTH} height={COVER_HEIGHT} style={{ objectFit: 'cover' }} />
        ) : (
          <span>
            {COVER_WIDTH}×{COVER_HEIGHT}
          </span>
        )}
      </div>
      <FileInput
        text={t('info.chooseImage')}
        buttonText={t('info.browse')}
        inputProps={{ accept: 'image/jpeg,image/png', 'aria-label': t('info.chooseImage') }}
        onInputChange={(e) => void pick((e.target as HTMLInputElement).files?.[0])}
      />
      {value && (
        <Button minimal icon="trash" intent="danger" onClick={() => onChange('')}>
          {t('info.removeImage')}
        </Button>
      )}
    </FormGroup>
  );
}
