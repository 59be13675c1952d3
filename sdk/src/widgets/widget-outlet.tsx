import type { ComponentType } from 'react';
import { useService } from '../react/hooks';
import type { WidgetConfig, WidgetEditorProps, WidgetRendererProps } from './widget';

export type WidgetOutletProps = WidgetRendererProps;
export type WidgetEditorOutletProps = WidgetEditorProps;

/** The shell's side of the outlets: it owns the extension boundaries, so it draws them. */
export const WidgetHost = Symbol.for('tessera.core.WidgetHost');
export interface WidgetHost {
  readonly Renderer: ComponentType<WidgetOutletProps>;
  readonly Editor: ComponentType<WidgetEditorOutletProps>;
}

/**
 * Draws a configured widget (`config.type`) wherever an extension shows one: the owning extension is activated on
 * first use, the config is upgraded to the widget's optionsVersion, and the renderer runs inside its owner's
 * boundary — a throwing widget leaves a tile-sized error, an unknown type says "widget not installed".
 */
export function WidgetOutlet(props: WidgetOutletProps) {
  const { Renderer } = useService<WidgetHost>(WidgetHost);
  return <Renderer {...props} />;
}

/** A widget type's Editor (by `config.type`), inside its owner's boundary like `WidgetOutlet`. */
export function WidgetEditorOutlet<C extends WidgetConfig>(props: WidgetEditorProps<C>) {
  const { Editor } = useService<WidgetHost>(WidgetHost);
  return <Editor {...(props as unknown as WidgetEditorProps)} />;
}
