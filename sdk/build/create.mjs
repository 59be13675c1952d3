// `tessera-ext create <name>`: scaffolds an extension folder that builds, validates, packs and installs as is —
// a screen (menu entry), a widget, six locale files and a harness test. Plain Node, no template engine.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExtensionBuildError } from './errors.mjs';

const PART = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DEFAULT_PUBLISHER = 'my';

/** `acme.weather` → { publisher: 'acme', name: 'weather' }; a bare `weather` gets the publisher `my`. */
export function parseExtensionName(raw, publisher) {
  const [a, b, ...more] = String(raw ?? '').split('.');
  const parts = b === undefined ? { publisher: publisher ?? DEFAULT_PUBLISHER, name: a } : { publisher: a, name: b };
  if (more.length || !PART.test(parts.name) || !PART.test(parts.publisher)) {
    throw new ExtensionBuildError(`"${raw}" is not a valid extension name: use kebab-case "name" or "publisher.name" (e.g. acme.weather)`);
  }
  if (parts.publisher === 'tessera') throw new ExtensionBuildError('The publisher "tessera" is reserved for built-in extensions');
  return parts;
}

const camel = (s) => s.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (s) => camel(s).replace(/^./, (c) => c.toUpperCase());
const title = (s) =>
  s
    .split('-')
    .map((w) => w.replace(/^./, (c) => c.toUpperCase()))
    .join(' ');

/** The strings of the scaffold, per language. `en` is complete; a key another file lacks falls back to it. */
function localeFiles(display) {
  return {
    en: {
      title: display,
      intro: 'Your extension is running. Edit src/main-view.tsx to change this screen.',
      clicks: 'Clicked {{count}} times',
      click: 'Click me',
      widgetTitle: `${display} value`,
      widgetPreview: 'Widget preview',
      noValue: 'No value yet',
      needsMapping: 'Choose a data source',
    },
    ch: {
      title: display,
      intro: '扩展已运行。编辑 src/main-view.tsx 修改此页面。',
      clicks: '已点击 {{count}} 次',
      click: '点我',
      widgetTitle: `${display} 数值`,
      widgetPreview: '组件预览',
      noValue: '暂无数值',
      needsMapping: '请选择数据源',
    },
    es: {
      title: display,
      intro: 'Su extensión está en marcha. Edite src/main-view.tsx para cambiar esta pantalla.',
      clicks: '{{count}} clics',
      click: 'Haga clic',
      widgetTitle: `Valor de ${display}`,
      widgetPreview: 'Vista previa del widget',
      noValue: 'Sin valor todavía',
      needsMapping: 'Elija una fuente de datos',
    },
    ja: {
      title: display,
      intro: '拡張機能が動作しています。src/main-view.tsx を編集してこの画面を変更します。',
      clicks: '{{count}} 回クリック',
      click: 'クリック',
      widgetTitle: `${display} の値`,
      widgetPreview: 'ウィジェットのプレビュー',
      noValue: 'まだ値がありません',
      needsMapping: 'データソースを選択してください',
    },
    de: {
      title: display,
      intro: 'Ihre Erweiterung läuft. Bearbeiten Sie src/main-view.tsx, um diese Seite zu ändern.',
      clicks: '{{count}}-mal geklickt',
      click: 'Klick mich',
      widgetTitle: `${display}-Wert`,
      widgetPreview: 'Widget-Vorschau',
      noValue: 'Noch kein Wert',
      needsMapping: 'Datenquelle wählen',
    },
    fr: {
      title: display,
      intro: 'Votre extension fonctionne. Modifiez src/main-view.tsx pour changer cet écran.',
      clicks: '{{count}} clics',
      click: 'Cliquez',
      widgetTitle: `Valeur ${display}`,
      widgetPreview: 'Aperçu du widget',
      noValue: 'Pas encore de valeur',
      needsMapping: 'Choisissez une source de données',
    },
  };
}

const SCHEMA = fileURLToPath(new URL('../../extension-manifest.schema.json', import.meta.url));

