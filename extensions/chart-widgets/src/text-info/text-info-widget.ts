import type { WidgetDefinition } from '@tessera/sdk';
import type { EditorWidth } from '../common/base-config';
import { k } from '../common/i18n';
import { textInfoDefaults, validateTextInfo, type TextInfoConfig } from './text-info-config';
import { TextInfoEditor } from './text-info-editor';
import { TextInfoRenderer } from './text-info-renderer';

export const textInfoWidget: WidgetDefinition<TextInfoConfig> & EditorWidth = {
  type: 'textInfo',
  category: 'information',
  title: k('textInfo.widgetTitle'),
  optionsVersion: 1,
  defaults: textInfoDefaults,
  validate: validateTextInfo,
  Editor: TextInfoEditor,
  Renderer: TextInfoRenderer,
  editorWidth: 600,
};
