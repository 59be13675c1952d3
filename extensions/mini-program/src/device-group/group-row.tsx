import { Button, InputGroup } from '@blueprintjs/core';
import { HttpClient, Notifier, useService, useT } from '@tessera/sdk';
import { useState } from 'react';
import { miniApi, type ShownGroup } from '../api/mini-program-api';

export interface GroupRowProps {
  group: ShownGroup;
  first: boolean;
  last: boolean;
  onMove(by: -1 | 1): void;
  onDelete(): void;
  onRenamed(): void;
}

/** One shown group: move up/down, rename in place, remove. */
export function GroupRow({ group: g, first, last, onMove, onDelete, onRenamed }: GroupRowProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [name, setName] = useState<string | null>(null);
  const save = async () => {
    if (name === null || !name.trim()) return setName(null);
    try {
      await miniApi.editGroup(http, { id: g.id, display_name: name.trim() });
      notifier.success(t('common.editSuccess'));
      setName(null);
      onRenamed();
    } catch {
      /* shown by the http client */
    }
  };
  return (
    <tr data-testid={`group-row-${g.id}`}>
      <td>
        <Button variant="minimal" icon="arrow-up" disabled={first} aria-label={t('group.up')} data-testid={`group-up-${g.id}`} onClick={() => onMove(-1)} />
        <Button variant="minimal" icon="arrow-down" disabled={last} aria-label={t('group.down')} data-testid={`group-down-${g.id}`} onClick={() => onMove(1)} />
      </td>
      <td>
        {name === null ? (
          <span data-testid={`group-name-${g.id}`}>{g.display_name}</span>
        ) : (
          <InputGroup
            value={name}
            autoFocus
            maxLength={100}
            data-testid={`group-rename-${g.id}`}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && void save()}
          />
        )}
      </td>
      <td>{`${g.project_name} / ${g.group_name}`}</td>
      <td>{g.device_count}</td>
      <td>
        {name === null ? (
          <Button variant="minimal" icon="edit" aria-label={t('common.edit')} data-testid={`group-edit-${g.id}`} onClick={() => setName(g.display_name)} />
        ) : (
          <Button variant="minimal" icon="tick" aria-label={t('common.save')} data-testid={`group-save-${g.id}`} onClick={() => void save()} />
        )}
        <Button variant="minimal" icon="trash" intent="danger" aria-label={t('common.delete')} data-testid={`group-delete-${g.id}`} onClick={onDelete} />
      </td>
    </tr>
  );
}
