import { Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { useState } from 'react';
import type { DeviceOption } from '../api/dashboard-api';
import { MAX_LIST_DEVICES, type Tile } from '../model/layout';

export interface DeviceListFormProps {
  tile: Tile;
  devices: DeviceOption[];
  onChange(tile: Tile): void;
}

const parseKeys = (text: string) =>
  [
    ...new Set(
      text
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    ),
  ].slice(0, 8);

/** A device-list tile's settings: which devices it lists and which keys' latest values it shows (comma-separated). */
export function DeviceListForm({ tile, devices, onChange }: DeviceListFormProps) {
  const { t } = useT();
  const chosen = new Set(tile.device_ids ?? []);
  const [keys, setKeys] = useState((tile.keys ?? []).join(', '));
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...chosen, id].slice(0, MAX_LIST_DEVICES) : [...chosen].filter((d) => d !== id);
    onChange({ ...tile, device_ids: next });
  };
  return (
    <>
      <FormGroup label={t('visualization.listDevices')} helperText={t('visualization.listDevicesHelp', { max: MAX_LIST_DEVICES })}>
        <div style={{ maxHeight: 200, overflow: 'auto' }} data-testid="tile-list-devices">
          {devices.map((d) => (
            <Checkbox
              key={d.id}
              label={d.name}
              checked={chosen.has(d.id)}
              data-testid={`tile-list-device-${d.id}`}
              onChange={(e) => toggle(d.id, e.currentTarget.checked)}
            />
          ))}
        </div>
      </FormGroup>
      <FormGroup label={t('visualization.listKeys')} helperText={t('visualization.listKeysHelp')}>
        <InputGroup
          data-testid="tile-list-keys"
          value={keys}
          onChange={(e) => {
            setKeys(e.currentTarget.value);
            onChange({ ...tile, keys: parseKeys(e.currentTarget.value) });
          }}
        />
      </FormGroup>
    </>
  );
}
