import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import mqtt, { type MqttClient } from 'mqtt';
import { apiCall } from './api';

type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

/**
 * An extension's string as the console shows it, read from the locale file it ships
 * (`extensions/<dir>/locales/<lang>.json`); fails the test when missing, so a renamed key cannot pass silently.
 */
export function extText(dir: string, lang: string, key: string, vars: Record<string, string | number> = {}): string {
  const file = fileURLToPath(new URL(`../../extensions/${dir}/locales/${lang}.json`, import.meta.url));
  let tree = cache.get(file);
  if (!tree) {
    tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
    cache.set(file, tree);
  }
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  expect(typeof node, `${dir} locale ${lang} ${key}`).toBe('string');
  return (node as string).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, v: string) => String(vars[v] ?? ''));
}

/** A project with one group, made through the API: the device form needs both, and they are not this spec's subject. */
export async function createProjectWithGroup(
  request: APIRequestContext,
  token: string,
  run: string,
): Promise<{ projectId: string; projectName: string; groupId: string; groupName: string }> {
  const projectName = `E2E plugin project ${run}`;
  const groupName = `E2E plugin group ${run}`;
  const p = await apiCall<{ id: string }>(request, token, '/business/add', { name: projectName });
  expect(p.code, p.message).toBe(200);
  const g = await apiCall<{ id: string }>(request, token, '/asset/add_only', { name: groupName, parent_id: '0', business_id: p.data.id });
  expect(g.code, g.message).toBe(200);
  return { projectId: p.data.id, projectName, groupId: g.data.id, groupName };
}

/** A device connecting over MQTT 3.1.1 to the server's broker with its token as the user name. */
export function connectDevice(token: string): Promise<MqttClient> {
  const port = Number(process.env.E2E_MQTT_PORT);
  const client = mqtt.connect(`mqtt://127.0.0.1:${port}`, { username: token, protocolVersion: 4, reconnectPeriod: 0, connectTimeout: 10_000 });
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('error', (err) => {
      client.end(true);
      reject(err);
    });
  });
}

/** Collects the messages a client receives on one topic (JSON-parsed when possible). */
export function collect(client: MqttClient, topic: string): unknown[] {
  const seen: unknown[] = [];
  client.on('message', (t, payload) => {
    if (t !== topic) return;
    const text = payload.toString('utf8');
    try {
      seen.push(JSON.parse(text));
    } catch {
      seen.push(text);
    }
  });
  return seen;
}

/**
 * The values an ECharts gauge inside `card` currently shows: read from the live chart instance (the dial is
 * drawn on a canvas, so the DOM holds no text). Uses the echarts module the host shares with every extension.
 */
export function gaugeValues(card: Locator): Promise<unknown[]> {
  return card
    .locator('[_echarts_instance_]')
    .first()
    .evaluate(async (el) => {
      type Echarts = { getInstanceByDom(e: Element): { getOption(): { series: { data: { value: unknown }[] }[] } } | undefined };
      const shared = (globalThis as unknown as { __TESSERA_SHARED__: { load(s: string[]): Promise<void>; get(s: string): unknown } }).__TESSERA_SHARED__;
      await shared.load(['echarts/core']);
      const option = (shared.get('echarts/core') as Echarts).getInstanceByDom(el)?.getOption();
      return (option?.series ?? []).flatMap((s) => (s.data ?? []).map((d) => d.value));
    });
}

/** The dialog (Blueprint renders `role=dialog`) whose title is `title`. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog').filter({ has: page.locator('.bp6-dialog-header', { hasText: title }) });
}
