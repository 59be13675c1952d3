import { Button, Callout, ControlGroup, InputGroup } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { useState } from 'react';

export interface TestSendProps {
  testId: string;
  /** Label of the recipient input; absent = no recipient (the webhook posts to its configured URL). */
  targetLabel?: string;
  contentLabel: string;
  defaultContent: string;
  /** Sends and resolves with the provider's answer; a refusal was already shown by the http client. */
  send(target: string, content: string): Promise<{ answer: string }>;
}

/** "Send test": a recipient and a text, and the provider's answer once it replied. */
export function TestSend({ testId, targetLabel, contentLabel, defaultContent, send }: TestSendProps) {
  const { t } = useT();
  const [target, setTarget] = useState('');
  const [content, setContent] = useState(defaultContent);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setAnswer(null);
    try {
      setAnswer((await send(target.trim(), content)).answer);
    } catch {
      /* the server's message was shown */
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ marginTop: 12 }}>
      <ControlGroup fill>
        {targetLabel && (
          <InputGroup aria-label={targetLabel} placeholder={targetLabel} value={target} data-testid={`${testId}-target`} onValueChange={setTarget} />
        )}
        <InputGroup aria-label={contentLabel} placeholder={contentLabel} value={content} data-testid={`${testId}-content`} onValueChange={setContent} />
        <Button
          icon="send-message"
          text={t('service.sendTest')}
          loading={busy}
          disabled={(!!targetLabel && !target.trim()) || !content.trim()}
          data-testid={`${testId}-send`}
          onClick={() => void run()}
        />
      </ControlGroup>
      {answer !== null && (
        <Callout intent="success" style={{ marginTop: 8 }} data-testid={`${testId}-answer`}>
          {t('service.providerAnswer', { answer })}
        </Callout>
      )}
    </div>
  );
}
