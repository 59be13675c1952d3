import { Button, ControlGroup, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { HttpClient, useLoad, useService, useT } from '@tessera/sdk';
import { forwardingApi, MESSAGE_TYPES, type MessageType, type TreeNode } from '../api/forwarding-api';
import type { SourceDraft, SourceKind } from './rule-model';

const flatGroups = (nodes: TreeNode[], depth = 0): { id: string; name: string }[] =>
  nodes.flatMap((n) => [{ id: n.id, name: `${'— '.repeat(depth)}${n.name}` }, ...flatGroups(n.children ?? [], depth + 1)]);

/** The rule's data sources: a device, a group (with its sub-groups) or a project, each with a message type. */
export function SourceRows({ value, onChange, error }: { value: SourceDraft[]; onChange(v: SourceDraft[]): void; error?: string }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const options = useLoad(async () => {
    const [tree, devices] = await Promise.all([forwardingApi.tree(http), forwardingApi.devices(http)]);
    return {
      device: devices.data.map((d) => ({ id: d.device, name: d.device_name })),
      group: tree.flatMap((p) => flatGroups(p.children ?? [])),
      project: tree.map((p) => ({ id: p.id, name: p.name })),
    } satisfies Record<SourceKind, { id: string; name: string }[]>;
  }, []);
  const set = (i: number, patch: Partial<SourceDraft>) => onChange(value.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <FormGroup label={t('form.sources')} intent={error ? 'danger' : 'none'} helperText={error ? <span role="alert">{t(error)}</span> : t('form.sourcesHelp')}>
      {value.map((s, i) => (
        <ControlGroup key={i} style={{ marginBottom: 4 }} data-testid={`source-${i}`}>
          <HTMLSelect
            value={s.kind}
            aria-label={t('form.sourceKind')}
            onChange={(e) => set(i, { kind: e.target.value as SourceKind, id: '' })}
            data-testid={`source-${i}-kind`}
          >
            {(['device', 'group', 'project'] as const).map((k) => (
              <option key={k} value={k}>
                {t(`source.${k}`)}
              </option>
            ))}
          </HTMLSelect>
          <HTMLSelect value={s.id} aria-label={t(`source.${s.kind}`)} onChange={(e) => set(i, { id: e.target.value })} data-testid={`source-${i}-id`}>
            <option value="">{t('form.choose')}</option>
            {(options.data?.[s.kind] ?? []).map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </HTMLSelect>
          <HTMLSelect
            value={s.message_type}
            aria-label={t('form.messageType')}
            onChange={(e) => set(i, { message_type: Number(e.target.value) as MessageType })}
            data-testid={`source-${i}-type`}
          >
            {MESSAGE_TYPES.map((m) => (
              <option key={m} value={m}>
                {t(`messageType.${m}`)}
              </option>
            ))}
          </HTMLSelect>
          <Button
            icon="cross"
            minimal
            aria-label={t('form.removeSource')}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
            data-testid={`source-${i}-remove`}
          />
        </ControlGroup>
      ))}
      <Button
        small
        icon="add"
        text={t('form.addSource')}
        onClick={() => onChange([...value, { kind: 'device', id: '', message_type: 1 }])}
        data-testid="source-add"
      />
    </FormGroup>
  );
}
