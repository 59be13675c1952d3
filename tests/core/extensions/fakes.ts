import 'reflect-metadata';
import { Container } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  AppHooks,
  createAppHooks,
  AuthService,
  HttpClient,
  I18nService,
  Logger,
  Notifier,
  PermissionService,
  SessionStore,
  WidgetRegistry,
  defineExtension,
  type CatalogEntry,
  type ExtensionDefinition,
  type ExtensionManifest,
  type Language,
  type Permissions,
} from '@tessera/sdk';
import { extensionsModule } from '../../../core/src/extensions/extensions-module';
import { computeIntegrity } from '../../../core/src/extensions/integrity';
import { ModuleImporter } from '../../../core/src/extensions/module-importer';
import { WidgetCatalog, WidgetRegistryImpl } from '../../../core/src/widgets/widget-registry-impl';

/** The shell's own hooks object (the SDK's factory). */
export const createHooks = createAppHooks;

/** Only the parts of the session the host reads; observable like the real store. */
export class FakeSession {
  permissions: Permissions | null = null;
  constructor() {
    makeAutoObservable(this);
  }
  setPermissions(p: Permissions | null) {
    this.permissions = p;
  }
}

/** Translations are echoed as `key {vars}` so tests can see which message was chosen. */
export class FakeI18n {
  language: Language = 'en';
  added: { lang: string; ns: string; res: Record<string, unknown> }[] = [];
  constructor() {
    makeAutoObservable(this, { added: false });
  }
  t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
  fixedT = (ns: string) => (key: string) => {
    const hit = [...this.added].reverse().find((a) => a.ns === ns && a.lang === this.language && key in a.res);
    return hit ? String(hit.res[key]) : `${ns}:${key}`;
  };
  async changeLanguage(lang: Language) {
    this.language = lang;
  }
  addResources(lang: string, ns: string, res: Record<string, unknown>) {
    this.added.push({ lang, ns, res });
  }
  hasNamespace(ns: string) {
    return this.added.some((a) => a.ns === ns);
  }
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {}, child: () => silentLogger };

/** Serves files by URL and evaluates "modules" from a table keyed by URL, counting every fetch and import. */
export class FakeImporter {
  files = new Map<string, Uint8Array>();
  modules = new Map<string, () => Record<string, unknown>>();
  fetches: string[] = [];
  imports: string[] = [];
  json = new Map<string, unknown>();
  /** Lets a test hold fetches open to observe concurrency. */
  gate: Promise<void> = Promise.resolve();

  async fetchBytes(url: string): Promise<ArrayBuffer> {
    this.fetches.push(url);
    await this.gate;
    const bytes = this.files.get(url);
    if (!bytes) throw new Error(`404 ${url}`);
    return bytes.slice().buffer;
  }
  async fetchJson(url: string): Promise<unknown> {
    this.fetches.push(url);
    if (!this.json.has(url)) throw new Error(`404 ${url}`);
    return this.json.get(url);
  }
  async importModule(_bytes: ArrayBuffer, url: string) {
    this.imports.push(url);
    const mod = this.modules.get(url);
    if (!mod) throw new Error(`no module ${url}`);
    return mod();
  }
}

export function manifest(id: string, over: Partial<ExtensionManifest> = {}): ExtensionManifest {
  return {
    manifestVersion: 1,
    id,
    version: '1.0.0',
    displayName: { en: id },
    kind: 'visual',
    engines: { sdk: '^1.0.0' },
    entry: 'index.js',
    ...over,
  };
}

export interface Harness {
  container: Container;
  http: { call: ReturnType<typeof vi.fn> };
  session: FakeSession;
  i18n: FakeI18n;
  importer: FakeImporter;
  hooks: AppHooks;
  auth: { loadPermissions: ReturnType<typeof vi.fn>; nextPermissions: Permissions | null };
  catalog: CatalogEntry[];
  /** Adds a catalog entry whose entry file is served with a correct (or given) integrity. */
  addExtension(
    id: string,
    def: ExtensionDefinition | (() => Record<string, unknown>),
    over?: Partial<ExtensionManifest>,
    entryOver?: Partial<CatalogEntry>,
  ): Promise<CatalogEntry>;
}

export function createHarness(): Harness {
  const container = new Container({ defaultScope: 'Singleton' });
  const session = new FakeSession();
  const i18n = new FakeI18n();
  const importer = new FakeImporter();
  const hooks = createHooks();
  const catalog: CatalogEntry[] = [];
  const http = { call: vi.fn(async (url: string) => (url === '/extensions/catalog' ? catalog : undefined)), post: vi.fn(), request: vi.fn() };
  const auth = {
    nextPermissions: null as Permissions | null,
    loadPermissions: vi.fn(async () => {
      if (auth.nextPermissions) session.setPermissions(auth.nextPermissions);
      return { code: 200 };
    }),
  };
  container.bind(HttpClient).toConstantValue(http as never);
  container.bind(SessionStore).toConstantValue(session as never);
  container.bind(I18nService).toConstantValue(i18n as never);
  container.bind(AuthService).toConstantValue(auth as never);
  container.bind(AppHooks).toConstantValue(hooks);
  container.bind(Logger).toConstantValue(silentLogger);
  container.bind(Notifier).toConstantValue({ success() {}, error() {}, warning() {}, info() {}, confirm: async () => true });
  container.bind(PermissionService).toConstantValue({ hasAuth: () => true });
  container.bind(WidgetRegistry).to(WidgetRegistryImpl).inSingletonScope();
  container.bind(WidgetCatalog).toService(WidgetRegistry);
  container.load(extensionsModule);
  container.unbind(ModuleImporter);
  container.bind(ModuleImporter).toConstantValue(importer);

  let counter = 0;
  const addExtension: Harness['addExtension'] = async (id, def, over = {}, entryOver = {}) => {
    const baseUrl = `/extensions/${id}/`;
    const code = new TextEncoder().encode(`// ${id} ${counter++}\nexport default {};`);
    const m = manifest(id, over);
    const url = `${baseUrl}${m.entry}`;
    importer.files.set(url, code);
    importer.modules.set(url, typeof def === 'function' ? def : () => ({ default: defineExtension(def) }));
    if (!('integrity' in over)) m.integrity = await computeIntegrity(code);
    const entry: CatalogEntry = { manifest: m, baseUrl, builtin: false, enabled: true, ...entryOver };
    catalog.push(entry);
    return entry;
  };
  return { container, http, session, i18n, importer, hooks, auth, catalog, addExtension };
}
