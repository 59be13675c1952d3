import { FormDialog, HttpClient, isTileTemplate, Notifier, rules, TextField, useForm, useService, useSubmit, useT, type FormRule } from '@tessera/sdk';
import { useEffect } from 'react';
import { TileTest } from './tile-test';

/** `/device/map/setting`: the tenant's raster tiles ("" = the bundled offline map only). */
export interface MapSettings {
  tile_url: string;
  attribution: string;
  max_zoom: number;
}

interface MapSettingsValues {
  tile_url: string;
  attribution: string;
  max_zoom: string;
}

const tileTemplate: FormRule<MapSettingsValues> = (v) => (!String(v ?? '').trim() || isTileTemplate(String(v).trim()) ? null : 'map.tileUrlInvalid');
const zoomRange: FormRule<MapSettingsValues> = (v) => (/^\d{1,2}$/.test(String(v)) && Number(v) >= 1 && Number(v) <= 22 ? null : 'map.maxZoomInvalid');

export const MAP_SETTINGS_RULES = { tile_url: [rules.maxLength(500), tileTemplate], attribution: [rules.maxLength(200)], max_zoom: [zoomRange] };

export interface MapSettingsDialogProps {
  isOpen: boolean;
  settings: MapSettings;
  onClose(): void;
  onSaved(next: MapSettings): void;
}

/** Sets the map's tile server: an XYZ template such as `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
export function MapSettingsDialog({ isOpen, settings, onClose, onSaved }: MapSettingsDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const initial = (): MapSettingsValues => ({ tile_url: settings.tile_url, attribution: settings.attribution, max_zoom: String(settings.max_zoom) });
  const form = useForm<MapSettingsValues>(initial(), MAP_SETTINGS_RULES);
  const { saving, run } = useSubmit();

  useEffect(() => {
    if (isOpen) form.reset(initial());
  }, [isOpen, settings]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    if (!form.validate()) return;
    const body = { tile_url: form.values.tile_url.trim(), attribution: form.values.attribution.trim(), max_zoom: Number(form.values.max_zoom) };
    let saved: MapSettings = { ...settings, ...body };
    if (
      !(await run(async () => {
        saved = (await http.call<MapSettings>('/device/map/setting/update', body)) ?? saved;
      }))
    )
      return;
    notifier.success(t('common.editSuccess'));
    onSaved(saved);
  };

  return (
    <FormDialog isOpen={isOpen} title={t('map.settingsTitle')} saving={saving} onClose={onClose} onSubmit={() => void submit()} testId="map-settings">
      <TextField
        form={form}
        name="tile_url"
        label={t('map.tileUrl')}
        testId="map-settings-tile-url"
        helper={t('map.tileUrlHelp')}
        placeholder="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
      />
      <TileTest template={form.values.tile_url} />
      <TextField form={form} name="attribution" label={t('map.attribution')} testId="map-settings-attribution" placeholder="© OpenStreetMap" />
      <TextField form={form} name="max_zoom" label={t('map.maxZoom')} testId="map-settings-max-zoom" type="number" />
    </FormDialog>
  );
}
