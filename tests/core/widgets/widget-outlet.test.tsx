import { act, screen, waitFor } from '@testing-library/react';
import { useContext } from 'react';
import { describe, expect, it } from 'vitest';
import {
  ChartHost,
  EChart,
  ExtensionHost,
  SdkContext,
  WidgetEditorOutlet,
  WidgetHost,
  WidgetOutlet,
  WidgetRegistry,
  type EChartProps,
  type WidgetConfig,
  type WidgetDefinition,
  type WidgetRendererProps,
} from '@tessera/sdk';
import { ExtensionBoundary } from '../../../core/src/extensions/extension-boundary';
import type { ExtensionHostImpl } from '../../../core/src/extensions/extension-host-impl';
import { WidgetHostImpl } from '../../../core/src/widgets/widget-host-impl';
import { createHarness } from '../extensions/fakes';
import { renderShell } from '../extensions/render-shell';

function Gauge({ config, data }: WidgetRendererProps) {
  const ns = useContext(SdkContext)?.namespace;
  return <span data-testid="gauge">{`${ns}:${config.optionsVersion}:${String(data.values.t)}`}</span>;
}
function Broken(): never {
  throw new Error('gauge exploded');
}
function Charted() {
  return <EChart option={{ title: 'own' }} />;
}

const widget = (type: string, Renderer: WidgetDefinition['Renderer'], over: Partial<WidgetDefinition> = {}): WidgetDefinition => ({
  type,
  category: 'dashboard',
  title: type,
  optionsVersion: 2,
  defaults: () => ({ id: 'w', name: type, controlType: 'dashboard', type, mapping: [] }),
  validate: () => [],
  Renderer,
  ...over,
});
const config = (type: string): WidgetConfig => ({ id: `c-${type}`, name: type, controlType: 'dashboard', type, mapping: [] });
const declare = (...types: string[]) => ({ contributes: { widgets: types.map((type) => ({ type, category: 'dashboard', optionsVersion: 2 })) } });

async function setup() {
  const h = createHarness();
  h.container.bind(WidgetHost).to(WidgetHostImpl).inSingletonScope();
  h.container.bind(ChartHost).toConstantValue({
    Component: ({ option }: EChartProps) => <span data-testid="echart">{JSON.stringify(option)}</span>,
  });
  const Editor = () => <span data-testid="editor">editing</span>;
  await h.addExtension(
    'acme.widgets',
    { widgets: [widget('gauge', Gauge, { Editor }), widget('broken', Broken), widget('charted', Charted)] },
    declare('gauge', 'broken', 'charted'),
  );
  await h.addExtension('acme.consumer', {});
  const host = h.container.get<ExtensionHostImpl>(ExtensionHost);
  await host.load();
  await host.activate('acme.consumer');
  const inConsumer = (ui: React.ReactNode) => renderShell(h, <ExtensionBoundary extensionId="acme.consumer">{ui}</ExtensionBoundary>);
  return { h, host, registry: h.container.get<WidgetRegistry>(WidgetRegistry), inConsumer };
}

describe('WidgetRegistry (manifest-first)', () => {
  it('knows declared widget types before their owner runs, and ensure() activates the owner', async () => {
    const { h, registry } = await setup();
    expect(registry.declared('dashboard').map((d) => [d.type, d.owner, d.loaded])).toEqual([
      ['gauge', 'acme.widgets', false],
      ['broken', 'acme.widgets', false],
      ['charted', 'acme.widgets', false],
    ]);
    expect(h.importer.imports).not.toContain('/extensions/acme.widgets/index.js');
    expect((await registry.ensure('gauge'))?.Renderer).toBe(Gauge);
    expect(registry.declared().every((d) => d.loaded)).toBe(true);
    expect(await registry.ensure('nope')).toBeUndefined();
  });
});

describe('WidgetOutlet', () => {
  it("activates the lazy owner and renders the widget inside the owner's boundary, config upgraded", async () => {
    const { host, inConsumer } = await setup();
    inConsumer(<WidgetOutlet config={config('gauge')} data={{ values: { t: 21 } }} />);
    expect(await screen.findByTestId('gauge')).toHaveProperty('textContent', 'acme.widgets:2:21');
    expect(host.status().find((s) => s.id === 'acme.widgets')?.state).toBe('active');
  });

  it('a throwing widget leaves a tile-sized error; the page around it and the owner keep working', async () => {
    const { host, inConsumer } = await setup();
    inConsumer(
      <>
        <WidgetOutlet config={config('broken')} data={{ values: {} }} />
        <WidgetOutlet config={config('gauge')} data={{ values: { t: 1 } }} />
        <p>page text</p>
      </>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This widget ran into an error');
    expect(alert.textContent).toContain('gauge exploded');
    expect(screen.getByText('page text')).toBeTruthy();
    expect(await screen.findByTestId('gauge')).toBeTruthy();
    expect(host.status().find((s) => s.id === 'acme.widgets')?.state).toBe('active');
  });

  it('says "widget not installed" for a type no extension declares', async () => {
    const { inConsumer } = await setup();
    inConsumer(<WidgetOutlet config={config('nope')} data={{ values: {} }} />);
    expect((await screen.findByTestId('widget-not-installed')).textContent).toBe('Chart widget nope is not installed');
  });

  it("passes a chart's option through the widgetOption hook of its type; the tap goes with its extension", async () => {
    const { h, host, inConsumer } = await setup();
    await h.addExtension('acme.theme', { activate: (ctx) => void ctx.hooks.widgetOption.for('charted').tap((o) => ({ ...o, title: 'themed' })) });
    await act(() => host.load());
    await host.activate('acme.theme');
    const first = inConsumer(<WidgetOutlet config={config('charted')} data={{ values: {} }} />);
    await waitFor(() => expect(screen.getByTestId('echart').textContent).toBe('{"title":"themed"}'));
    first.unmount();
    await act(() => host.uninstall('acme.theme', false));
    inConsumer(<WidgetOutlet config={config('charted')} data={{ values: {} }} />);
    await waitFor(() => expect(screen.getByTestId('echart').textContent).toBe('{"title":"own"}'));
  });
});

describe('WidgetEditorOutlet', () => {
  it("renders the type's Editor inside its owner's boundary", async () => {
    const { inConsumer } = await setup();
    inConsumer(<WidgetEditorOutlet config={config('gauge')} dataSources={[]} onChange={() => {}} errors={[]} />);
    expect((await screen.findByTestId('editor')).textContent).toBe('editing');
  });
});
