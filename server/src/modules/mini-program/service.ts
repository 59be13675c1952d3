/**
 * The console side of the mini-program areas: which device groups the end-user app shows, feedback and its reply,
 * media, notices, the site key of the open routes and QR code look-ups. Every row is in one site of the caller's
 * tenant, and a site-limited caller (SITE_ADMIN, TENANT_USER) sees only granted sites.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { businessError, ok, validationError } from '../../http/envelope';
import { pageOf, pageWindow, type PageRequest } from '../../http/pagination';
import { fill } from '../../i18n/localized-text';
import type { MiniNoticeTable, MiniSourceTable } from '../../storage/schema';
import type { Scope } from '../devices/scope';
import { withinSites } from '../sites/access';
import { checkImage } from './images';
import { MINI_TEXT as T } from './messages';
import { plainText, sanitizeRichText } from './rich-text';
import { resolveScannedCode } from './scan';
import * as store from './store';

/** Limits of a media image and of each feedback image (decoded bytes). */
export const SOURCE_IMAGE_MAX = 1024 * 1024;
export const FEEDBACK_IMAGE_MAX = 512 * 1024;
export const FEEDBACK_IMAGES_MAX = 3;

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export interface SourceBody {
  site_id?: string;
  kind?: 'banner' | 'guide';
  title?: string;
  image?: string;
  link?: string;
  sort?: number;
  published?: boolean;
}
export interface NoticeBody {
  site_id?: string;
  title?: string;
  content?: string;
  audience?: 'site' | 'all';
}

export const sourceDto = (r: MiniSourceTable) => ({
  id: r.id,
  site_id: r.site_id,
  kind: r.kind,
  title: r.title,
  image: r.image,
  link: r.link,
  sort: Number(r.sort),
  published: Number(r.published) === 1,
  created_at: Number(r.created_at),
  updated_at: Number(r.updated_at),
});
export const noticeDto = (r: MiniNoticeTable) => ({
  id: r.id,
  site_id: r.site_id,
  title: r.title,
  content: r.content,
  audience: r.audience,
  published: Number(r.published) === 1,
  publish_at: r.publish_at === null ? null : Number(r.publish_at),
  created_at: Number(r.created_at),
  updated_at: Number(r.updated_at),
});
type FeedbackRow = Awaited<ReturnType<typeof store.findFeedback>> & object;
/** A list row carries the number of images; the images themselves (up to 3 × 512 KiB) come with the detail. */
const feedbackDto = (r: FeedbackRow, withImages = true) => {
  const images = JSON.parse(r.images || '[]') as string[];
  return { ...feedbackFields(r), image_count: images.length, ...(withImages ? { images } : {}) };
};
const feedbackFields = (r: FeedbackRow) => ({
  id: r.id,
  site_id: r.site_id,
  device_id: r.device_id,
  device_name: r.device_name ?? '',
  content: r.content,
  contact: r.contact,
  status: r.status,
  reply: r.reply,
  replied_at: r.replied_at === null ? null : Number(r.replied_at),
  created_at: Number(r.created_at),
});

/** Refuses a data URL that is no image or too large, naming its position (1-based). */
export function checkImages(images: string[], max: number) {
  images.forEach((img, i) => {
    const p = checkImage(img, max);
    if (p?.kind === 'bad') throw validationError(fill(T.badImage, { index: i + 1 }));
    if (p?.kind === 'large') throw validationError(fill(T.imageTooLarge, { index: i + 1, max: p.maxKb }));
  });
}

