/** What other areas call to tell a notice group something; the notifications module implements it with its outbox. */
export interface NoticeRequest {
  tenantId: string;
  /** The notice group (`/notification/*` rows). */
  groupId: string;
  /** Short subject: e-mail subject, webhook field, SMS template variable. */
  subject: string;
  /** Plain-text body. */
  content: string;
  /** What raised it, kept on the notice record, e.g. 'alarm'. */
  source: string;
  sourceId?: string;
}

export interface Notifier {
  notify(request: NoticeRequest): Promise<void>;
}
