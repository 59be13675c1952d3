import { BUSY_FLAG_MS, ResponseCode, type WidgetConfig } from '@tessera/sdk';
import { makeAutoObservable, runInAction } from 'mobx';
import type { PluginApi, PluginRow } from '../api/plugin-api';
import { dataSourcesOf, removeChart, upsertChart } from './chart-list';
import { validateInfo, type InfoErrors } from './info-validation';
import { Msg } from './messages';
import {
  emptyConfig,
  type PluginConfig,
  type PluginInfo,
  type TslClassify,
  type TslEvent,
  type TslMapNode,
  type TslProperty,
  type TslService,
  type TslTab,
} from './plugin-types';
import { parsePublishJson, toPublishJson } from './publish-json';
import { fromRow, localKeyPair, toSaveBody } from './save-body';
import { TableEditStore } from './table-edit-store';
import { EVENT_SPEC, PROPERTY_SPEC, SERVICE_SPEC } from './tsl-tables';

export const STEP_COUNT = 4;
export type EditMode = 'simple' | 'advanced';

export interface WizardDeps {
  api: Pick<PluginApi, 'create' | 'update' | 'getKeyPair' | 'getValuePair'>;
  /** Shows the server's message after a save or publish answered with code 200. */
  onServerMessage?(message: string): void;
  /** Shows a message key of this extension as an error (step validation, bad JSON). */
  onError?(key: string): void;
  /** Called after a successful save or publish (the list refreshes). */
  onSaved?(row: PluginRow | null): void;
}

/**
 * The state of the 'custom device plugin' wizard (the spec's screens and state rules): steps 0-3, info, thing model,
 * charts, publish.
 */
export class WizardStore {
  step = 0;
  modelId: string | null;
  info: PluginInfo;
  option: PluginConfig['tsl']['option'];
  keyPair: Record<string, string> | null = null;
  valuePair: Record<string, Record<string, string>> | null = null;
  chart: WidgetConfig[];
  publish: { isPus: boolean };
  infoErrors: InfoErrors = {};
  stepError: string | null = null;
  saving = false;
  jsonText = '';
  /** True once the publish JSON has been built (after both pairs loaded). */
  jsonReady = false;
  editMode: EditMode = 'simple';
  tab: TslTab = 'properties';
  readonly properties: TableEditStore<TslProperty>;
  readonly services: TableEditStore<TslService>;
  readonly events: TableEditStore<TslEvent>;

  constructor(
    private readonly deps: WizardDeps,
    row?: PluginRow,
  ) {
    const config = row ? fromRow(row) : emptyConfig();
    this.modelId = row?.id ?? null;
    this.info = config.info;
    this.option = config.tsl.option;
    this.chart = config.chart;
    this.publish = config.publish;
    const markCustom = () => this.markCustom();
    this.properties = new TableEditStore(PROPERTY_SPEC, config.tsl.properties, markCustom);
    this.services = new TableEditStore(SERVICE_SPEC, config.tsl.services, markCustom);
    this.events = new TableEditStore(EVENT_SPEC, config.tsl.events, markCustom);
    makeAutoObservable<this, 'deps'>(this, { deps: false, properties: false, services: false, events: false }, { autoBind: true });
  }

  get isFirst(): boolean {
    return this.step === 0;
  }

  get isLast(): boolean {
    return this.step === STEP_COUNT - 1;
  }

  get dataSources() {
    return dataSourcesOf(this.properties.rows);
  }

  get pairsLoaded(): boolean {
    return this.keyPair !== null && this.valuePair !== null;
  }

  /** The whole configuration (the spec's jsonData). */
  get config(): PluginConfig {
    return {
      info: { ...this.info, ...(this.modelId ? { id: this.modelId } : {}) },
      tsl: {
        option: { ...this.option },
        key_pair: this.keyPair ?? {},
        value_pair: this.valuePair ?? {},
        properties: this.properties.rows.slice(),
        services: this.services.rows.slice(),
        events: this.events.rows.slice(),
      },
      chart: this.chart.slice(),
      publish: { ...this.publish },
    };
  }

  setInfo(patch: Partial<PluginInfo>): void {
    this.info = { ...this.info, ...patch };
    for (const key of Object.keys(patch)) delete this.infoErrors[key as keyof InfoErrors];
  }

  /** The message key that blocks leaving `step`, or null (the spec's state rules and validation rules). */
  validateStep(step: number = this.step): string | null {
    if (step === 0) {
      this.infoErrors = validateInfo(this.info);
      return this.infoErrors.pluginName ?? this.infoErrors.pluginCategory ?? null;
    }
    if (step === 1) {
      if (this.properties.editing || this.services.editing || this.events.editing) return Msg.finishRow;
      if (this.option.classify === 'standard') return this.option.tslValue.length ? null : Msg.selectStandard;
      return this.properties.rows.length ? null : Msg.tslEmpty;
    }
    if (step === 2) return this.chart.length ? null : Msg.atLeastOneChart;
    return null;
  }

