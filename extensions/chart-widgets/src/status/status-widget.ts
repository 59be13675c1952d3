import type { WidgetDefinition } from '@tessera/sdk';
import type { EditorWidth } from '../common/base-config';
import { k } from '../common/i18n';
import { statusDefaults, validateStatus, type StatusConfig } from './status-config';
import { StatusEditor } from './status-editor';
import { StatusRenderer } from './status-renderer';

export const statusWidget: WidgetDefinition<StatusConfig> & EditorWidth = {
  type: 'status',
  category: 'information',
  title: k('status.widgetTitle'),
  optionsVersion: 1,
  defaults: statusDefaults,
  validate: validateStatus,
  Editor: StatusEditor,
  Renderer: StatusRenderer,
  editorWidth: 800,
};
