import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableShallow, reaction, runInAction } from 'mobx';
import type { ComponentType } from 'react';
import {
  AppHooks,
  AuthService,
  HttpClient,
  I18nService,
  Logger,
  RouteService,
  SessionStore,
  ViewRegistry,
  WidgetRegistry,
  type CatalogEntry,
  type ExtensionState,
  type ExtensionStatus,
  type Language,
  type ViewProps,
} from '@tessera/sdk';
import { WidgetCatalog } from '../widgets/widget-registry-impl';
import { activateDependencies, assertActivatable, IncompatibleError, preloadActivationChecks } from './activation-checks';
import type { ExtensionHostInternal } from './extension-host-internal';
import { ExtensionRuntime } from './extension-runtime';
import { addMenuTitles, loadExtensionLocale, styleLinks } from './extension-resources';
import { ModuleImporter } from './module-importer';
import { ProvidedServices } from './provided-services';
import { ServiceLocator } from './service-locator';
import { evaluateEntry, fetchVerifiedEntry } from './verified-entry';
import { MenuTrees } from './menu-trees';
import { newRecord, now, statusOf, type ExtensionRecord } from './extension-record';

type CatalogReply = CatalogEntry[] | { list?: CatalogEntry[] };

/**
 * Catalog, lazy activation, isolation and diagnostics of extensions (docs/ARCHITECTURE.md, "Extension lifecycle").
 * Built-in and market extensions take the same path: manifest → (first use) engines check → locales → verified
 * entry → activate.
 */
