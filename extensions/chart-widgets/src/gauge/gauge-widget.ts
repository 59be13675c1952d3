import type { WidgetDefinition } from '@tessera/sdk';
import type { EditorWidth } from '../common/base-config';
import { k } from '../common/i18n';
import { gaugeDefaults, validateGauge, type GaugeConfig } from './gauge-config';
import { GaugeEditor } from './gauge-editor';
import { GaugeRenderer } from './gauge-renderer';

export const gaugeWidget: WidgetDefinition<GaugeConfig> & EditorWidth = {
  type: 'gauge',
  category: 'dashboard',
  title: k('gauge.widgetTitle'),
  optionsVersion: 1,
  defaults: gaugeDefaults,
  validate: validateGauge,
  Editor: GaugeEditor,
  Renderer: GaugeRenderer,
  editorWidth: 700,
};
