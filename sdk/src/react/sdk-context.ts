import { createContext } from 'react';

export interface SdkContextValue {
  /** Resolves a service by token. */
  get<T>(token: symbol): T;
  /** The i18n namespace of the extension rendering this subtree (core's own when absent). */
  namespace?: string;
  /** Inside a WidgetOutlet: the widget type being drawn (keys the `widgetOption` hook). */
  widgetType?: string;
}

/** Provided by the shell at its root and re-provided by each ExtensionBoundary with the extension's namespace. */
export const SdkContext = createContext<SdkContextValue | null>(null);
