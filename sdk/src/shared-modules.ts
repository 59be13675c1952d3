/**
 * Modules the host provides to every extension bundle (docs/ARCHITECTURE.md, 'Layers and import rules'). An extension
 * bundle never contains them: the SDK's esbuild preset turns each import of these specifiers into a lookup in the host
 * registry `globalThis.__TESSERA_SHARED__`, so hooks, contexts and DI tokens are one copy. Part of the SDK's semver
 * contract: removing an entry is a major version, adding one a minor.
 */
export const SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@blueprintjs/core',
  '@blueprintjs/icons',
  '@blueprintjs/table',
  'mobx',
  'mobx-react-lite',
  'i18next',
  'react-i18next',
  'dayjs',
  'axios',
  'echarts/core',
  'echarts/charts',
  'echarts/components',
  'echarts/renderers',
  'react-grid-layout',
  'jsqr',
  '@tessera/sdk',
] as const;

export type SharedModule = (typeof SHARED_MODULES)[number];

/**
 * Shared modules of which the host provides a named subset only, because the library ships as one large file
 * that would otherwise land whole in the console's first load. Importing another name from them is undefined.
 * Extensions normally reach routing and translation through the SDK (`RouteService`, `useT`) anyway.
 */
export const CURATED_SHARED_EXPORTS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  'react-router-dom': [
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'generatePath',
    'matchPath',
    'useLocation',
    'useMatch',
    'useNavigate',
    'useParams',
    'useSearchParams',
  ],
  'react-i18next': ['I18nextProvider', 'Translation', 'useTranslation'],
});

/** The global name of the host registry. */
export const SHARED_REGISTRY_GLOBAL = '__TESSERA_SHARED__';

/**
 * Per shared specifier, the names a bundle imports from it ('default' for a default import), or '*' when it takes
 * the namespace. The SDK preset writes them into the bundle's load line, so the host can serve a module partly.
 */
export type SharedNeeds = Record<string, readonly string[] | '*'>;

/** The host registry every extension bundle reads its shared modules from. */
export interface SharedRegistry {
  readonly version: 1;
  /** The module namespace of a loaded shared module; throws when it is not loaded. */
  get(specifier: string): unknown;
  /**
   * Loads shared modules that the host keeps lazy (e.g. @blueprintjs/table, echarts). `needs` (optional, added in
   * 1.x; bundles built earlier omit it) lets the host skip loading a module whose needed names it already serves.
   */
  load(specifiers: string[], needs?: SharedNeeds): Promise<void>;
  has(specifier: string): boolean;
}
