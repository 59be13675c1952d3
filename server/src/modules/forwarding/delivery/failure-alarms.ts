/**
 * What a rule's failures raise: with its alarm switch on, each failed send or script error is a hit of the rule's
 * inline alarm strategy in the alert service (one open alarm per rule, raised after `trigger_count` hits in a row,
 * cleared on the next success); with it off, a warning in the server log (the first and every hundredth in a row).
 */
import type { AppContext } from '../../../app-context';
import { fill } from '../../../i18n/localized-text';
import type { AlertService } from '../../alerts/service';
import { FWD_MSG } from '../messages';
import * as store from '../store';
import type { RuleSpec } from './rule-runtime';

export class FailureAlarms {
  private chain = Promise.resolve();
  private streak = new Map<string, number>();

  constructor(
    private readonly ctx: AppContext,
    private readonly alerts: AlertService | null,
  ) {}

  failed(rule: RuleSpec, where: string, error: string): void {
    const n = (this.streak.get(rule.id) ?? 0) + 1;
    this.streak.set(rule.id, n);
    if (!rule.warningStrategyId || !this.alerts) {
      if (n === 1 || n % 100 === 0) this.ctx.log.warn(`forwarding: rule ${rule.id} (${rule.name}) ${where} failed (#${n} in a row): ${error}`);
      return;
    }
    const alerts = this.alerts;
    this.enqueue(async () => {
      const strategy = await store.findStrategy(this.ctx.db, rule.tenantId, rule.warningStrategyId);
      if (!strategy) return;
      await alerts.raise({
        tenantId: rule.tenantId,
        strategy,
        deviceId: '',
        deviceName: '',
        automationId: rule.id,
        automationName: rule.name,
        value: error.slice(0, 500),
        content: fill(FWD_MSG.failureContent, { rule: rule.name, target: where, error: error.slice(0, 500) }).ch,
      });
    });
  }

  recovered(rule: RuleSpec): void {
    if (!this.streak.get(rule.id)) return;
    this.streak.delete(rule.id);
    if (!rule.warningStrategyId || !this.alerts) return;
    const alerts = this.alerts;
    this.enqueue(async () => {
      const strategy = await store.findStrategy(this.ctx.db, rule.tenantId, rule.warningStrategyId);
      if (strategy) await alerts.clear(rule.tenantId, strategy, '');
    });
  }

  /** One alarm write at a time, so a burst of failures cannot flood the database. */
  private enqueue(job: () => Promise<void>) {
    this.chain = this.chain.then(job).catch((err) => this.ctx.log.error('forwarding: could not record a failure alarm', err));
  }

  idle(): Promise<void> {
    return this.chain;
  }
}
