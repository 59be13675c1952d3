import { Button, Callout, Tag } from '@blueprintjs/core';
import { EChart, HttpClient, Realtime, RouteService, useHasAuth, useService, useT, type ViewProps } from '@tessera/sdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BASE_MAP, baseMapGeoJson } from './base-map';
import { clampZoom, deviceMapOption, HOME_VIEW, parseLocation, roamView, type MapDevice, type MapView } from './map-option';
import { MapSettingsDialog, type MapSettings } from './map-settings-dialog';
import { useTileProbe } from './use-tile-probe';

interface MapRow {
  device: string;
  device_name: string;
  location?: string;
  online?: string;
}

/** Rows of `/device/map` with a readable location, as markers. */
export function toMapDevices(rows: MapRow[]): MapDevice[] {
  return rows.flatMap((r) => {
    const at = parseLocation(r.location);
    return at ? [{ id: r.device, name: r.device_name, ...at, online: String(r.online ?? '0') === '1' }] : [];
  });
}

/**
 * Device map, full screen (the spec's screens): offline land outlines, or the tenant's raster tiles when set and
 * reachable; markers by online state, clusters, click to the device.
 */
export function DeviceMapView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const routes = useService<RouteService>(RouteService);
  const realtime = useService<Realtime>(Realtime);
  const box = useRef<HTMLElement>(null);
  const [rows, setRows] = useState<MapRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [view, setView] = useState<MapView>(HOME_VIEW);
  const maps = useMemo(() => ({ [BASE_MAP]: baseMapGeoJson() }), []);
  const canEdit = useHasAuth('device:map:edit');
  const [settings, setSettings] = useState<MapSettings>({ tile_url: '', attribution: '', max_zoom: 18 });
  const [editing, setEditing] = useState(false);
  const probe = useTileProbe(settings.tile_url);
  const tiles = useMemo(
    () => (probe === 'ok' ? { url: settings.tile_url, maxZoom: settings.max_zoom } : undefined),
    [probe, settings.tile_url, settings.max_zoom],
  );

  // Without the setting (or without the right to read it) the map simply stays on its bundled outlines.
  useEffect(() => {
    http.call<MapSettings>('/device/map/setting', {}, { silent: true }).then(
      (s) => s && setSettings(s),
      () => {},
    );
  }, [http]);

  const load = () => {
    setError(null);
    http.call<MapRow[]>('/device/map', {}).then(
      (r) => setRows(Array.isArray(r) ? r : []),
      (e: Error) => setError(e.message || String(e)),
    );
  };
  useEffect(load, [http]);

  // Online state follows the socket (status frames arrive as SYS_ONLINE).
  const ids = (rows ?? []).map((r) => r.device).join(',');
  useEffect(() => {
    if (!ids) return;
    const offs = ids.split(',').map((id) =>
      realtime.subscribe(id, (u) => {
        if (u.values.SYS_ONLINE === undefined) return;
        setRows((rs) => rs && rs.map((r) => (r.device === id ? { ...r, online: String(u.values.SYS_ONLINE) } : r)));
      }),
    );
    return () => offs.forEach((off) => off());
  }, [realtime, ids]);

  const devices = useMemo(() => toMapDevices(rows ?? []), [rows]);
  const option = useMemo(() => deviceMapOption(devices, view, { online: t('map.online'), offline: t('map.offline') }, tiles), [devices, view, t, tiles]);
  const tilesOn = !!tiles;
  // The tiles on or off change the zoom range: the state follows the fresh chart's clamp.
  useEffect(() => setView((v) => (clampZoom(v.zoom, tilesOn) === v.zoom ? v : { ...v, zoom: clampZoom(v.zoom, tilesOn) })), [tilesOn]);
  const onEvents = useMemo(
    () => ({
      click: (p: unknown) => {
        const data = (p as { data?: { deviceId?: string; value?: number[] } }).data;
        if (data?.deviceId) void routes.navigate({ name: 'deviceDetail', query: { device_id: data.deviceId } });
        else if (data?.value) setView((v) => ({ zoom: clampZoom(v.zoom * 3, tilesOn), center: [data.value![0], data.value![1]] }));
      },
      georoam: (p: unknown) => {
        const zoom = (p as { zoom?: number }).zoom;
        if (typeof zoom === 'number' && zoom > 0) setView((v) => roamView(v, zoom, tilesOn));
      },
    }),
    [routes, tilesOn],
  );

  const online = devices.filter((d) => d.online).length;
  return (
    <section
      ref={box}
      aria-label={t('map.title')}
      data-testid="device-map-view"
      style={{ position: 'relative', height: 'calc(100vh - 120px)', minHeight: 420, background: '#0b1e33' }}
    >
      <div style={{ position: 'absolute', zIndex: 1, top: 8, left: 8, display: 'flex', gap: 8 }}>
        <Tag intent="success" data-testid="map-online">
          {t('map.online')} {online}
        </Tag>
        <Tag data-testid="map-offline">
          {t('map.offline')} {devices.length - online}
        </Tag>
        {rows && rows.length > devices.length && (
          <Tag intent="warning" data-testid="map-unplaced">
            {t('map.unplaced', { count: rows.length - devices.length })}
          </Tag>
        )}
        {probe === 'failed' && (
          <Tag intent="warning" icon="offline" data-testid="map-tiles-failed">
            {t('map.tilesUnavailable')}
          </Tag>
        )}
      </div>
      <div style={{ position: 'absolute', zIndex: 1, top: 8, right: 8, display: 'flex', gap: 8 }}>
        {canEdit && (
          <Button icon="layers" aria-label={t('map.settings')} title={t('map.settings')} onClick={() => setEditing(true)} data-testid="map-settings-open" />
        )}
        <Button icon="zoom-to-fit" aria-label={t('map.reset')} title={t('map.reset')} onClick={() => setView({ ...HOME_VIEW })} data-testid="map-reset" />
        <Button
          icon="fullscreen"
          aria-label={t('map.fullscreen')}
          title={t('map.fullscreen')}
          data-testid="map-fullscreen"
          onClick={() => void box.current?.requestFullscreen?.().catch(() => {})}
        />
      </div>
      {error && (
        <Callout intent="danger" data-testid="map-error" style={{ position: 'absolute', zIndex: 1, top: 48, left: 8, right: 8 }}>
          {error} <Button variant="minimal" text={t('common.retry')} onClick={load} />
        </Callout>
      )}
      {rows && devices.length === 0 && !error && (
        <Callout data-testid="map-empty" style={{ position: 'absolute', zIndex: 1, top: 48, left: 8, width: 320 }}>
          {t('common.noData')}
        </Callout>
      )}
      {/* Tiles on/off changes the projection and the series set: a fresh chart rather than a merge of the two. */}
      <EChart
        key={tiles ? 'tiles' : 'outlines'}
        option={option}
        maps={maps}
        onEvents={onEvents}
        height={Math.max(420, (globalThis.innerHeight || 800) - 120)}
      />
      {tiles && settings.attribution && (
        <div
          data-testid="map-attribution"
          style={{
            position: 'absolute',
            zIndex: 1,
            right: 4,
            bottom: 4,
            padding: '0 6px',
            fontSize: 11,
            background: 'rgba(255,255,255,0.75)',
            color: '#1c2127',
          }}
        >
          {settings.attribution}
        </div>
      )}
      <MapSettingsDialog
        isOpen={editing}
        settings={settings}
        onClose={() => setEditing(false)}
        onSaved={(next) => {
          setSettings(next);
          setEditing(false);
        }}
      />
    </section>
  );
}
