import { Button, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useEditorT } from '../i18n';
import type { TslParam } from '../model/plugin-types';
import { ParamDialog } from './param-dialog';

interface Props {
  params: TslParam[];
  /** Absent when read-only. */
  onChange?(params: TslParam[]): void;
  field?: string;
}

/** The params of a command or event as tags; in edit mode tags can be removed and new ones added by dialog. */
export function ParamTags({ params, onChange, field }: Props) {
  const t = useEditorT();
  const [open, setOpen] = useState(false);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
      {params.map((p, i) => (
        <Tag key={`${p.identifier}-${i}`} minimal onRemove={onChange ? () => onChange(params.filter((_, j) => j !== i)) : undefined}>
          {p.name} ({p.identifier}: {p.type})
        </Tag>
      ))}
      {onChange && (
        <>
          <Button small icon="add" data-field={field} onClick={() => setOpen(true)}>
            {t('param.add')}
          </Button>
          <ParamDialog isOpen={open} onClose={() => setOpen(false)} onAdd={(p) => onChange([...params, p])} />
        </>
      )}
    </div>
  );
}
