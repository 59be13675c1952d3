import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { COMPARISONS, type Comparison } from '../common/constants';
import { useWidgetT } from '../common/i18n';
import { addRule, canRemoveRule, removeRule, type StatusConfig, type StatusRule } from './status-config';

interface Props {
  config: StatusConfig;
  onChange(config: StatusConfig): void;
}

/** The status rule list: comparison, value, label, colour, icon; the only rule cannot be deleted. */
export function StatusRulesEditor({ config, onChange }: Props) {
  const t = useWidgetT();
  const rules = config.series.rules;
  const set = (i: number, patch: Partial<StatusRule>) =>
    onChange({ ...config, series: { ...config.series, rules: rules.map((r, j) => (j === i ? { ...r, ...patch } : r)) } });
  return (
    <div className="tessera-status-rules">
      {rules.map((r, i) => (
        <div key={i} style={{ display: 'flex', gap: 6, marginBottom: 6 }} data-testid="status-rule">
          <HTMLSelect aria-label={t('status.comparison')} value={r.comparison} onChange={(e) => set(i, { comparison: e.target.value as Comparison })}>
            {COMPARISONS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </HTMLSelect>
          <InputGroup aria-label={t('status.value')} placeholder={t('status.value')} value={r.value} onChange={(e) => set(i, { value: e.target.value })} />
          <InputGroup aria-label={t('status.label')} placeholder={t('status.label')} value={r.label} onChange={(e) => set(i, { label: e.target.value })} />
          <InputGroup aria-label={t('status.color')} type="color" value={r.color} onChange={(e) => set(i, { color: e.target.value })} />
          <InputGroup aria-label={t('status.icon')} placeholder={t('status.icon')} value={r.icon} onChange={(e) => set(i, { icon: e.target.value })} />
          <Button icon="trash" aria-label={t('status.removeRule')} disabled={!canRemoveRule(config)} onClick={() => onChange(removeRule(config, i))} />
        </div>
      ))}
      <Button icon="add" onClick={() => onChange(addRule(config))}>
        {t('status.addRule')}
      </Button>
    </div>
  );
}
