import { describe, expect, it } from 'vitest';
import type { WidgetConfig, WidgetDefinition } from '@tessera/sdk';
import { WidgetRegistryImpl } from '../../../core/src/widgets/widget-registry-impl';

const Renderer = () => null;

function gauge(over: Partial<WidgetDefinition> = {}): WidgetDefinition {
  return {
    type: 'gauge',
    category: 'dashboard',
    title: 'widgets.gauge',
    optionsVersion: 3,
    defaults: () => ({ id: 'x', name: 'g', controlType: 'dashboard', type: 'gauge', mapping: [] }),
    validate: () => [],
    Renderer,
    // v1 → v2 renamed `max` to `maxValue`; v2 → v3 added `unit`.
    migrate: (config, from) => {
      let c = { ...config };
      if (from < 2) c = { ...c, maxValue: c.max, max: undefined };
      if (from < 3) c = { ...c, unit: c.unit ?? '' };
      return c;
    },
    ...over,
  };
}

describe('WidgetRegistryImpl', () => {
  it('registers, gets and lists by category', () => {
    const reg = new WidgetRegistryImpl();
    reg.register(gauge());
    reg.register(gauge({ type: 'switch', category: 'control' }), 'tessera.chart-widgets');
    expect(reg.get('gauge')?.title).toBe('widgets.gauge');
    expect(reg.list().map((d) => d.type)).toEqual(['gauge', 'switch']);
    expect(reg.list('control').map((d) => d.type)).toEqual(['switch']);
    expect(reg.ownerOf('switch')).toBe('tessera.chart-widgets');
  });

  it('refuses a type another owner already registered, allows the owner to re-register', () => {
    const reg = new WidgetRegistryImpl();
    reg.register(gauge(), 'a.one');
    expect(() => reg.register(gauge(), 'b.two')).toThrow(/already registered by a\.one/);
    expect(() => reg.register(gauge({ title: 'again' }), 'a.one')).not.toThrow();
    expect(reg.get('gauge')?.title).toBe('again');
  });

  it('upgrades a stored config through migrate to the current optionsVersion', () => {
    const reg = new WidgetRegistryImpl();
    reg.register(gauge());
    const stored: WidgetConfig = { id: '1', name: 'g', controlType: 'dashboard', type: 'gauge', mapping: ['temp'], max: 80 };
    const up = reg.upgrade(stored);
    expect(up).toMatchObject({ optionsVersion: 3, maxValue: 80, unit: '', mapping: ['temp'] });
    expect(stored.optionsVersion).toBeUndefined(); // input untouched
    const fromV2 = reg.upgrade({ ...stored, optionsVersion: 2, maxValue: 5, unit: 'C' });
    expect(fromV2).toMatchObject({ optionsVersion: 3, maxValue: 5, unit: 'C' });
  });

  it('leaves current, newer and unknown configs as they are', () => {
    const reg = new WidgetRegistryImpl();
    reg.register(gauge());
    const current: WidgetConfig = { id: '1', name: 'g', controlType: 'dashboard', type: 'gauge', mapping: [], optionsVersion: 3 };
    expect(reg.upgrade(current)).toBe(current);
    const newer = { ...current, optionsVersion: 9 };
    expect(reg.upgrade(newer)).toBe(newer);
    const unknown = { ...current, type: 'mystery' };
    expect(reg.upgrade(unknown)).toBe(unknown);
  });

  it('stamps the version when the widget has no migrate', () => {
    const reg = new WidgetRegistryImpl();
    reg.register(gauge({ migrate: undefined, optionsVersion: 2 }));
    expect(reg.upgrade({ id: '1', name: 'g', controlType: 'x', type: 'gauge', mapping: [] }).optionsVersion).toBe(2);
  });

  it('withdraws an owner’s widgets', () => {
    const reg = new WidgetRegistryImpl();
    reg.register(gauge(), 'a.one');
    reg.register(gauge({ type: 'mine' }));
    reg.removeOwner('a.one');
    expect(reg.list().map((d) => d.type)).toEqual(['mine']);
  });

  it('rejects a definition without a renderer or defaults', () => {
    const reg = new WidgetRegistryImpl();
    expect(() => reg.register({ ...gauge(), Renderer: undefined as never })).toThrow();
  });
});
