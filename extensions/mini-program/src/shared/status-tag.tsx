import { Tag } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import type { FeedbackStatus } from '../api/mini-program-api';

const INTENT = { new: 'warning', replied: 'success', closed: 'none' } as const;

export function StatusTag({ status }: { status: FeedbackStatus }) {
  const { t } = useT();
  return (
    <Tag intent={INTENT[status]} minimal={status === 'closed'}>
      {t(`feedback.status_${status}`)}
    </Tag>
  );
}
