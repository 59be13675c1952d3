import { HTMLSelect } from '@blueprintjs/core';
import { HttpClient, useLoad, useService, useT } from '@tessera/sdk';
import { useRef } from 'react';
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
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  // The default is chosen in the same update that shows the options: an effect run after they show could
  // overwrite a site the user picked in between (seen in CI with the cores saturated).
  const sites = useLoad(
    () =>
      chargingApi.sites(http).then(({ data }) => {
        if (!allowAll && !latest.current.value && data.length) latest.current.onChange(data[0].id);
        return data;
      }),
    [],
  );
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
