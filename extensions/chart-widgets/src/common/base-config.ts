import type { WidgetConfig } from '@tessera/sdk';
import { DEFAULT_CHART_BACKGROUND, DEFAULT_OPACITY } from './constants';

/**
 * The common fields of a new bound chart component: no id yet (the wizard assigns one on first save, the spec's state
 * rules).
 */
export function baseConfig<T extends string>(type: T, controlType: string): WidgetConfig & { type: T } {
  return {
    id: '',
    name: '',
    controlType,
    type,
    mapping: [],
    style: { backgroundColor: DEFAULT_CHART_BACKGROUND, opacity: DEFAULT_OPACITY },
    disabled: false,
    optionsVersion: 1,
  };
}

/**
 * Widget definitions may carry the width of their config dialog (500 to 1000 px, the scene dialog 665 px).
 * Hosts read it with `editorWidthOf`; it is not part of the SDK interface, so it is optional.
 */
export interface EditorWidth {
  editorWidth?: number;
}

/** The first bound key, or undefined. */
export function firstKey(config: WidgetConfig): string | undefined {
  return config.mapping?.[0];
}
