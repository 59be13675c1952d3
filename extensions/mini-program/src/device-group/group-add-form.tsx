import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { HttpClient, Notifier, useService, useT } from '@tessera/sdk';
import { useState } from 'react';
import { miniApi, type GroupCandidate } from '../api/mini-program-api';

/** Picks a group of the site's projects (shown as "project / group", indented by depth) and its display name. */
export function GroupAddForm({ siteId, candidates, nextSort, onAdded }: { siteId: string; candidates: GroupCandidate[]; nextSort: number; onAdded(): void }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [groupId, setGroupId] = useState('');
  const [name, setName] = useState('');
  const chosen = candidates.find((c) => c.id === groupId) ?? candidates[0];

  const add = async () => {
    try {
      await miniApi.addGroup(http, { site_id: siteId, group_id: chosen.id, display_name: name.trim() || chosen.name, sort: nextSort });
      notifier.success(t('common.addSuccess'));
      setGroupId('');
      setName('');
      onAdded();
    } catch {
      /* shown by the http client */
    }
  };
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }} data-testid="group-add-form">
      <FormGroup label={t('group.group')}>
        <HTMLSelect value={chosen?.id ?? ''} data-testid="group-candidate" onChange={(e) => setGroupId(e.target.value)}>
          {candidates.map((c) => (
            <option key={c.id} value={c.id}>{`${c.project_name} / ${'· '.repeat(Math.max(0, c.tier - 1))}${c.name}`}</option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('group.displayName')}>
        <InputGroup value={name} placeholder={chosen?.name} maxLength={100} data-testid="group-display-name" onChange={(e) => setName(e.target.value)} />
      </FormGroup>
      <FormGroup label=" ">
        <Button intent="primary" icon="add" text={t('group.show')} disabled={!chosen} data-testid="group-add" onClick={() => void add()} />
      </FormGroup>
    </div>
  );
}
