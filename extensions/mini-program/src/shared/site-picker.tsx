import { HTMLSelect } from '@blueprintjs/core';
import { HttpClient, useLoad, useService, useT } from '@tessera/sdk';
import { useRef } from 'react';
import { miniApi } from '../api/mini-program-api';

export interface SitePickerProps {
  value: string;
  onChange(siteId: string): void;
  testId?: string;
}

/** The sites the user may see (a site admin: only granted ones); the first one is chosen when none is. */
export function SitePicker({ value, onChange, testId = 'mini-site' }: SitePickerProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  // The default is chosen in the same update that shows the options, so it never overwrites a site picked meanwhile.
  const sites = useLoad(
    () =>
      miniApi.sites(http).then(({ data }) => {
        if (!latest.current.value && data.length) latest.current.onChange(data[0].id);
        return data;
      }),
    [],
  );
  return (
    <HTMLSelect value={value} data-testid={testId} aria-label={t('site.label')} onChange={(e) => onChange(e.target.value)}>
      {!sites.data?.length && <option value="">{t('site.none')}</option>}
      {sites.data?.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </HTMLSelect>
  );
}
