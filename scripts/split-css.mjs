// The login page's stylesheet budget: Blueprint's CSS is ~45 KB gzip, most of it for components the login, register
// and reset pages never show (menus, popovers, trees, toasts, the dark theme...). The build splits the console's
// bundled stylesheet in two: the first load keeps every rule but those naming a deferred component; the rest goes to
// a second file the shell loads before it renders the signed-in layout, the share page, a toast or the dark theme
// (core/src/layout/deferred-styles.ts). Unknown components stay in the first load: the split fails safe.
import { readFileSync, writeFileSync } from 'node:fs';
import postcss from 'postcss';

/** Blueprint components no page before login uses (prefix match: `menu` covers `menu-item`, `menu-divider`...). */
export const DEFERRED_COMPONENTS = [
  'dark',
  'tooltip',
  'popover',
  'menu',
  'submenu',
  'navbar',
  'tree',
  'html-table',
  'tag-input',
  'compound-tag',
  'toast',
  'drawer',
  'slider',
  'editable-text',
  'file-upload',
  'file-input',
  'panel-stack',
  'multistep-dialog',
  'entity-title',
  'breadcrumb',
  'collapse',
  'section',
  'segmented-control',
  'progress',
  'hotkey',
  'key',
  'context-menu',
  'numeric-input',
  'select',
  'skeleton',
  'card-list',
  'overflow-list',
  'code-block',
  'timezone',
  'datepicker',
  'daterange',
  'table',
  'resizable',
];
const DEFERRED = new RegExp(`\\.bp6-(${DEFERRED_COMPONENTS.join('|')})(?![a-z])`);

/** Splits CSS text into `{ critical, deferred }` (each valid CSS; at-rules such as @media follow their rules). */
export function splitCss(css) {
  const critical = postcss.parse(css);
  const deferred = postcss.root();
  critical.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
    const moved = rule.selectors.filter((s) => DEFERRED.test(s));
    if (!moved.length) return;
    const copy = rule.clone({ selectors: moved });
    if (rule.parent?.type === 'atrule') deferred.append(rule.parent.clone({ nodes: [] }).append(copy));
    else deferred.append(copy);
    const kept = rule.selectors.filter((s) => !DEFERRED.test(s));
    if (kept.length) rule.selectors = kept;
    else rule.remove();
  });
  critical.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  return { critical: critical.toString(), deferred: deferred.toString() };
}

/** Rewrites `file` to its first-load part and writes the rest beside it; resolves to the deferred file's path. */
export function splitCssFile(file) {
  const { critical, deferred } = splitCss(readFileSync(file, 'utf8'));
  const deferredFile = file.replace(/([^/\\]+)\.css$/, 'deferred-$1.css');
  writeFileSync(file, critical);
  writeFileSync(deferredFile, deferred);
  return deferredFile;
}
