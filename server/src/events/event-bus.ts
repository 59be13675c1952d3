/**
 * The server's event bus: things one server decides that every server sharing the database must act on at once
 * (a revoked session, a disabled tenant). Publishing delivers to this process's subscribers synchronously and, on
 * PostgreSQL, to every other server through LISTEN/NOTIFY (see docs/realtime-revocation.md). Topics are open: later
 * cross-server events (catalog changes, realtime fan-out) add a topic and a payload type to `BusTopics`.
 */
import type { ServerLogger } from '../logger';
import type { RealtimeMessage } from '../realtime/realtime-hub';

/** Who must lose access now. Each field narrows nothing: any match closes the socket or session. */
export interface RevocationEvent {
  /** One session (logout). */
  jti?: string;
  /** Every session of a user (disable, delete, password change or reset)... */
  userId?: string;
  /** ...except this one (one's own password change keeps the current session). */
  exceptJti?: string;
  /** Every session and every device of a tenant (tenant disabled). */
  tenantId?: string;
  /** Every share-link socket of this dashboard (link revoked or replaced, dashboard deleted, a device removed). */
  dashboardId?: string;
}

/** A tenant was enabled or disabled: device lookups cached by any server are stale. */
export interface TenantStateEvent {
  tenantId: string;
  enabled: boolean;
}

/** What one committed ingest batch (or presence change) means to browsers; see realtime/realtime-fanout.ts. */
export interface RealtimeBatchEvent {
  messages: RealtimeMessage[];
  /** Devices whose message was too large to travel: send subscribers their stored latest values. */
  refresh?: string[];
}

/** An extension was installed or uninstalled: every server's console catalog changed. */
export interface CatalogEvent {
  id: string;
  version?: string;
  installed: boolean;
}

/** A forwarding rule was added, changed, switched or deleted: every server reloads its rules. */
export interface ForwardingRulesEvent {
  ruleId: string;
  /** The server that changed it (it has reloaded already). */
  server: string;
}

/** A protocol plugin's secret was reset, or the plugin deleted or re-addressed: its broker sessions must end. */
export interface PluginRevokedEvent {
  protocolType: string;
}

export interface BusTopics {
  revocation: RevocationEvent;
  tenant: TenantStateEvent;
  realtime: RealtimeBatchEvent;
  catalog: CatalogEvent;
  forwarding: ForwardingRulesEvent;
  plugin: PluginRevokedEvent;
}

export type BusTopic = keyof BusTopics;
type Handler<T extends BusTopic> = (event: BusTopics[T]) => void;

export interface EventBus {
  /** Events also reach other processes (their size then matters: PostgreSQL NOTIFY takes 8 000 bytes). */
  readonly crossProcess: boolean;
  publish<T extends BusTopic>(topic: T, event: BusTopics[T]): Promise<void>;
  subscribe<T extends BusTopic>(topic: T, handler: Handler<T>): () => void;
  close(): Promise<void>;
}

/** In-process delivery; alone it is the whole bus (PGlite: one process owns the database). */
export class LocalBus implements EventBus {
  private readonly handlers = new Map<BusTopic, Set<Handler<any>>>();
  readonly crossProcess: boolean = false;

  constructor(protected readonly log: ServerLogger) {}

  async publish<T extends BusTopic>(topic: T, event: BusTopics[T]): Promise<void> {
    this.deliver(topic, event);
  }

  subscribe<T extends BusTopic>(topic: T, handler: Handler<T>): () => void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  protected deliver(topic: BusTopic, event: unknown): void {
    for (const handler of this.handlers.get(topic) ?? []) {
      try {
        handler(event as never);
      } catch (err) {
        // One failing subscriber must not keep the event from the others.
        this.log.error(`event bus: a "${topic}" subscriber failed`, err);
      }
    }
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
