/** A notice group's channel config `{email?, message?, webhook?}` as stored (JSON text) and as the console sees it. */
export interface GroupConfig {
  /** E-mail addresses, separated by English commas. */
  email?: string;
  /** Mobile numbers for SMS, separated by English commas. */
  message?: string;
  webhook?: { payload_url: string; secret: string };
}

export function parseGroupConfig(text: string): GroupConfig {
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' ? (v as GroupConfig) : {};
  } catch {
    return {};
  }
}

/** "a@x, b@y" → ['a@x', 'b@y'] (blanks dropped). */
export function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The webhook secret never leaves the server: blanked, with `secret_set`. */
export function maskGroupConfig(config: GroupConfig): Record<string, unknown> {
  if (!config.webhook) return { ...config };
  const { secret, ...hook } = config.webhook;
  return { ...config, webhook: { ...hook, secret: '', secret_set: !!secret } };
}
