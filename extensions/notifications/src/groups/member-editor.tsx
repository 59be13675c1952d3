import { Button, Checkbox, FormGroup, HTMLSelect, HTMLTable } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { useState } from 'react';
import type { GroupMember, UserOption } from '../api/notifications-api';

export interface MemberEditorProps {
  members: GroupMember[];
  users: UserOption[];
  error?: string;
  onChange(members: GroupMember[]): void;
}

const FLAGS = ['is_email', 'is_phone', 'is_message'] as const;

/** Members of a group: pick users of the tenant, then how each is told (e-mail, SMS, in the console). */
export function MemberEditor({ members, users, error, onChange }: MemberEditorProps) {
  const { t } = useT();
  const free = users.filter((u) => !members.some((m) => m.user_id === u.id));
  const [pick, setPick] = useState('');
  const chosen = free.find((u) => u.id === pick) ?? free[0];
  const userOf = (id: string) => users.find((u) => u.id === id);

  const add = () => {
    if (!chosen) return;
    onChange([...members, { user_id: chosen.id, name: chosen.name, email: chosen.email, is_email: 1, is_phone: 0, is_message: 1 }]);
    setPick('');
  };
  const toggle = (i: number, flag: (typeof FLAGS)[number], on: boolean) => onChange(members.map((m, j) => (j === i ? { ...m, [flag]: on ? 1 : 0 } : m)));

  return (
    <FormGroup
      label={t('groups.members')}
      labelFor="group-member-pick"
      intent={error ? 'danger' : 'none'}
      helperText={
        error ? (
          <span role="alert" data-testid="group-form-members-error">
            {t(error)}
          </span>
        ) : (
          t('groups.membersHint')
        )
      }
    >
      <div style={{ display: 'flex', gap: 8 }}>
        <HTMLSelect
          id="group-member-pick"
          data-testid="group-member-pick"
          value={chosen?.id ?? ''}
          disabled={!free.length}
          onChange={(e) => setPick(e.currentTarget.value)}
          options={free.map((u) => ({ value: u.id, label: u.name ? `${u.name} <${u.email}>` : u.email }))}
        />
        <Button icon="add" text={t('groups.addMember')} disabled={!chosen} data-testid="group-member-add" onClick={add} />
      </div>
      {members.length > 0 && (
        <HTMLTable compact style={{ width: '100%', marginTop: 8 }} data-testid="group-members">
          <thead>
            <tr>
              <th>{t('groups.member')}</th>
              {FLAGS.map((f) => (
                <th key={f}>{t(`groups.${f}`)}</th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {members.map((m, i) => (
              <tr key={m.user_id} data-testid={`group-member-${m.user_id}`}>
                <td>{userOf(m.user_id)?.email ?? m.email ?? m.user_id}</td>
                {FLAGS.map((f) => (
                  <td key={f}>
                    <Checkbox
                      checked={m[f] === 1}
                      aria-label={`${t(`groups.${f}`)} ${m.email ?? m.user_id}`}
                      data-testid={`group-member-${m.user_id}-${f}`}
                      onChange={(e) => toggle(i, f, e.currentTarget.checked)}
                    />
                  </td>
                ))}
                <td>
                  <Button icon="cross" variant="minimal" aria-label={t('common.delete')} onClick={() => onChange(members.filter((_, j) => j !== i))} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </FormGroup>
  );
}
