import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import mqtt, { type MqttClient } from 'mqtt';

/** A device's MQTT session from the test process, collecting what the broker delivers to it. */
export interface DeviceClient {
  client: MqttClient;
  /** Resolves with the first message (already received or still to come) on `topic` that `pred` accepts. */
  next(topic: string, pred?: (payload: unknown) => boolean, timeoutMs?: number): Promise<unknown>;
  close(): Promise<void>;
}

/** Connects like a device does (MQTT 3.1.1, username = the access token) to the embedded broker. */
export async function connectDevice(port: number, username: string, host = '127.0.0.1'): Promise<DeviceClient> {
  const client = await mqtt.connectAsync(`mqtt://${host}:${port}`, {
    protocolVersion: 4,
    username,
    clientId: `e2e-${username.slice(0, 8)}-${Date.now().toString(36)}`,
    clean: true,
    reconnectPeriod: 0,
    connectTimeout: 5_000,
  });
  const seen: { topic: string; payload: unknown }[] = [];
  const waiters: { topic: string; pred: (p: unknown) => boolean; resolve(p: unknown): void }[] = [];
  client.on('message', (topic, buf) => {
    let payload: unknown = buf.toString('utf8');
    try {
      payload = JSON.parse(payload as string);
    } catch {
      /* kept as text */
    }
    const w = waiters.find((x) => x.topic === topic && x.pred(payload));
    if (w) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(payload);
    } else {
      seen.push({ topic, payload });
    }
  });
  return {
    client,
    next(topic, pred = () => true, timeoutMs = 10_000) {
      const hit = seen.find((m) => m.topic === topic && pred(m.payload));
      if (hit) {
        seen.splice(seen.indexOf(hit), 1);
        return Promise.resolve(hit.payload);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no message on ${topic} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          topic,
          pred,
          resolve: (p) => {
            clearTimeout(timer);
            resolve(p);
          },
        });
      });
    },
    close: () => client.endAsync(true),
  };
}

/**
 * Starts watching, inside the page, for the element `[data-testid=<testId>]` to contain `text` and records the
 * wall-clock time (Date.now(), the same clock as the test process) of the DOM change that made it so. Call before
 * the action; `await` the returned function for that time. A MutationObserver, not polling, so the measured time
 * is the paint-side moment, not the test runner's next poll.
 */
export async function watchText(page: Page, testId: string, text: string): Promise<(timeoutMs?: number) => Promise<number>> {
  const slot = `__e2eSeen_${testId.replace(/\W/g, '_')}_${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ slot, testId, text }) => {
      const w = window as unknown as Record<string, number | undefined>;
      const check = () => {
        if (w[slot] !== undefined) return;
        const el = document.querySelector(`[data-testid="${testId}"]`);
        if (el?.textContent?.includes(text)) {
          w[slot] = Date.now();
          observer.disconnect();
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      check();
    },
    { slot, testId, text },
  );
  return async (timeoutMs = 5_000) => {
    const handle = await page.waitForFunction((s) => (window as unknown as Record<string, number | undefined>)[s], slot, { timeout: timeoutMs });
    return Number(await handle.jsonValue());
  };
}

/** Chooses the option of a native `<select>` whose label is `label` (Blueprint's HTMLSelect renders one). */
export async function selectByLabel(select: Locator, label: string): Promise<void> {
  await expect(select.locator('option', { hasText: label })).toHaveCount(1);
  await select.selectOption({ label });
}

/** Sets a `datetime-local` input the way typing does (React reads the change event). */
export async function setDateTime(input: Locator, ms: number): Promise<void> {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  await input.fill(`${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`);
}

/** The rows of the export CSV (`device_id,device_name,key,ts,time,value`) as objects; the BOM and blank lines dropped. */
export function parseCsv(text: string): Record<string, string>[] {
  const lines = text
    .replace(/^\ufeff/, '')
    .split(/\r?\n/)
    .filter((l) => l.length > 0);
  const header = splitCsvLine(lines[0] ?? '');
  return lines.slice(1).map((l) => Object.fromEntries(splitCsvLine(l).map((v, i) => [header[i], v])));
}

function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

/** A string of an extension's locale file (`extensions/<area>/locales/<lang>.json`), e.g. `monitoring.online`. */
export function extText(area: string, lang: string, key: string): string | undefined {
  const file = fileURLToPath(new URL(`../../extensions/${area}/locales/${lang}.json`, import.meta.url));
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
