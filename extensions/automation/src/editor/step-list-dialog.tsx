import { FormGroup, InputGroup } from '@blueprintjs/core';
import { FormDialog, useSubmit, useT } from '@tessera/sdk';
import { useState } from 'react';
import type { DeviceActionValue } from './device-action-fields';
import { DeviceSteps } from './device-steps';
import { usePlaceCatalog, type PlaceCatalog } from './place-catalog';

/** A named list of device actions: what a scene and a control strategy both edit. */
export interface StepListDraft {
  id?: string;
  name: string;
  description: string;
  steps: DeviceActionValue[];
}

export interface StepListDialogProps {
  initial: StepListDraft;
  /** Locale area of the titles and labels (`<area>.add|edit|name|description`). */
  area: 'scenes' | 'control';
  /** Prefix of the element ids and test ids (`<prefix>-editor`, `-name`, `-description`, `-step`). */
  prefix: 'scene' | 'control';
  /** Sends the draft; resolves when the server took it. */
  save(draft: StepListDraft, catalog: PlaceCatalog): Promise<unknown>;
  onClose(): void;
  onSaved(): void;
}

export function StepListDialog({ initial, area, prefix, save, onClose, onSaved }: StepListDialogProps) {
  const { t } = useT();
  const catalog = usePlaceCatalog();
  const [d, setD] = useState(initial);
  const submit = useSubmit();
  const run = async () => {
    if (await submit.run(() => save(d, catalog))) onSaved();
  };
  return (
    <FormDialog
      isOpen
      width={1000}
      title={t(d.id ? `${area}.edit` : `${area}.add`)}
      saving={submit.saving}
      onClose={onClose}
      onSubmit={() => void run()}
      testId={`${prefix}-editor`}
    >
      <FormGroup label={t(`${area}.name`)} labelFor={`${prefix}-name`}>
        <InputGroup id={`${prefix}-name`} value={d.name} onChange={(e) => setD({ ...d, name: e.currentTarget.value })} />
      </FormGroup>
      <FormGroup label={t(`${area}.description`)} labelFor={`${prefix}-description`}>
        <InputGroup id={`${prefix}-description`} value={d.description} onChange={(e) => setD({ ...d, description: e.currentTarget.value })} />
      </FormGroup>
      <DeviceSteps steps={d.steps} catalog={catalog} onChange={(steps) => setD({ ...d, steps })} testId={`${prefix}-step`} />
    </FormDialog>
  );
}
