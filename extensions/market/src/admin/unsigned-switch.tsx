import { Callout, Card, Switch } from '@blueprintjs/core';
import { HttpClient, useLoad, useService, useT } from '@tessera/sdk';
import { marketApi } from '../api/market-api';

/** "Allow unsigned packages": off by default; on, packages without a trusted signature install too. */
export function UnsignedSwitch() {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const settings = useLoad(() => marketApi.settings(http), [http]);
  const on = settings.data?.allow_unsigned ?? false;
  const toggle = async () => {
    await marketApi.saveSettings(http, !on).catch(() => undefined);
    await settings.reload();
  };
  return (
    <Card data-testid="market-unsigned">
      <Switch checked={on} disabled={!settings.data} label={t('admin.allowUnsigned')} onChange={() => void toggle()} data-testid="allow-unsigned" />
      <Callout intent={on ? 'warning' : 'none'} icon={on ? 'warning-sign' : 'lock'}>
        {on ? t('admin.unsignedOn') : t('admin.unsignedOff')}
      </Callout>
    </Card>
  );
}