export class MiniProgramService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  private now = () => this.ctx.clock.now();

  /** The site a write goes to: the body's, else X-Site-ID; it must be a site of the tenant the caller may see. */
  async site(s: Scope, siteId: string | undefined): Promise<string> {
    const id = siteId || s.siteId;
    if (!id) throw validationError(T.siteRequired);
    if (!withinSites(s.siteIds, id) || !(await store.findTenantSite(this.db, s.tenantId, id))) throw businessError(T.siteNotFound);
    return id;
  }

  private filterSite = (s: Scope, siteId: string | undefined) => (siteId ? this.site(s, siteId) : Promise.resolve(undefined));

  // Device groups

  async listGroups(s: Scope, b: { site_id?: string }) {
    const rows = await store.listGroups(this.db, { tenantId: s.tenantId, siteIds: s.siteIds, siteId: await this.filterSite(s, b.site_id) });
    return rows.map((r) => ({ ...r, sort: Number(r.sort), created_at: Number(r.created_at), device_count: Number(r.device_count) }));
  }

  async groupCandidates(s: Scope, b: { site_id?: string }) {
    const siteId = await this.site(s, b.site_id);
    return (await store.siteAssets(this.db, s.tenantId, siteId)).map((a) => ({ ...a, tier: Number(a.tier) }));
  }

  private async group(s: Scope, id: string) {
    const g = await store.findGroup(this.db, s.tenantId, s.siteIds, id);
    if (!g) throw businessError(T.groupNotFound);
    return g;
  }

  async addGroup(s: Scope, b: { site_id?: string; group_id: string; display_name?: string; sort?: number }) {
    const siteId = await this.site(s, b.site_id);
    const asset = await store.siteAsset(this.db, s.tenantId, siteId, b.group_id);
    if (!asset) throw businessError(T.groupNotInSite);
    if (await store.groupShown(this.db, siteId, asset.id)) throw businessError(T.groupExists);
    const name = (b.display_name ?? asset.name).trim();
    if (!name) throw validationError(T.displayNameRequired);
    const row = await store.insertGroup(this.db, {
      tenant_id: s.tenantId,
      site_id: siteId,
      asset_id: asset.id,
      display_name: name,
      sort: b.sort ?? 0,
      created_at: this.now(),
    });
    return ok({ ...row, group_name: asset.name }, T.saved);
  }

  async editGroup(s: Scope, b: { id: string; display_name?: string; sort?: number }) {
    await this.group(s, b.id);
    if (b.display_name !== undefined && !b.display_name.trim()) throw validationError(T.displayNameRequired);
    await store.updateGroup(this.db, b.id, {
      ...(b.display_name !== undefined ? { display_name: b.display_name.trim() } : {}),
      ...(b.sort !== undefined ? { sort: b.sort } : {}),
    });
    return ok(await this.group(s, b.id), T.saved);
  }

  async removeGroup(s: Scope, id: string) {
    await this.group(s, id);
    await store.deleteGroup(this.db, id);
    return ok(null, T.deleted);
  }

  // Feedback

  async listFeedback(s: Scope, b: PageRequest & { site_id?: string; status?: string; keyword?: string }) {
    const win = pageWindow(b);
    const { total, rows } = await store.listFeedback(
      this.db,
      { tenantId: s.tenantId, siteIds: s.siteIds, siteId: await this.filterSite(s, b.site_id), status: b.status, keyword: b.keyword },
      win.offset,
      win.per_page,
    );
    return pageOf(
      win,
      total,
      rows.map((r) => feedbackDto(r, false)),
    );
  }

  private async feedback(s: Scope, id: string) {
    const f = await store.findFeedback(this.db, s.tenantId, s.siteIds, id);
    if (!f) throw businessError(T.feedbackNotFound);
    return f;
  }

  async feedbackDetail(s: Scope, id: string) {
    return feedbackDto(await this.feedback(s, id));
  }

  async reply(s: Scope, b: { id: string; reply: string }) {
    const f = await this.feedback(s, b.id);
    if (f.status === 'closed') throw businessError(T.feedbackClosed);
    if (!b.reply.trim()) throw validationError(T.replyRequired);
    await store.updateFeedback(this.db, f.id, { status: 'replied', reply: b.reply.trim(), replied_at: this.now(), replied_by: s.caller.id });
    return ok(feedbackDto(await this.feedback(s, f.id)), T.saved);
  }

  async closeFeedback(s: Scope, id: string) {
    await this.feedback(s, id);
    await store.updateFeedback(this.db, id, { status: 'closed' });
    return ok(feedbackDto(await this.feedback(s, id)), T.saved);
  }

  async removeFeedback(s: Scope, id: string) {
    await this.feedback(s, id);
    await store.deleteFeedback(this.db, id);
    return ok(null, T.deleted);
  }

  // Media

  async listSources(s: Scope, b: PageRequest & { site_id?: string; kind?: string }) {
    const win = pageWindow(b);
    const { total, rows } = await store.listSources(
      this.db,
      { tenantId: s.tenantId, siteIds: s.siteIds, siteId: await this.filterSite(s, b.site_id), kind: b.kind },
      win.offset,
      win.per_page,
    );
    return pageOf(win, total, rows.map(sourceDto));
  }

  private async source(s: Scope, id: string) {
    const r = await store.findSource(this.db, s.tenantId, s.siteIds, id);
    if (!r) throw businessError(T.sourceNotFound);
    return r;
  }

  private checkSource(b: SourceBody) {
    if (b.title !== undefined && !b.title.trim()) throw validationError(T.titleRequired);
    if (b.link && !/^(https?:\/\/|\/)/i.test(b.link)) throw validationError(T.badLink);
    if (b.image) checkImages([b.image], SOURCE_IMAGE_MAX);
  }

  async addSource(s: Scope, b: SourceBody & { kind: 'banner' | 'guide'; title: string }) {
    const siteId = await this.site(s, b.site_id);
    this.checkSource(b);
    const now = this.now();
    const row = await store.insertSource(this.db, {
      tenant_id: s.tenantId,
      site_id: siteId,
      kind: b.kind,
      title: b.title.trim(),
      image: b.image ?? '',
      link: b.link ?? '',
      sort: b.sort ?? 0,
      published: b.published ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
    return ok(sourceDto(row), T.saved);
  }

  async editSource(s: Scope, b: SourceBody & { id: string }) {
    await this.source(s, b.id);
    this.checkSource(b);
    const { id, site_id: _site, published, title, ...rest } = b;
    await store.updateSource(this.db, id, {
      ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
      ...(title !== undefined ? { title: title.trim() } : {}),
      ...(published !== undefined ? { published: published ? 1 : 0 } : {}),
      updated_at: this.now(),
    });
    return ok(sourceDto(await this.source(s, id)), T.saved);
  }

  async removeSource(s: Scope, id: string) {
    await this.source(s, id);
    await store.deleteSource(this.db, id);
    return ok(null, T.deleted);
  }

  // Notices

  async listNotices(s: Scope, b: PageRequest & { site_id?: string; published?: boolean; title?: string }) {
    const win = pageWindow(b);
    const { total, rows } = await store.listNotices(
      this.db,
      {
        tenantId: s.tenantId,
        siteIds: s.siteIds,
        siteId: await this.filterSite(s, b.site_id),
        published: b.published === undefined ? undefined : b.published ? 1 : 0,
        title: b.title,
      },
      win.offset,
      win.per_page,
    );
    return pageOf(win, total, rows.map(noticeDto));
  }

  private async notice(s: Scope, id: string) {
    const r = await store.findNotice(this.db, s.tenantId, s.siteIds, id);
    if (!r) throw businessError(T.noticeNotFound);
    return r;
  }

  async noticeDetail(s: Scope, id: string) {
    return noticeDto(await this.notice(s, id));
  }

  /** Title trimmed, content sanitized (and not empty once sanitized); "all sites" only from the tenant admin. */
  private noticeFields(s: Scope, b: NoticeBody) {
    if (b.title !== undefined && !b.title.trim()) throw validationError(T.titleRequired);
    if (b.audience === 'all' && s.caller.authority !== 'TENANT_ADMIN') throw businessError(T.audienceAll);
    let content: string | undefined;
    if (b.content !== undefined) {
      content = sanitizeRichText(b.content);
      if (!plainText(content)) throw validationError(T.contentEmpty);
    }
    return {
      ...(b.title !== undefined ? { title: b.title.trim() } : {}),
      ...(content !== undefined ? { content } : {}),
      ...(b.audience ? { audience: b.audience } : {}),
    };
  }

  async addNotice(s: Scope, b: NoticeBody & { title: string; content: string }) {
    const siteId = await this.site(s, b.site_id);
    const fields = this.noticeFields(s, b);
    const now = this.now();
    const row = await store.insertNotice(this.db, {
      tenant_id: s.tenantId,
      site_id: siteId,
      title: fields.title!,
      content: fields.content!,
      audience: fields.audience ?? 'site',
      published: 0,
      publish_at: null,
      created_at: now,
      updated_at: now,
    });
    return ok(noticeDto(row), T.saved);
  }

  async editNotice(s: Scope, b: NoticeBody & { id: string }) {
    await this.notice(s, b.id);
    await store.updateNotice(this.db, b.id, { ...this.noticeFields(s, b), updated_at: this.now() });
    return ok(noticeDto(await this.notice(s, b.id)), T.saved);
  }

  /** Publishes now, or from `publish_at` (a time in the future: readers see it from then on). */
  async publishNotice(s: Scope, b: { id: string; published: boolean; publish_at?: number }) {
    const n = await this.notice(s, b.id);
    if (n.audience === 'all' && s.caller.authority !== 'TENANT_ADMIN') throw businessError(T.audienceAll);
    await store.updateNotice(
      this.db,
      b.id,
      b.published ? { published: 1, publish_at: b.publish_at ?? this.now(), updated_at: this.now() } : { published: 0, updated_at: this.now() },
    );
    return ok(noticeDto(await this.notice(s, b.id)), T.saved);
  }

  async removeNotice(s: Scope, id: string) {
    await this.notice(s, id);
    await store.deleteNotice(this.db, id);
    return ok(null, T.deleted);
  }

  // Site key of the open routes

  async keyDetail(s: Scope, b: { site_id?: string }) {
    const siteId = await this.site(s, b.site_id);
    const k = await store.findKey(this.db, siteId);
    return { site_id: siteId, has_key: !!k, key_hint: k?.key_hint ?? '', created_at: k ? Number(k.created_at) : null };
  }

  /** A new key, shown once (only its hash is kept); the previous one stops working at once. */
  async resetKey(s: Scope, b: { site_id?: string }) {
    const siteId = await this.site(s, b.site_id);
    const key = randomBytes(24).toString('base64url');
    await store.saveKey(this.db, { site_id: siteId, tenant_id: s.tenantId, key_hash: hashKey(key), key_hint: key.slice(-4), created_at: this.now() });
    return ok({ site_id: siteId, key, key_hint: key.slice(-4) }, T.keyCreated);
  }

  // QR codes

  /** What a scanned QR code names: a device the caller may see, or a pre-registered one not yet activated. */
  resolveCode(s: Scope, b: { code: string }) {
    return resolveScannedCode(this.db, s, b.code);
  }
}