function manifest({ id, publisher, name, display, widgetType, dir }) {
  return {
    // The JSON schema of this file, for editor completion (a relative path into the SDK's repository).
    $schema: relative(dir, SCHEMA).split('\\').join('/'),
    manifestVersion: 1,
    id,
    version: '0.1.0',
    displayName: { en: display, ch: display },
    description: { en: `${display}: a screen and a widget` },
    kind: 'visual',
    publisher,
    engines: { sdk: '^1.0.0' },
    entry: 'src/index.tsx',
    i18n: {
      namespace: id,
      locales: Object.fromEntries(['ch', 'en', 'es', 'ja', 'de', 'fr'].map((l) => [l, `locales/${l}.json`])),
    },
    contributes: {
      views: [
        {
          id: 'main',
          viewPath: `/pages/${publisher}/${name}`,
          menu: {
            path: `/${publisher}/${name}`,
            name: camel(`${publisher}-${name}`),
            icon: 'application',
            parent: 'applicationManagement',
            sort: 50,
            title: { en: display, ch: display, es: display, ja: display, de: display, fr: display },
          },
        },
      ],
      widgets: [{ type: widgetType, category: 'information', optionsVersion: 1 }],
    },
  };
}

const INDEX = ({ Pascal }) => `import { defineExtension } from '@tessera/sdk';
import { MainView } from './main-view';
import { ${Pascal.charAt(0).toLowerCase() + Pascal.slice(1)}Widget } from './value-widget';

// The entry default-exports defineExtension: one component per contributes.views[].id, one definition per
// contributes.widgets[].type of extension.json.
export default defineExtension({
  views: { main: MainView },
  widgets: [${Pascal.charAt(0).toLowerCase() + Pascal.slice(1)}Widget],
});
`;

const MAIN_VIEW = ({ widgetType }) => `import { Button, Card } from '@blueprintjs/core';
import { useT, WidgetOutlet, type ViewProps, type WidgetConfig } from '@tessera/sdk';
import { useState } from 'react';

// A sample config of this extension's own widget, drawn through the outlet like any page that shows widgets.
const SAMPLE: WidgetConfig = { id: 'sample', name: 'sample', type: '${widgetType}', controlType: 'information', mapping: ['temperature'] };

export function MainView(_: ViewProps) {
  const { t } = useT();
  const [clicks, setClicks] = useState(0);
  return (
    <Card data-testid="scaffold-main">
      <h2>{t('title')}</h2>
      <p>{t('intro')}</p>
      <Button data-testid="scaffold-click" icon="hand-up" onClick={() => setClicks((c) => c + 1)}>{t('click')}</Button>
      <p data-testid="scaffold-clicks">{t('clicks', { count: clicks })}</p>
      <h3>{t('widgetPreview')}</h3>
      <WidgetOutlet config={SAMPLE} data={{ values: { temperature: 21.5 }, titles: { temperature: 'Temperature' } }} height={120} />
    </Card>
  );
}
`;

const WIDGET = ({ widgetType, Pascal }) => `import type { WidgetConfig, WidgetDefinition, WidgetRendererProps } from '@tessera/sdk';
import { useT } from '@tessera/sdk';

/** What the renderer receives is documented in the SDK README ("The widget contract"). */
export type ValueConfig = WidgetConfig;

function ValueRenderer({ config, data }: WidgetRendererProps<ValueConfig>) {
  const { t } = useT();
  const key = config.mapping[0];
  const value = key === undefined ? undefined : data.values[key];
  return (
    <div data-testid="scaffold-widget" style={{ padding: 8 }}>
      <div>{key === undefined ? '' : data.titles?.[key] ?? key}</div>
      <strong style={{ fontSize: 28 }}>{value === undefined || value === null ? t('noValue') : String(value)}</strong>
    </div>
  );
}

export const ${Pascal.charAt(0).toLowerCase() + Pascal.slice(1)}Widget: WidgetDefinition<ValueConfig> = {
  type: '${widgetType}',
  category: 'information',
  title: 'widgetTitle',
  optionsVersion: 1,
  defaults: () => ({ id: '', name: '', type: '${widgetType}', controlType: 'information', mapping: [] }),
  validate: (config) => (config.mapping.length === 0 ? ['needsMapping'] : []),
  Renderer: ValueRenderer,
};
`;

