/** The meta tag through which the build names the second half of the console's stylesheet (scripts/split-css.mjs). */
export const DEFERRED_STYLES_META = 'tessera-deferred-styles';

let loading: Promise<void> | undefined;

/**
 * Loads the stylesheet of the components no page before login shows (menus, popovers, toasts, the dark theme...),
 * once; resolves when it applies (or failed: a missing sheet must not keep the shell from rendering). Inserted before
 * the first stylesheet so the cascade stays as one file had it: Blueprint's rules first, the shell's after them.
 * Without the meta tag (tests, an unsplit build) everything is in the first sheet already.
 */
export function loadDeferredStyles(doc: Document = document): Promise<void> {
  if (loading) return loading;
  const href = doc.querySelector<HTMLMetaElement>(`meta[name="${DEFERRED_STYLES_META}"]`)?.content;
  if (!href) return (loading = Promise.resolve());
  loading = new Promise<void>((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    const first = doc.head.querySelector('link[rel="stylesheet"]');
    doc.head.insertBefore(link, first);
  });
  return loading;
}
