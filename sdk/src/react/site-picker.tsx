import { HTMLSelect } from '@blueprintjs/core';
import { useRef } from 'react';
import { HttpClient, type Page } from '../services/http-client';
import { useService, useT } from './hooks';
import { useLoad } from './use-load';

export interface SitePickerProps {
  value: string;
  onChange(siteId: string): void;
  /** Offer "all sites" (''), for reports; otherwise the first site is chosen when none is. */
  allowAll?: boolean;
  testId?: string;
}

interface SiteOption {
  id: string;
  name: string;
}

/** The sites the signed-in user may see (a site admin: only the granted ones), for a view whose data is per site. */
export function SitePicker({ value, onChange, allowAll, testId = 'site-picker' }: SitePickerProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  // The default is chosen in the same update that shows the options: an effect run after they show could
  // overwrite a site the user picked in between (seen in CI with the cores saturated).
  const sites = useLoad(
    () =>
      http.call<Page<SiteOption>>('/site/list', { current_page: 1, per_page: 1000 }).then(({ data }) => {
        if (!allowAll && !latest.current.value && data.length) latest.current.onChange(data[0].id);
        return data;
      }),
    [http],
  );
  return (
    <HTMLSelect value={value} data-testid={testId} aria-label={t('common.site')} onChange={(e) => onChange(e.target.value)}>
      {(allowAll || !sites.data?.length) && <option value="">{t(allowAll ? 'common.allSites' : 'common.noSite')}</option>}
      {sites.data?.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </HTMLSelect>
  );
}
