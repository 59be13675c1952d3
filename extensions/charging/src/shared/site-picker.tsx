import { HTMLSelect } from '@blueprintjs/core';
import { HttpClient, useLoad, useService, useT } from '@tessera/sdk';
import { useEffect } from 'react';
import { chargingApi } from '../api/charging-api';

export interface SitePickerProps {
  value: string;
  onChange(siteId: string): void;
  /** Offer "all sites" (''), for reports; otherwise the first site is chosen when none is. */
  allowAll?: boolean;
  testId?: string;
}

/** The sites the user may see (a site admin: only granted ones); charging data is always per site. */
export function SitePicker({ value, onChange, allowAll, testId = 'charging-site' }: SitePickerProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const sites = useLoad(() => chargingApi.sites(http).then((p) => p.data), []);
  useEffect(() => {
    if (!allowAll && !value && sites.data?.length) onChange(sites.data[0].id);
  }, [allowAll, value, sites.data, onChange]);
  return (
    <HTMLSelect value={value} data-testid={testId} aria-label={t('site.label')} onChange={(e) => onChange(e.target.value)}>
      {(allowAll || !sites.data?.length) && <option value="">{t(allowAll ? 'site.all' : 'site.none')}</option>}
      {sites.data?.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </HTMLSelect>
  );
}
