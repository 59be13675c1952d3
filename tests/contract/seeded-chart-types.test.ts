import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_MODELS } from '../../server/src/modules/devices/device-model-seed';
import { WIDGETS } from '../../extensions/chart-widgets/src/widget-set';

const EXTENSIONS = join(__dirname, '../../extensions');

/** Every widget type a built-in extension's manifest contributes. */
function manifestWidgetTypes(): Set<string> {
  const types = new Set<string>();
  for (const dir of readdirSync(EXTENSIONS)) {
    const file = join(EXTENSIONS, dir, 'extension.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    for (const w of manifest.contributes?.widgets ?? []) types.add(w.type);
  }
  return types;
}

describe('seeded plugins draw with registered widgets', () => {
  const registered = new Set(WIDGETS.map((w) => w.type));

  it('the chart widgets register what their manifest contributes', () => {
    const declared = JSON.parse(readFileSync(join(EXTENSIONS, 'chart-widgets/extension.json'), 'utf8')).contributes.widgets.map(
      (w: { type: string }) => w.type,
    );
    expect([...registered].sort()).toEqual([...declared].sort());
  });

  for (const model of SEED_MODELS) {
    it(`${model.model_name}: every chart type is registered by a built-in extension`, () => {
      const charts: { type: string; mapping: string[] }[] = JSON.parse(model.chart_data).chart;
      const manifests = manifestWidgetTypes();
      expect(charts.length).toBeGreaterThan(0);
      for (const c of charts) {
        expect(manifests.has(c.type), `${c.type} is in no manifest`).toBe(true);
        expect(registered.has(c.type), `${c.type} is not registered`).toBe(true);
      }
    });

    it(`${model.model_name}: every chart binds properties of its thing model`, () => {
      const parsed = JSON.parse(model.chart_data);
      const names = new Set(parsed.tsl.properties.map((p: { name: string }) => p.name));
      for (const c of parsed.chart) for (const key of c.mapping) expect(names.has(key)).toBe(true);
    });
  }
});
