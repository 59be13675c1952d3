import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AuthService, Notifier, useService, type CodePurpose } from '@tessera/sdk';
import { useCountdown } from './use-countdown';

export interface CaptchaButtonProps {
  /** Validates the phone field (showing its error) and returns the number, or null when invalid. */
  getPhone(): string | null;
  /** What the code is for: the server accepts it for that purpose only. */
  purpose: CodePurpose;
}

/** Sends the SMS code, then counts down the seconds before it can be resent (the spec's constants). */
export function CaptchaButton({ getPhone, purpose }: CaptchaButtonProps) {
  const auth = useService<AuthService>(AuthService);
  const notifier = useService<Notifier>(Notifier);
  const { t } = useTranslation('core');
  const { remaining, running, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const phone = getPhone();
    if (!phone) return;
    setSending(true);
    try {
      const result = await auth.sendCaptcha(phone, purpose);
      if (result.ok) {
        start();
        notifier.success(t('auth.codeSent'));
      } else if (result.message) {
        notifier.error(result.message);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      variant="minimal"
      className="tessera-captcha-button"
      disabled={running}
      loading={sending}
      text={running ? t('auth.resendIn', { seconds: remaining }) : t('auth.sendCode')}
      onClick={() => void send()}
    />
  );
}
