import { Callout, FileInput, FormGroup } from '@blueprintjs/core';
import { FormDialog, HttpClient, Notifier, useService, useSubmit, useT } from '@tessera/sdk';
import { useState } from 'react';
import { dashboardApi } from '../api/dashboard-api';

/** Larger files are refused before upload (the server's own limit is the same order). */
export const MAX_IMPORT_BYTES = 512 * 1024;

/** Imports an exported dashboard (JSON). Parse and size problems are shown here; the server's schema errors as toasts. */
export function ImportDialog({ onDone, onClose }: { onDone(): void; onClose(): void }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { saving, run } = useSubmit();
  const submit = async () => {
    if (!file) return setProblem(t('visualization.importChoose'));
    if (file.size > MAX_IMPORT_BYTES) return setProblem(t('visualization.importTooLarge', { max: MAX_IMPORT_BYTES / 1024 }));
    let document: unknown;
    try {
      document = JSON.parse(await file.text());
    } catch {
      return setProblem(t('visualization.importNotJson'));
    }
    const ok = await run(async () => {
      const made = await dashboardApi.importDocument(http, document);
      if (made.unknown_types.length) notifier.warning(t('visualization.importUnknown', { types: made.unknown_types.join(', ') }));
      else notifier.success(t('visualization.imported'));
    });
    if (ok) {
      onDone();
      onClose();
    }
  };
  return (
    <FormDialog isOpen title={t('common.import')} saving={saving} onClose={onClose} onSubmit={() => void submit()} testId="dashboard-import-dialog">
      <FormGroup label={t('visualization.importFile')}>
        <FileInput
          fill
          text={file?.name ?? t('visualization.importChoose')}
          inputProps={{ accept: 'application/json,.json', 'data-testid': 'dashboard-import-file' } as never}
          onInputChange={(e) => {
            setFile(e.currentTarget.files?.[0] ?? null);
            setProblem(null);
          }}
        />
      </FormGroup>
      {problem && (
        <Callout intent="danger" data-testid="dashboard-import-problem">
          {problem}
        </Callout>
      )}
    </FormDialog>
  );
}