@injectable()
export class ExtensionHostImpl implements ExtensionHostInternal {
  private records = new Map<string, ExtensionRecord>();
  /** Bumped on every state change: observers (diagnostics, routes) re-render. */
  version = 0;
  /** Whether the catalog is being fetched: routes wait instead of calling a view "not installed". */
  catalogLoading = false;
  private loading: Promise<void> = Promise.resolve();
  private readonly log: Logger;
  private readonly provided: ProvidedServices;
  private readonly trees: MenuTrees;

  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(I18nService) private readonly i18n: I18nService,
    @inject(AuthService) auth: AuthService,
    @inject(SessionStore) session: SessionStore,
    @inject(AppHooks) private readonly hooks: AppHooks,
    @inject(Logger) logger: Logger,
    @inject(ViewRegistry) private readonly views: ViewRegistry,
    @inject(RouteService) routes: RouteService,
    @inject(WidgetRegistry) private readonly widgets: WidgetRegistry,
    @inject(WidgetCatalog) private readonly widgetCatalog: WidgetCatalog,
    @inject(ModuleImporter) private readonly importer: ModuleImporter,
    @inject(ServiceLocator) private readonly locator: ServiceLocator,
  ) {
    this.log = logger.child('extensions');
    this.trees = new MenuTrees(auth, session, routes, this.log);
    this.widgetCatalog.attachActivator((id) => this.activate(id));
    this.provided = new ProvidedServices(
      () => [...this.records.values()].map((r) => ({ entry: r.entry, container: r.state === 'active' ? r.runtime?.container : undefined })),
      async (id) => {
        await this.activate(id);
        return this.records.get(id)?.runtime?.container;
      },
      this.i18n,
    );
    makeObservable<ExtensionHostImpl, 'records' | 'setState'>(this, {
      records: observableShallow,
      version: observable,
      catalogLoading: observable,
      setState: action,
    });
    // Extensions already running get their strings in the new language too: before the switch takes effect
    // when the i18n service offers a loader hook, else as soon as its observable language changes.
    const withLoader = this.i18n as I18nService & { addLanguageLoader?(fn: (lang: Language) => Promise<void>): () => void };
    if (withLoader.addLanguageLoader) withLoader.addLanguageLoader((lang) => this.loadActiveLocales(lang));
    else
      reaction(
        () => this.i18n.language,
        (lang) => void this.loadActiveLocales(lang),
      );
  }

  private async loadActiveLocales(lang: Language): Promise<void> {
    const active = [...this.records.entries()].filter(([, r]) => r.runtime || r.inflight).map(([id]) => id);
    await Promise.all(active.map((id) => this.ensureLocales(id, lang)));
  }

  get catalog(): readonly CatalogEntry[] {
    return [...this.records.values()].map((r) => r.entry);
  }

  load(): Promise<void> {
    preloadActivationChecks();
    return this.track(this.fetchCatalog(() => this.http.call<CatalogReply>('/extensions/catalog')));
  }

  loadShared(shareId: string): Promise<void> {
    return this.track(this.fetchCatalog(() => this.http.call<CatalogReply>('/share/catalog', { share_id: shareId }, { silent: true })));
  }

  private track(loading: Promise<void>): Promise<void> {
    this.loading = loading.catch(() => undefined);
    return loading;
  }

  whenLoaded(): Promise<void> {
    return this.loading;
  }

  private async fetchCatalog(fetch: () => Promise<CatalogReply>): Promise<void> {
    runInAction(() => (this.catalogLoading = true));
    let data: CatalogReply;
    try {
      data = await fetch();
    } finally {
      runInAction(() => (this.catalogLoading = false));
    }
    const list = Array.isArray(data) ? data : (data?.list ?? []);
    const catalog = this.hooks.extensionCatalog.call(list.filter((e) => e?.manifest?.id));
    runInAction(() => {
      const next = new Map<string, ExtensionRecord>();
      for (const entry of catalog) {
        // A reload keeps what is already running.
        const old = this.records.get(entry.manifest.id);
        next.set(entry.manifest.id, old ?? newRecord(entry));
      }
      this.records = next;
    });
    for (const entry of catalog) addMenuTitles(this.i18n, entry.manifest);
    this.views.rebuild(catalog);
    this.widgetCatalog.rebuild(catalog);
    const eager = catalog.filter((e) => e.enabled !== false && e.manifest.activation === 'eager');
    await Promise.allSettled(eager.map((e) => this.activate(e.manifest.id)));
  }

  activate(extensionId: string): Promise<void> {
    const record = this.records.get(extensionId);
    if (!record) return Promise.reject(new Error(this.i18n.t('host.errors.unknownExtension', { id: extensionId })));
    if (record.state === 'active') return Promise.resolve();
    if (record.inflight) return record.inflight;
    const started = now();
    // A crashed view leaves the runtime in place (its boundary may retry the view): a new activation starts afresh.
    record.runtime?.dispose();
    record.runtime = undefined;
    this.setState(record, 'activating');
    record.inflight = this.doActivate(record).then(
      () => {
        const ms = Math.round(now() - started);
        this.setState(record, 'active', undefined, ms);
        record.inflight = undefined;
        this.hooks.afterActivate.call(extensionId, ms);
      },
      (err: unknown) => {
        const error = err instanceof Error ? err : new Error(String(err));
        record.runtime?.dispose();
        record.runtime = undefined;
        record.inflight = undefined;
        this.setState(record, error instanceof IncompatibleError ? 'incompatible' : 'failed', error.message);
        this.log.error(`${extensionId}: ${error.message}`);
        try {
          this.hooks.activateFailed.call(extensionId, error);
        } catch (hookErr) {
          this.log.warn('activateFailed hook threw', hookErr);
        }
        throw error;
      },
    );
    return record.inflight;
  }

  private async doActivate(record: ExtensionRecord): Promise<void> {
    const { manifest, baseUrl } = record.entry;
    const id = manifest.id;
    await assertActivatable(record.entry, this.i18n);
    // The files load while the dependencies activate (nothing is evaluated before they are up): an activation costs
    // one round trip, not one per step. An incompatible or disabled extension is never fetched.
    const locales = this.ensureLocales(id, this.i18n.language);
    const entry = fetchVerifiedEntry(this.importer, this.i18n, this.log, record.entry);
    entry.catch(() => undefined); // reported below, after the dependencies' failures, which come first
    await activateDependencies(
      record.entry,
      (depId) => this.records.get(depId),
      (depId) => this.activate(depId),
      this.i18n,
    );
    await locales;
    const def = await evaluateEntry(this.importer, this.i18n, await entry);
    record.links = styleLinks(id, baseUrl, manifest.styles ?? []);
    await this.hooks.beforeActivate.promise(id);

    const runtime = new ExtensionRuntime(record.entry, {
      locator: this.locator,
      widgets: this.widgets,
      hooks: this.hooks,
      onHooksChanged: (hook) => {
        if (hook === 'menuTree' || hook === 'routes') this.trees.reapply();
      },
      t: (k, o) => this.i18n.t(k, o),
      extensionT: this.i18n.fixedT(id),
      provided: (token) => this.providedService(token),
    });
    record.runtime = runtime;
    runtime.apply(def);
    if (def.deactivate) runtime.context.onDispose(() => void def.deactivate!());
    await def.activate?.(runtime.context);
  }

  /** Loads an extension's strings for a language into its namespace (once per language; callers share the load). */
  ensureLocales(extensionId: string, lang: Language): Promise<void> {
    const record = this.records.get(extensionId);
    if (!record) return Promise.resolve();
    let pending = record.locales.get(lang);
    if (!pending) {
      pending = loadExtensionLocale(this.importer, this.i18n, record.entry, lang).catch((err: unknown) => {
        // Missing strings degrade the view; they must not keep it from running. A later visit retries.
        record.locales.delete(lang);
        this.log.warn(`${extensionId}: locale ${lang} not loaded`, err);
      });
      record.locales.set(lang, pending);
    }
    return pending;
  }

  async install(entry: CatalogEntry): Promise<void> {
    const id = entry.manifest.id;
    if (this.records.has(id)) await this.uninstall(id, false);
    runInAction(() => {
      this.records.set(id, newRecord(entry));
    });
    addMenuTitles(this.i18n, entry.manifest);
    this.views.add(entry);
    this.widgetCatalog.add(entry);
    // The server changed the menu: re-fetch it, and the routes follow.
    await this.trees.reload();
    if (entry.enabled !== false && entry.manifest.activation === 'eager') await this.activate(id).catch(() => undefined);
  }

  async uninstall(extensionId: string, refresh = true): Promise<void> {
    const record = this.records.get(extensionId);
    if (!record) return;
    if (record.inflight) await record.inflight.catch(() => undefined);
    const errors = record.runtime?.dispose() ?? [];
    for (const err of errors) this.log.warn(`${extensionId}: dispose failed`, err);
    for (const link of record.links) link.remove();
    runInAction(() => {
      this.records.delete(extensionId);
    });
    this.views.remove(extensionId);
    this.widgetCatalog.remove(extensionId);
    if (refresh) await this.trees.reload();
  }

  /**
   * A view of an active extension threw while rendering and its ExtensionBoundary caught it: the failure is reported
   * like an activation failure (diagnostics list the extension as failed, with the error). The runtime stays, so
   * the boundary's retry can render the view again; activating again starts from scratch.
   */
  reportViewError(extensionId: string, error: Error): void {
    const record = this.records.get(extensionId);
    if (!record || record.inflight) return;
    this.setState(record, 'failed', error.message);
    this.log.error(`${extensionId}: a view crashed: ${error.message}`);
  }

  status(): ExtensionStatus[] {
    void this.version;
    return [...this.records.values()].map(statusOf);
  }

  view(extensionId: string, viewId: string): ComponentType<ViewProps> | undefined {
    void this.version;
    return this.records.get(extensionId)?.runtime?.views.get(viewId);
  }

  /** A service another extension provides (see ProvidedServices): its instance, or a stand-in that activates it. */
  providedService<T>(token: symbol): T | undefined {
    return this.provided.get<T>(token);
  }

  /** Resolves services as the extension sees them (its own first): for the views' SdkContext. */
  resolverFor(extensionId: string): (<T>(token: symbol) => T) | undefined {
    const runtime = this.records.get(extensionId)?.runtime;
    return runtime && (<T>(token: symbol) => runtime.get<T>(token));
  }

  private setState(record: ExtensionRecord, state: ExtensionState, error?: string, ms?: number) {
    Object.assign(record, { state, error, activatedInMs: ms ?? record.activatedInMs });
    this.version++;
  }
}
