// useHistory, the widget contract's history source: a renderer gets its curves from the devices and time range it
// is handed (never from the page URL), the host's curves when it holds them, and live values appended.
import { screen, waitFor } from '@testing-library/react';
import { defineExtension, useHistory, type ExtensionManifest, type WidgetRendererProps } from '@tessera/sdk';
import { createExtensionHarness } from '@tessera/sdk/harness';

const manifest: ExtensionManifest = {
  manifestVersion: 1,
  id: 'acme.curves',
  version: '1.0.0',
  displayName: { en: 'Curves' },
  kind: 'visual',
  engines: { sdk: '^1.0.0' },
  entry: 'src/index.tsx',
};

/** A renderer that prints what useHistory hands it. */
function Curves(props: WidgetRendererProps) {
  const { series, loading } = useHistory(props);
  return (
    <pre data-testid="curves" data-loading={String(loading)}>
      {JSON.stringify(series)}
    </pre>
  );
}

const config = { id: 'w', name: 'w', type: 'curves', controlType: 'history', mapping: ['t'] };
const shown = () => JSON.parse(screen.getByTestId('curves').textContent!);
const NOW = 1_700_000_000_000;

async function harness() {
  const h = await createExtensionHarness(defineExtension({ activate() {} }), { manifest });
  h.http.on('/kv/statistic', {
    time_series: [
      { x: (NOW - 60_000) * 1000, y: 20 },
      { x: (NOW - 120_000) * 1000, y: '19.5' },
      { x: NOW * 1000, y: 'n/a' },
    ],
  });
  return h;
}

describe('useHistory', () => {
  it('reads the stored points of the first device over the time range, in ms, oldest first', async () => {
    const h = await harness();
    h.render(<Curves config={config} data={{ values: {} }} deviceIds={['d1', 'd2']} timeRange={{ startMs: NOW - 3_600_000, endMs: NOW }} />);
    await waitFor(() =>
      expect(shown()).toEqual({
        t: [
          { sysTime: NOW - 120_000, data: 19.5 },
          { sysTime: NOW - 60_000, data: 20 },
        ],
      }),
    );
    expect(h.http.lastBody('/kv/statistic')).toEqual({
      device_id: 'd1',
      key: 't',
      start_time: (NOW - 3_600_000) * 1000,
      end_time: NOW * 1000,
      aggregate_window: 'no_aggregate',
    });
    expect(screen.getByTestId('curves').dataset.loading).toBe('false');
  });

  it('appends live values at their arrival time on a live range, and only stamped ones when the host stamps', async () => {
    const h = await harness();
    const range = { startMs: NOW - 3_600_000, endMs: NOW, live: true };
    const view = h.render(<Curves config={config} data={{ values: { t: 20 }, stamps: {} }} deviceIds={['d1']} timeRange={range} />);
    await waitFor(() => expect(shown().t).toHaveLength(2));
    view.rerender(<Curves config={config} data={{ values: { t: 22 }, stamps: { t: NOW + 1000 } }} deviceIds={['d1']} timeRange={range} />);
    await waitFor(() => expect(shown().t).toHaveLength(3));
    expect(shown().t[2]).toEqual({ sysTime: NOW + 1000, data: 22 });
  });

  it('uses the host’s curves when it holds them, and reads nothing', async () => {
    const h = await harness();
    const history = { t: [{ sysTime: 5, data: 1 }] };
    h.render(<Curves config={config} data={{ values: {}, history }} deviceIds={['d1']} timeRange={{ startMs: 0, endMs: 10 }} />);
    expect(shown()).toEqual(history);
    expect(h.http.callsTo('/kv/statistic')).toHaveLength(0);
  });

  it('has nothing to read without a device or a range', async () => {
    const h = await harness();
    h.render(<Curves config={config} data={{ values: {} }} />);
    expect(shown()).toEqual({ t: [] });
    expect(h.http.callsTo('/kv/statistic')).toHaveLength(0);
  });
});
