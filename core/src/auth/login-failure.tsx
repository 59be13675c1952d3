import { Callout } from '@blueprintjs/core';
import type { LoginResult } from '@tessera/sdk';

/**
 * The server's own words on a failed login (the spec's error catalogue), with its `errors` field listed under the
 * message (the spec's call conventions).
 */
export function LoginFailure({ result, fallback }: { result: LoginResult | null; fallback: string }) {
  if (!result || result.ok) return null;
  const details = Object.values(result.errors ?? {}).flatMap((v) => (Array.isArray(v) ? v : [v]));
  const message = result.message || details.shift() || fallback;
  return (
    <Callout intent="danger" className="tessera-auth-error" role="alert">
      {message}
      {details.length > 0 && (
        <ul>
          {details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
    </Callout>
  );
}
