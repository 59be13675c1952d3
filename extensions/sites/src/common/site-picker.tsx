import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { HttpClient, SessionStore, useService, useT } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { sitesApi, type SiteRow } from '../api/sites-api';

export interface SitePickerProps {
  value: string | null;
  onChange(siteId: string | null): void;
}

/** Picks the site a per-site view works on; starts on the site chosen in the session, else the first one. */
export function SitePicker({ value, onChange }: SitePickerProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const session = useService<SessionStore>(SessionStore);
  const [sites, setSites] = useState<SiteRow[]>([]);

  useEffect(() => {
    sitesApi.list(http, { current_page: 1, per_page: 100 }).then(
      (p) => {
        const rows = p.data ?? [];
        setSites(rows);
        if (!value && rows.length) onChange(rows.find((s) => s.id === session.authSiteId)?.id ?? rows[0].id);
      },
      () => setSites([]),
    );
  }, [http]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <FormGroup inline label={t('sites.site')} labelFor="site-picker">
      <HTMLSelect
        id="site-picker"
        data-testid="site-picker"
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value || null)}
        options={sites.length ? sites.map((s) => ({ value: s.id, label: s.name })) : [{ value: '', label: t('sites.noSites') }]}
      />
    </FormGroup>
  );
}
