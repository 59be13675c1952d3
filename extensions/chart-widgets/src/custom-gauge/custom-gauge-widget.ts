import type { WidgetDefinition } from '@tessera/sdk';
import type { EditorWidth } from '../common/base-config';
import { k } from '../common/i18n';
import { customGaugeDefaults, validateCustomGauge, type CustomGaugeConfig } from './custom-gauge-config';
import { CustomGaugeEditor } from './custom-gauge-editor';
import { CustomGaugeRenderer } from './custom-gauge-renderer';

/** Opened by the wizard's 'custom' button (category `custom`), and rendered like any dashboard widget. */
export const customGaugeWidget: WidgetDefinition<CustomGaugeConfig> & EditorWidth = {
  type: 'customGauge',
  category: 'custom',
  title: k('customGauge.widgetTitle'),
  optionsVersion: 1,
  defaults: customGaugeDefaults,
  validate: validateCustomGauge,
  Editor: CustomGaugeEditor,
  Renderer: CustomGaugeRenderer,
  editorWidth: 1000,
};
