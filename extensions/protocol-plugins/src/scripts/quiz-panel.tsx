import { Button, Callout, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { HttpClient, useService, useT } from '@tessera/sdk';
import { useState } from 'react';
import { protocolApi } from '../api/protocol-plugins-api';

export interface QuizPanelProps {
  /** The script text under test (the uplink or downlink one being edited). */
  script: string;
}

/** The trial run: a message (`0x…` hex, or text) and an optional topic through `encodeInp`; the answer as text. */
export function QuizPanel({ script }: QuizPanelProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const [msg, setMsg] = useState('');
  const [topic, setTopic] = useState('');
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    try {
      const r = await protocolApi.quiz(http, { script_content: script, msg_content: msg, topic_content: topic });
      setAnswer({ ok: r.code === 200, text: r.message });
    } finally {
      setRunning(false);
    }
  };

  return (
    <fieldset data-testid="script-quiz" style={{ border: '1px solid rgba(128,128,128,.3)', padding: 8 }}>
      <legend>{t('scripts.quiz')}</legend>
      <FormGroup label={t('scripts.quizMessage')} labelFor="script-quiz-msg" helperText={t('scripts.quizHelp')}>
        <TextArea id="script-quiz-msg" data-testid="script-quiz-msg" fill value={msg} onChange={(e) => setMsg(e.currentTarget.value)} placeholder="0x010102" />
      </FormGroup>
      <FormGroup label={t('scripts.quizTopic')} labelFor="script-quiz-topic">
        <InputGroup
          id="script-quiz-topic"
          data-testid="script-quiz-topic"
          value={topic}
          onChange={(e) => setTopic(e.currentTarget.value)}
          placeholder="device/attributes"
        />
      </FormGroup>
      <Button
        icon="play"
        text={t('scripts.quizRun')}
        loading={running}
        disabled={!script.trim() || !msg}
        data-testid="script-quiz-run"
        onClick={() => void run()}
      />
      {answer && (
        <Callout intent={answer.ok ? 'none' : 'danger'} title={t('scripts.quizAnswer')} style={{ marginTop: 8 }}>
          <pre data-testid="script-quiz-answer" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {answer.text}
          </pre>
        </Callout>
      )}
    </fieldset>
  );
}
