import { Button, Callout, FormGroup, TextArea } from '@blueprintjs/core';
import { HttpClient, useService, useT } from '@tessera/sdk';
import { useState } from 'react';
import { forwardingApi, type QuizAnswer } from '../api/forwarding-api';
import { SAMPLE_SCRIPT } from './rule-model';

const SAMPLE_MESSAGE = '{\n  "device_id": "sample",\n  "device_name": "sample",\n  "message_type": 1,\n  "ts": 0,\n  "values": { "temperature": 21.5 }\n}';

/** The transform script with a trial run on a sample message (run on the server, in the sandbox). */
export function ScriptEditor({ value, onChange }: { value: string; onChange(v: string): void }) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const [sample, setSample] = useState(SAMPLE_MESSAGE);
  const [answer, setAnswer] = useState<QuizAnswer | null>(null);
  const [badSample, setBadSample] = useState(false);
  const run = async () => {
    let msg: Record<string, unknown>;
    try {
      msg = JSON.parse(sample) as Record<string, unknown>;
    } catch {
      setBadSample(true);
      return;
    }
    setBadSample(false);
    setAnswer(await forwardingApi.quiz(http, value, msg));
  };
  return (
    <div data-testid="script-editor">
      <FormGroup label={t('form.script')} labelFor="fwd-script" helperText={t('form.scriptHelp')}>
        <TextArea
          id="fwd-script"
          fill
          rows={8}
          value={value}
          placeholder={SAMPLE_SCRIPT}
          style={{ fontFamily: 'monospace' }}
          onChange={(e) => onChange(e.target.value)}
          data-testid="fwd-script"
        />
      </FormGroup>
      {!value && <Button small minimal icon="code" text={t('form.insertSample')} onClick={() => onChange(SAMPLE_SCRIPT)} data-testid="fwd-script-sample" />}
      <FormGroup
        label={t('form.sampleMessage')}
        labelFor="fwd-sample"
        intent={badSample ? 'danger' : 'none'}
        helperText={badSample ? t('form.sampleInvalid') : undefined}
      >
        <TextArea
          id="fwd-sample"
          fill
          rows={4}
          value={sample}
          style={{ fontFamily: 'monospace' }}
          onChange={(e) => setSample(e.target.value)}
          data-testid="fwd-sample"
        />
      </FormGroup>
      <Button icon="play" text={t('form.trialRun')} disabled={!value.trim()} onClick={() => void run()} data-testid="fwd-trial" />
      {answer && (
        <Callout intent={answer.ok ? 'success' : 'danger'} style={{ marginTop: 8 }} data-testid="fwd-trial-answer">
          <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
            {answer.ok ? (answer.output === null ? t('form.filtered') : JSON.stringify(answer.output, null, 2)) : answer.error}
          </pre>
        </Callout>
      )}
    </div>
  );
}