const TEST = ({ folder, widgetType, Pascal }) => `// Run with: tessera-ext test   (or any vitest setup with jsdom and @tessera/sdk resolvable)
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createExtensionHarness } from '@tessera/sdk/harness';
import type { ExtensionManifest } from '@tessera/sdk';
import { expect, it } from 'vitest';
import extension from '../src/index';
import { ${Pascal.charAt(0).toLowerCase() + Pascal.slice(1)}Widget } from '../src/value-widget';
import manifest from '../extension.json';
import en from '../locales/en.json';
import ch from '../locales/ch.json';

// The harness activates the extension as the console would: its view and its widget are registered.
const harness = () => createExtensionHarness(extension, { manifest: manifest as unknown as ExtensionManifest, locales: { en, ch }, language: 'en' });

it('${folder}: the screen counts clicks and previews the widget', async () => {
  const h = await harness();
  h.renderView('main');
  expect(screen.getByRole('heading', { name: en.title })).toBeTruthy();
  fireEvent.click(screen.getByTestId('scaffold-click'));
  await waitFor(() => expect(screen.getByTestId('scaffold-clicks').textContent).toBe('Clicked 1 times'));
  expect(screen.getByTestId('scaffold-widget').textContent).toContain('21.5');
});

it('${folder}: the widget shows the mapped value, or says there is none', async () => {
  const h = await harness();
  const { Renderer } = ${Pascal.charAt(0).toLowerCase() + Pascal.slice(1)}Widget;
  const config = { id: 'w', name: 'w', type: '${widgetType}', controlType: 'information', mapping: ['hum'] };
  const view = h.render(<Renderer config={config} data={{ values: {} }} />);
  expect(view.container.textContent).toContain(en.noValue);
  view.unmount();
  h.render(<Renderer config={config} data={{ values: { hum: 40 }, titles: { hum: 'Humidity' } }} />);
  expect(screen.getByTestId('scaffold-widget').textContent).toBe('Humidity40');
  expect(${Pascal.charAt(0).toLowerCase() + Pascal.slice(1)}Widget.validate({ ...config, mapping: [] })).toEqual(['needsMapping']);
});
`;

const README = ({ id, folder }) => `# ${id}

Scaffolded by \`tessera-ext create\`. From this folder:

    tessera-ext test                 # the harness test in test/
    tessera-ext build                # type-check + bundle into dist/
    tessera-ext validate --market    # the market rules on the sources
    tessera-ext pack                 # → ${id}-0.1.0.tessera.json, the file the plugin market installs

(\`tessera-ext\` is \`node <tessera>/sdk/bin/tessera-ext.mjs\` when it is not on your PATH.) The SDK README
documents the manifest, the services, the typed server API and the widget contract. Folder: ${folder}.
`;

/**
 * Writes the scaffold into `<parent>/<folder>`; refuses an existing folder. Resolves to `{ dir, id, files }`.
 * `folder` defaults to the name with its publisher (`acme-weather` for `acme.weather`, `weather` for a bare name).
 */
export async function createExtension({ name, parent = '.', publisher } = {}) {
  const parts = parseExtensionName(name, publisher);
  const id = `${parts.publisher}.${parts.name}`;
  const folder = String(name).includes('.') ? `${parts.publisher}-${parts.name}` : parts.name;
  const dir = resolve(parent, folder);
  if (existsSync(dir)) throw new ExtensionBuildError(`${dir} already exists; choose another name or folder`);
  const vars = {
    id,
    folder,
    dir,
    publisher: parts.publisher,
    name: parts.name,
    display: title(parts.name),
    Pascal: pascal(parts.name),
    widgetType: `${camel(parts.publisher)}${pascal(parts.name)}Value`,
  };
  const files = {
    'extension.json': `${JSON.stringify(manifest(vars), null, 2)}\n`,
    'src/index.tsx': INDEX(vars),
    'src/main-view.tsx': MAIN_VIEW(vars),
    'src/value-widget.tsx': WIDGET(vars),
    [`test/${parts.name}.test.tsx`]: TEST(vars),
    'README.md': README(vars),
    '.gitignore': 'dist/\n*.tessera.json\nnode_modules\n',
  };
  for (const [lang, strings] of Object.entries(localeFiles(vars.display))) files[`locales/${lang}.json`] = `${JSON.stringify(strings, null, 2)}\n`;
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(join(dir, rel, '..'), { recursive: true });
    await writeFile(join(dir, rel), text);
  }
  return { dir, id, files: Object.keys(files).sort() };
}
