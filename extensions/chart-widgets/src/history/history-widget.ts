import type { WidgetDefinition } from '@tessera/sdk';
import type { EditorWidth } from '../common/base-config';
import { k } from '../common/i18n';
import { historyDefaults, validateHistory, type HistoryConfig } from './history-config';
import { HistoryEditor } from './history-editor';
import { HistoryRenderer } from './history-renderer';

export const historyWidget: WidgetDefinition<HistoryConfig> & EditorWidth = {
  type: 'history',
  category: 'history',
  title: k('history.widgetTitle'),
  optionsVersion: 1,
  defaults: historyDefaults,
  validate: validateHistory,
  Editor: HistoryEditor,
  Renderer: HistoryRenderer,
  editorWidth: 800,
};
