import { Button, Classes, Dialog, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { HttpClient, useLoad, useService, useT, WidgetEditorOutlet, WidgetRegistry, type DataSourceItem, type WidgetConfig } from '@tessera/sdk';
import { useMemo, useState } from 'react';
import { dashboardApi } from '../api/dashboard-api';
import type { Tile, Variable } from '../model/layout';
import { DeviceListForm } from './device-list-form';
import { ImageTileForm } from './image-tile-form';

export interface TileConfigDialogProps {
  tile: Tile;
  /** The dashboard's variables: a widget tile may read one instead of a fixed device. */
  variables?: Variable[];
  onSave(tile: Tile): void;
  onClose(): void;
}

/**
 * Configures a tile: title, then by kind its text, its image, its listed devices and keys, or for a widget the
 * device it reads and the widget's own editor (keys from the device's plugin).
 */
/** The device select's value for a variable (device ids are UUIDs, never this shape). */
const VAR_PREFIX = 'var:';

export function TileConfigDialog({ tile, variables = [], onSave, onClose }: TileConfigDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const registry = useService<WidgetRegistry>(WidgetRegistry);
  const [draft, setDraft] = useState<Tile>(tile);
  const [tried, setTried] = useState(false);
  const devices = useLoad(() => dashboardApi.devices(http), [http]);
  // A tile bound to a variable takes its data sources from the variable's default device.
  const keysFrom = draft.variable ? variables.find((v) => v.name === draft.variable)?.default : draft.device_id;
  const props = useLoad(async () => (keysFrom ? dashboardApi.properties(http, keysFrom) : []), [http, keysFrom]);
  const pickSource = (value: string) =>
    setDraft(({ variable: _v, device_id: _d, ...rest }) =>
      value.startsWith(VAR_PREFIX) ? { ...rest, variable: value.slice(VAR_PREFIX.length) } : { ...rest, device_id: value || undefined },
    );
  const sources = useMemo<DataSourceItem[]>(
    () =>
      (props.data ?? []).map((p) => ({
        name: p.name,
        title: p.title ?? p.name,
        readWrite: p.readWrite ?? 'r',
        property: { name: p.name, unit: p.unit },
      })),
    [props.data],
  );
  const def = draft.widget ? registry.get(draft.widget.type) : undefined;
  const errors = tried && def && draft.widget ? def.validate(draft.widget) : [];
  const confirm = () => {
    setTried(true);
    if (def && draft.widget && def.validate(draft.widget).length) return;
    onSave(draft);
    onClose();
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('visualization.configureTile')} style={{ width: 640 }} canOutsideClickClose={false}>
      <div className={Classes.DIALOG_BODY} data-testid="tile-config">
        <FormGroup label={t('visualization.tileTitle')}>
          <InputGroup value={draft.title ?? ''} data-testid="tile-title" onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })} />
        </FormGroup>
        {draft.kind === 'text' && (
          <FormGroup label={t('visualization.text')}>
            <TextArea fill rows={5} value={draft.text ?? ''} data-testid="tile-text" onChange={(e) => setDraft({ ...draft, text: e.currentTarget.value })} />
          </FormGroup>
        )}
        {draft.kind === 'image' && <ImageTileForm tile={draft} onChange={setDraft} />}
        {draft.kind === 'devices' && <DeviceListForm tile={draft} devices={devices.data ?? []} onChange={setDraft} />}
        {draft.kind === 'widget' && (
          <>
            <FormGroup label={t('visualization.device')}>
              <HTMLSelect
                data-testid="tile-device"
                value={draft.variable ? VAR_PREFIX + draft.variable : (draft.device_id ?? '')}
                onChange={(e) => pickSource(e.currentTarget.value)}
                options={[
                  { value: '', label: t('visualization.chooseDevice') },
                  ...variables.map((v) => ({ value: VAR_PREFIX + v.name, label: t('visualization.variableOption', { label: v.label || v.name }) })),
                  ...(devices.data ?? []).map((d) => ({ value: d.id, label: d.name })),
                ]}
              />
            </FormGroup>
            {draft.widget && def?.Editor && (
              <WidgetEditorOutlet
                config={draft.widget}
                dataSources={sources}
                errors={errors}
                onChange={(widget: WidgetConfig) => setDraft((d) => ({ ...d, widget }))}
              />
            )}
            {errors.length > 0 && (
              <ul data-testid="tile-errors" style={{ color: '#cd4246' }}>
                {errors.map((e) => (
                  <li key={e}>{t(e)}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button intent="primary" data-testid="tile-config-ok" onClick={confirm}>
            {t('common.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
