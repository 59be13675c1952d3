import { Button, ButtonGroup, NonIdealState } from '@blueprintjs/core';
import {
  formatDateTime,
  HttpClient,
  Notifier,
  PagedTable,
  SitePicker,
  useHasAuth,
  usePagedList,
  useService,
  useT,
  type PagedColumn,
  type ViewProps,
} from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { chargingApi, type Rule } from '../api/charging-api';
import { DayBar } from './day-bar';
import { RuleDialog } from './rule-dialog';

/** Charge rules of a site, each shown as its day bar; add, edit (paint) and delete. */
export function RuleListView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const can = { add: useHasAuth('charging:rule:add'), edit: useHasAuth('charging:rule:edit'), del: useHasAuth('charging:rule:del') };
  const [siteId, setSiteId] = useState('');
  const list = usePagedList<Rule>((q) =>
    siteId ? chargingApi.rules(http, { ...q, site_id: siteId }) : Promise.resolve({ current_page: 1, per_page: q.per_page, total: 0, data: [] }),
  );
  const [dialog, setDialog] = useState<{ open: boolean; rule?: Rule }>({ open: false });
  useEffect(() => {
    void list.reload();
  }, [siteId]); // eslint-disable-line react-hooks/exhaustive-deps

  const remove = async (r: Rule) => {
    if (!(await notifier.confirm(t('common.confirmDelete'), { intent: 'danger' }))) return;
    try {
      await chargingApi.removeRule(http, r.id);
      notifier.success(t('common.deleteSuccess'));
      await list.reload();
    } catch {
      /* shown by the http client */
    }
  };

  const columns: PagedColumn<Rule>[] = [
    { key: 'name', title: t('rule.name') },
    {
      key: 'slots',
      title: t('rule.plan'),
      render: (r) => (
        <div style={{ minWidth: 320 }}>
          <DayBar slots={r.slots} testId={`rule-bar-${r.id}`} height={16} />
        </div>
      ),
    },
    { key: 'description', title: t('rule.description') },
    { key: 'updated_at', title: t('rule.updatedAt'), render: (r) => formatDateTime(r.updated_at) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (r) => (
        <ButtonGroup variant="minimal">
          {can.edit && <Button icon="edit" text={t('common.edit')} data-testid={`rule-edit-${r.id}`} onClick={() => setDialog({ open: true, rule: r })} />}
          {can.del && <Button icon="trash" intent="danger" text={t('common.delete')} data-testid={`rule-delete-${r.id}`} onClick={() => void remove(r)} />}
        </ButtonGroup>
      ),
    },
  ];

  return (
    <section aria-label={t('rule.title')} data-testid="charging-rule-view">
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <SitePicker testId="charging-site" value={siteId} onChange={setSiteId} />
        {can.add && (
          <Button intent="primary" icon="add" text={t('common.add')} disabled={!siteId} data-testid="rule-add" onClick={() => setDialog({ open: true })} />
        )}
      </div>
      {siteId ? (
        <PagedTable list={list} columns={columns} rowKey={(r) => r.id} testId="rule-table" />
      ) : (
        <NonIdealState icon="office" title={t('common.noSite')} />
      )}
      <RuleDialog
        isOpen={dialog.open}
        siteId={siteId}
        rule={dialog.rule}
        onClose={() => setDialog({ open: false })}
        onSaved={() => {
          setDialog({ open: false });
          void list.reload();
        }}
      />
    </section>
  );
}
