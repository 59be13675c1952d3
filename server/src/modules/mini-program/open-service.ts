/**
 * The open routes the end-user mini-program calls without a console login: each names its site and that site's key
 * (made in the console, kept as a hash). A wrong key is refused with 401 and counted per client address; too many
 * wrong keys, or too many feedback posts from one address to one site, are refused for a while.
 */
import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { businessError, ok, unauthorizedError, validationError } from '../../http/envelope';
import { fill } from '../../i18n/localized-text';
import { MINI_TEXT as T } from './messages';
import { FEEDBACK_IMAGE_MAX, checkImages, hashKey } from './service';
import * as store from './store';

/** Wrong keys one address may send per window before every open call from it is refused. */
export const WRONG_KEYS_PER_WINDOW = 10;
/** Feedback posts one address may make to one site per window. */
export const FEEDBACK_PER_WINDOW = 5;
export const OPEN_WINDOW_MS = 60_000;

/** Counts per key in fixed windows; forgets old windows as it goes. */
export class WindowCounter {
  private readonly counts = new Map<string, { start: number; n: number }>();
  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  count(key: string): number {
    const t = this.now();
    const c = this.counts.get(key);
    return c && t - c.start < this.windowMs ? c.n : 0;
  }

  add(key: string): number {
    const t = this.now();
    let c = this.counts.get(key);
    if (!c || t - c.start >= this.windowMs) this.counts.set(key, (c = { start: t, n: 0 }));
    c.n++;
    if (this.counts.size > 10_000) for (const [k, v] of this.counts) if (t - v.start >= this.windowMs) this.counts.delete(k);
    return c.n;
  }
}

export interface OpenAuth {
  site_id: string;
  key: string;
}

export class MiniProgramOpenService {
  private readonly wrongKeys: WindowCounter;
  private readonly posts: WindowCounter;

  constructor(private readonly ctx: AppContext) {
    const now = () => ctx.clock.now();
    this.wrongKeys = new WindowCounter(OPEN_WINDOW_MS, now);
    this.posts = new WindowCounter(OPEN_WINDOW_MS, now);
  }

  private get db() {
    return this.ctx.db;
  }

  /** The tenant of a site whose key matches; refuses (401) otherwise, the same way for a missing site or key. */
  private async open(b: OpenAuth, ip: string): Promise<string> {
    if (this.wrongKeys.count(ip) >= WRONG_KEYS_PER_WINDOW) throw businessError(T.tooMany);
    const [site, key] = await Promise.all([store.findSite(this.db, b.site_id), store.findKey(this.db, b.site_id)]);
    const given = Buffer.from(hashKey(b.key), 'hex');
    if (!site || !key || !timingSafeEqual(given, Buffer.from(key.key_hash, 'hex'))) {
      this.wrongKeys.add(ip);
      throw unauthorizedError(T.badKey);
    }
    return site.tenant_id;
  }

  async postFeedback(b: OpenAuth & { content: string; images?: string[]; contact?: string; device_id?: string }, ip: string) {
    const tenantId = await this.open(b, ip);
    if (!b.content.trim()) throw validationError(T.contentRequired);
    checkImages(b.images ?? [], FEEDBACK_IMAGE_MAX);
    if (b.device_id && !(await store.deviceInSite(this.db, b.site_id, b.device_id))) throw businessError(fill(T.deviceNotInSite, { value: b.device_id }));
    if (this.posts.add(`${b.site_id}/${ip}`) > FEEDBACK_PER_WINDOW) throw businessError(T.tooMany);
    const row = await store.insertFeedback(this.db, {
      tenant_id: tenantId,
      site_id: b.site_id,
      device_id: b.device_id || null,
      content: b.content.trim(),
      images: JSON.stringify(b.images ?? []),
      contact: (b.contact ?? '').trim(),
      status: 'new',
      reply: '',
      replied_at: null,
      replied_by: null,
      created_at: this.ctx.clock.now(),
    });
    return ok({ id: row.id, status: row.status }, T.received);
  }

  /** The end user's view of their feedback: its state and the reply. */
  async feedbackStatus(b: OpenAuth & { id: string }, ip: string) {
    const tenantId = await this.open(b, ip);
    const f = await store.findFeedback(this.db, tenantId, [b.site_id], b.id);
    if (!f) throw businessError(T.feedbackNotFound);
    return { id: f.id, status: f.status, reply: f.reply, replied_at: f.replied_at === null ? null : Number(f.replied_at), created_at: Number(f.created_at) };
  }

  async notices(b: OpenAuth, ip: string) {
    const tenantId = await this.open(b, ip);
    const rows = await store.openNotices(this.db, tenantId, b.site_id, this.ctx.clock.now());
    return rows.map((r) => ({ id: r.id, title: r.title, content: r.content, audience: r.audience, publish_at: Number(r.publish_at) }));
  }

  async sources(b: OpenAuth & { kind?: string }, ip: string) {
    await this.open(b, ip);
    return (await store.openSources(this.db, b.site_id, b.kind)).map((r) => ({ ...r, sort: Number(r.sort) }));
  }

  async groups(b: OpenAuth, ip: string) {
    await this.open(b, ip);
    return store.openGroups(this.db, b.site_id);
  }
}
