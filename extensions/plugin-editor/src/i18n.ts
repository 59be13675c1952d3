import { useT } from '@tessera/sdk';

export const NS = 'tessera.plugin-editor';

/**
 * Translator for this extension's components. Keys are qualified with the namespace so the wizard reads the same
 * whether it renders in this extension's view or inside another extension that opens it (e.g. device pages).
 */
export function useEditorT(): (key: string, options?: Record<string, unknown>) => string {
  const { t } = useT();
  return (key, options) => t(`${NS}:${key}`, options);
}
