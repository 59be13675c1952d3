import { Icon } from '@blueprintjs/core';
import type { WidgetRendererProps } from '@tessera/sdk';
import { WidgetCard } from '../common/widget-card';
import { statusViewModel, type StatusConfig } from './status-config';

export function StatusRenderer({ config, data, height = 160 }: WidgetRendererProps<StatusConfig>) {
  const view = statusViewModel(config, data.values);
  const s = config.series;
  return (
    <WidgetCard config={config} height={height}>
      <div style={{ fontSize: s.fontSize }}>{view.title}</div>
      <div className="tessera-status" style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 12 }}>
        {view.rule?.icon && <Icon icon={view.rule.icon as never} color={view.rule.color} size={s.labelSize * 2} />}
        <span style={{ fontSize: s.labelSize, color: view.rule?.color ?? s.labelColor }} data-testid="status-label">
          {view.rule ? view.rule.label : String(view.value ?? '-')}
        </span>
      </div>
    </WidgetCard>
  );
}
