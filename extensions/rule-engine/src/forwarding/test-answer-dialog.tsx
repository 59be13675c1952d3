import { Callout, Dialog, DialogBody } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import type { TestAnswer } from '../api/forwarding-api';

/** What "test" got back: the script's output, then each target's answer. */
export function TestAnswerDialog({ answer, onClose }: { answer: TestAnswer; onClose(): void }) {
  const { t } = useT();
  return (
    <Dialog isOpen title={t('fwd.testTitle')} onClose={onClose} style={{ width: 640 }}>
      <DialogBody>
        <div data-testid="test-answer">
          {answer.script && (
            <Callout intent={answer.script.ok ? 'none' : 'danger'} title={t('form.script')} style={{ marginBottom: 8 }}>
              <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{answer.script.ok ? JSON.stringify(answer.script.output, null, 2) : answer.script.error}</pre>
            </Callout>
          )}
          {answer.targets.map((a, i) => (
            <Callout
              key={i}
              intent={a.ok ? 'success' : 'danger'}
              title={t(`target.${a.kind}`)}
              style={{ marginBottom: 8 }}
              data-testid={`test-answer-${a.kind}`}
            >
              {a.answer}
            </Callout>
          ))}
          {!answer.targets.length && answer.script?.ok && <Callout>{t('form.filtered')}</Callout>}
        </div>
      </DialogBody>
    </Dialog>
  );
}
