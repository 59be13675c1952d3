import type { WidgetDefinition } from '@tessera/sdk';
import type { EditorWidth } from '../common/base-config';
import { k } from '../common/i18n';
import { deviceStatusDefaults, validateDeviceStatus, type DeviceStatusConfig } from './device-status-config';
import { DeviceStatusEditor } from './device-status-editor';
import { DeviceStatusRenderer } from './device-status-renderer';

export const deviceStatusWidget: WidgetDefinition<DeviceStatusConfig> & EditorWidth = {
  type: 'deviceStatus',
  category: 'information',
  title: k('deviceStatus.widgetTitle'),
  optionsVersion: 1,
  defaults: deviceStatusDefaults,
  validate: validateDeviceStatus,
  Editor: DeviceStatusEditor,
  Renderer: DeviceStatusRenderer,
  editorWidth: 500,
};
