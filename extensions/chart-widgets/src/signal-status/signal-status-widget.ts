import type { WidgetDefinition } from '@tessera/sdk';
import type { EditorWidth } from '../common/base-config';
import { k } from '../common/i18n';
import { signalStatusDefaults, validateSignalStatus, type SignalStatusConfig } from './signal-status-config';
import { SignalStatusEditor } from './signal-status-editor';
import { SignalStatusRenderer } from './signal-status-renderer';

export const signalStatusWidget: WidgetDefinition<SignalStatusConfig> & EditorWidth = {
  type: 'signalStatus',
  category: 'information',
  title: k('signalStatus.widgetTitle'),
  optionsVersion: 1,
  defaults: signalStatusDefaults,
  validate: validateSignalStatus,
  Editor: SignalStatusEditor,
  Renderer: SignalStatusRenderer,
  editorWidth: 500,
};