  private block(key: string | null): boolean {
    this.stepError = key;
    if (key) this.deps.onError?.(key);
    return !key;
  }

  /** Next is blocked unless the step validates; entering the last step starts loading the pairs. */
  next(): boolean {
    if (this.isLast || !this.block(this.validateStep())) return false;
    this.go(this.step + 1);
    return true;
  }

  prev(): void {
    if (!this.isFirst) {
      this.stepError = null;
      this.go(this.step - 1);
    }
  }

  /** Skip (step 0 only) jumps to step 2 after the info validates. */
  skip(): boolean {
    if (!this.isFirst || !this.block(this.validateStep(0))) return false;
    this.go(2);
    return true;
  }

  private go(step: number): void {
    this.step = step;
    if (step === STEP_COUNT - 1) this.enterPublish();
  }

  setClassify(classify: TslClassify): void {
    this.option = { ...this.option, classify };
    this.stepError = null;
  }

  /** Choosing a standard model copies its thing model (the spec's state rules). */
  chooseStandard(path: string[], node: TslMapNode | undefined): void {
    this.option = { classify: 'standard', tslValue: path, catValue: path[0] ?? '' };
    this.properties.replaceAll(node?.tsl?.properties ?? []);
    this.services.replaceAll(node?.tsl?.services ?? []);
    this.events.replaceAll(node?.tsl?.events ?? []);
    this.stepError = null;
  }

  /** Custom edits mark the option as custom (the spec's state rules). */
  markCustom(): void {
    if (this.option.classify !== 'custom') this.option = { ...this.option, classify: 'custom' };
  }

  setEditMode(mode: EditMode): void {
    this.editMode = mode;
  }

  setTab(tab: TslTab): void {
    this.tab = tab;
  }

  /** Chart edit rule (the spec's state rules): an id replaces, no id gets a new id and is appended. */
  saveChart(chart: WidgetConfig): void {
    this.chart = upsertChart(this.chart, chart);
    this.stepError = null;
  }

  removeChart(id: string): void {
    this.chart = removeChart(this.chart, id);
  }

  /** Loads key pair and value pair: from the server for a saved model, computed locally otherwise. */
  enterPublish(): void {
    this.keyPair = null;
    this.valuePair = null;
    this.jsonText = '';
    this.jsonReady = false;
    if (!this.modelId) {
      this.keyPair = localKeyPair(this.config);
      this.valuePair = {};
      return;
    }
    const id = this.modelId;
    this.deps.api.getKeyPair(id).then(
      (kp) => runInAction(() => (this.keyPair = kp ?? {})),
      () => runInAction(() => (this.keyPair = localKeyPair(this.config))),
    );
    this.deps.api.getValuePair(id).then(
      (vp) => runInAction(() => (this.valuePair = vp ?? {})),
      () => runInAction(() => (this.valuePair = {})),
    );
  }

  /** Called each second by the publish step: once both pairs are in, the JSON text is built. */
  pollPairs(): boolean {
    if (!this.pairsLoaded) return false;
    if (!this.jsonReady) {
      this.jsonText = toPublishJson(this.config);
      this.jsonReady = true;
    }
    return true;
  }

  setJsonText(text: string): void {
    this.jsonText = text;
    if (this.stepError === Msg.invalidJson) this.stepError = null;
  }

  /** Save (footer) keeps publish.isPus as it is in the JSON; publish (the check button) sets it true. */
  save(): Promise<boolean> {
    return this.submit(false);
  }

  publishPlugin(): Promise<boolean> {
    return this.submit(true);
  }

  private async submit(publish: boolean): Promise<boolean> {
    if (this.saving) return false;
    const parsed = parsePublishJson(this.jsonText);
    if (!parsed.ok) return this.block(Msg.invalidJson);
    const config = parsed.config;
    if (publish) config.publish = { isPus: true };
    this.stepError = null;
    this.saving = true;
    const body = toSaveBody(config);
    try {
      const env = this.modelId ? await this.deps.api.update({ ...body, id: this.modelId }) : await this.deps.api.create(body);
      if (env.code !== ResponseCode.OK) return false;
      runInAction(() => {
        if (!this.modelId && env.data?.id) this.modelId = env.data.id;
        this.info = config.info;
        this.option = config.tsl.option;
        this.chart = config.chart;
        this.publish = config.publish;
        this.properties.replaceAll(config.tsl.properties ?? []);
        this.services.replaceAll(config.tsl.services ?? []);
        this.events.replaceAll(config.tsl.events ?? []);
        this.jsonText = toPublishJson(this.config);
      });
      this.deps.onServerMessage?.(env.message);
      this.deps.onSaved?.(env.data ?? null);
      return true;
    } catch {
      return false;
    } finally {
      // The busy flag stays up for 3 s after the callback (the spec's state rules) so a double click cannot submit
      // twice.
      setTimeout(() => runInAction(() => (this.saving = false)), BUSY_FLAG_MS);
    }
  }
}
