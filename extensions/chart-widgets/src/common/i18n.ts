import { useT } from '@tessera/sdk';

/** The extension id and i18n namespace of the widget set. */
export const NS = 'tessera.chart-widgets';

/**
 * A fully-qualified i18n key (`tessera.chart-widgets:<key>`). Widget titles and validate() messages are
 * returned this way because they are shown by other extensions (the plugin editor, dashboards), whose own
 * namespace is active while they render; i18next resolves the `ns:` prefix whatever the active namespace.
 */
export function k(key: string): string {
  return `${NS}:${key}`;
}

/** Translator for widget components: keys are looked up in this extension's namespace wherever rendered. */
export function useWidgetT(): (key: string, options?: Record<string, unknown>) => string {
  const { t } = useT();
  return (key, options) => t(k(key), options);
}
