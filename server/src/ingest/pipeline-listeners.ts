/**
 * Who hears about ingested messages: every accepted uplink as it arrives, and each committed value update, event
 * and batch. A listener that throws is logged and never stops the others or the pipeline. Calls are written out
 * (no closure per call): they run for every message.
 */
import type { ServerLogger } from '../logger';
import type { UplinkKind } from '../mqtt/topics';
import type { DeviceIdentity } from '../devices-core/device-identity';
import type { EventNotice, UplinkListener, ValuesUpdate } from './ingest-pipeline';

type CommitListener = (updates: ValuesUpdate[], notices: EventNotice[]) => void;

export class PipelineListeners {
  private readonly values = new Set<(u: ValuesUpdate) => void>();
  private readonly events = new Set<(e: EventNotice) => void>();
  private readonly uplinks = new Set<UplinkListener>();
  private readonly commits = new Set<CommitListener>();

  constructor(private readonly log: ServerLogger) {}

  onValues(listener: (u: ValuesUpdate) => void): () => void {
    this.values.add(listener);
    return () => this.values.delete(listener);
  }

  onEvent(listener: (e: EventNotice) => void): () => void {
    this.events.add(listener);
    return () => this.events.delete(listener);
  }

  onUplink(listener: UplinkListener): () => void {
    this.uplinks.add(listener);
    return () => this.uplinks.delete(listener);
  }

  onCommitted(listener: CommitListener): () => void {
    this.commits.add(listener);
    return () => this.commits.delete(listener);
  }

  uplink(device: DeviceIdentity, kind: UplinkKind, payload: Buffer): void {
    for (const l of this.uplinks) {
      try {
        l(device, kind, payload);
      } catch (err) {
        this.failed(err);
      }
    }
  }

  /** One committed message's value updates and events. */
  committed(updates: ValuesUpdate[], notices: EventNotice[]): void {
    for (const u of updates)
      for (const l of this.values) {
        try {
          l(u);
        } catch (err) {
          this.failed(err);
        }
      }
    for (const n of notices)
      for (const l of this.events) {
        try {
          l(n);
        } catch (err) {
          this.failed(err);
        }
      }
  }

  /** A whole committed batch, for the listeners that evaluate per batch (automation). */
  batchCommitted(items: ReadonlyArray<{ updates: ValuesUpdate[]; notices: EventNotice[] }>): void {
    if (!this.commits.size) return;
    const updates = items.flatMap((it) => it.updates);
    const notices = items.flatMap((it) => it.notices);
    for (const l of this.commits) {
      try {
        l(updates, notices);
      } catch (err) {
        this.failed(err);
      }
    }
  }

  private failed(err: unknown): void {
    this.log.error('ingest: a listener threw', err);
  }
}
