import { Tag } from '@blueprintjs/core';
import { useT, type ExtensionManifest } from '@tessera/sdk';
import { localText } from '../local-text';

/** What an extension adds: menu entries (by title), pages, widget types and services. */
export function ContributionsCell({ manifest }: { manifest: ExtensionManifest }) {
  const { t, language } = useT();
  const c = manifest.contributes ?? {};
  const menus = (c.views ?? []).flatMap((v) => (v.menu ? [localText(v.menu.title, language)] : []));
  const items: Array<[string, string[]]> = [
    ['installed.menus', menus],
    ['installed.views', (c.views ?? []).filter((v) => !v.menu).map((v) => v.viewPath)],
    ['installed.pages', (c.pages ?? []).map((p) => p.path)],
    ['installed.widgets', (c.widgets ?? []).map((w) => w.type)],
    ['installed.services', (manifest.provides?.services ?? []).map((s) => s.token)],
  ];
  const shown = items.filter(([, list]) => list.length);
  if (!shown.length) return <span className="bp6-text-muted">-</span>;
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      {shown.map(([key, list]) => (
        <div key={key} data-testid={`contrib-${key.split('.')[1]}`}>
          <span className="bp6-text-muted">{t(key)}: </span>
          {list.map((x) => (
            <Tag key={x} minimal style={{ marginRight: 4 }}>
              {x}
            </Tag>
          ))}
        </div>
      ))}
    </div>
  );
}
