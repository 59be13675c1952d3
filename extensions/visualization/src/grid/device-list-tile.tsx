import { HTMLTable, Tag } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import type { DeviceValues } from '../live/use-device-values';
import type { Tile } from '../model/layout';

const show = (v: unknown) => (v === undefined || v === null || v === '' ? '-' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/**
 * A device-list tile: one row per chosen device with its online state (`SYS_ONLINE`, live from status frames) and
 * the latest value of each chosen key, all from the dashboard's one subscription per device.
 */
export function DeviceListTile({ tile, values, names }: { tile: Tile; values: DeviceValues; names: Record<string, string> }) {
  const { t } = useT();
  const keys = tile.keys ?? [];
  return (
    <HTMLTable compact striped style={{ width: '100%' }} data-testid={`tile-devices-${tile.i}`}>
      <thead>
        <tr>
          <th>{t('visualization.device')}</th>
          <th>{t('visualization.online')}</th>
          {keys.map((k) => (
            <th key={k}>{k}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {(tile.device_ids ?? []).map((id) => {
          const v = values[id] ?? {};
          const online = String(v.SYS_ONLINE ?? '') === '1' || v.SYS_ONLINE === true;
          return (
            <tr key={id} data-testid={`tile-device-row-${id}`}>
              <td>{names[id] ?? id}</td>
              <td>
                <Tag minimal intent={online ? 'success' : 'none'} data-testid={`tile-device-online-${id}`} data-online={online ? '1' : '0'}>
                  {t(online ? 'visualization.onlineYes' : 'visualization.onlineNo')}
                </Tag>
              </td>
              {keys.map((k) => (
                <td key={k} data-testid={`tile-device-value-${id}-${k}`}>
                  {show(v[k])}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
