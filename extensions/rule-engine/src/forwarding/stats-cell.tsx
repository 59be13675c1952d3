import { Tag, Tooltip } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import type { RuleStats } from '../api/forwarding-api';

/** Delivered / failed / dropped since the server started, with the last error on hover. */
export function StatsCell({ stats, testId }: { stats: RuleStats; testId: string }) {
  const { t } = useT();
  return (
    <span data-testid={testId} style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      <Tag minimal intent="success" title={t('stats.delivered')}>
        {t('stats.deliveredN', { n: stats.delivered })}
      </Tag>
      <Tag minimal intent={stats.failed ? 'warning' : 'none'} title={t('stats.failed')}>
        {t('stats.failedN', { n: stats.failed })}
      </Tag>
      <Tag minimal intent={stats.dropped ? 'danger' : 'none'} title={t('stats.dropped')}>
        {t('stats.droppedN', { n: stats.dropped })}
      </Tag>
      {stats.script_errors > 0 && (
        <Tag minimal intent="danger">
          {t('stats.scriptErrorsN', { n: stats.script_errors })}
        </Tag>
      )}
      {stats.last_error && (
        <Tooltip content={stats.last_error}>
          <Tag minimal intent="danger" icon="error" data-testid={`${testId}-error`}>
            {stats.last_error.slice(0, 40)}
          </Tag>
        </Tooltip>
      )}
    </span>
  );
}
