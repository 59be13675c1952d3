import type { WidgetDefinition } from '@tessera/sdk';
import type { EditorWidth } from '../common/base-config';
import { SCENE_DIALOG_WIDTH } from '../common/constants';
import { k } from '../common/i18n';
import { CONTROL_KINDS, controlDefaults, validateControl, type ControlConfig, type ControlKind } from './control-config';
import { ControlEditor } from './control-editor';
import { ControlRenderer } from './control-renderer';

const WIDTH: Record<ControlKind, number> = {
  switch: 500,
  slider: 500,
  setValue: 500,
  mainSwitch: 500,
  sendAttribute: 600,
  sendCommand: 700,
  sceneControl: SCENE_DIALOG_WIDTH,
};

function controlWidget(kind: ControlKind): WidgetDefinition<ControlConfig> & EditorWidth {
  return {
    type: kind,
    category: 'control',
    title: k(`control.${kind}Title`),
    optionsVersion: 1,
    defaults: () => controlDefaults(kind),
    validate: validateControl,
    Editor: ControlEditor,
    Renderer: ControlRenderer,
    editorWidth: WIDTH[kind],
  };
}

/** Switch, slider, setValue, mainSwitch, sendAttribute, sendCommand and scene control (the spec's control panel). */
export const controlWidgets = CONTROL_KINDS.map(controlWidget);
