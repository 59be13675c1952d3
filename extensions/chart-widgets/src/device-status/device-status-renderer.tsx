import { Tag } from '@blueprintjs/core';
import type { WidgetRendererProps } from '@tessera/sdk';
import { useWidgetT } from '../common/i18n';
import { WidgetCard } from '../common/widget-card';
import { deviceOnline, type DeviceStatusConfig } from './device-status-config';

export function DeviceStatusRenderer({ config, data, height = 160 }: WidgetRendererProps<DeviceStatusConfig>) {
  const t = useWidgetT();
  const online = deviceOnline(config, data.values);
  return (
    <WidgetCard config={config} height={height}>
      <div>{config.name}</div>
      <Tag intent={online ? 'success' : 'danger'} size="large" style={{ marginTop: 12 }} data-testid="device-status">
        {online ? t('deviceStatus.online') : t('deviceStatus.offline')}
      </Tag>
    </WidgetCard>
  );
}
