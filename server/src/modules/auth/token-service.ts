/**
 * Access tokens: HS256 JWTs (jose) with claims `{id, name (= email), tenant_id, authority, jti, exp}`, each backed
 * by a row of the session table so logout revokes a token at once (the contract's Redis `token -> "1"` check).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { AppContext } from '../../app-context';
import type { EventBus } from '../../events/event-bus';
import { businessError, unauthorizedError } from '../../http/envelope';
import type { Authority, Caller } from '../../http/route';
import { unixSeconds, type Db } from '../../storage/database';
import { sharedSecret } from '../../storage/server-secrets';
import { TENANT_TEXT } from '../tenants/messages';
import { SESSION_TEXT } from './messages';
import { deleteSessionsExpiredBefore, findSessionCaller, insertSession, revokeSession, revokeUserSessions, tenantEnabledFlag } from './session-store';

export interface IssuedToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  jti: string;
  exp: number;
}
export interface TokenSubject {
  id: string;
  email: string;
  tenant_id: string | null;
  authority: string;
}

/** The session messages (kept under their old name for the callers that import them from here). */
export const AUTH_MESSAGES = SESSION_TEXT;

/**
 * The JWT secret: TESSERA_JWT_SECRET if set; on PostgreSQL the one stored in the database (every server sharing it
 * must accept the others' tokens; a secret already in this data dir becomes the stored one if none exists yet);
 * on PGlite a random one persisted in the data dir (so restarts keep sessions).
 */
export async function loadJwtSecret(ctx: Pick<AppContext, 'config' | 'db'>): Promise<Uint8Array> {
  if (ctx.config.jwtSecret) return new TextEncoder().encode(ctx.config.jwtSecret);
  const file = path.join(ctx.config.dataDir, 'jwt-secret');
  let local: string | undefined;
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) local = existing;
  } catch {
    /* first start: create it below */
  }
  if (ctx.config.databaseUrl) {
    return new TextEncoder().encode(await sharedSecret(ctx.db, 'jwt', local ?? randomBytes(48).toString('base64url')));
  }
  if (local) return new TextEncoder().encode(local);
  const secret = randomBytes(48).toString('base64url');
  await fs.mkdir(ctx.config.dataDir, { recursive: true });
  await fs.writeFile(file, secret, { mode: 0o600 });
  return new TextEncoder().encode(secret);
}

/** A disabled tenant's users hold no session, even when one of them was re-enabled by hand. */
export async function tenantDisabled(db: Db, tenantId: string | null): Promise<boolean> {
  if (!tenantId) return false;
  return (await tenantEnabledFlag(db, tenantId)) === '0';
}

export class TokenService {
  /** `bus` carries revocations to every open socket, on this server and the others sharing the database. */
  constructor(
    private readonly ctx: AppContext,
    private readonly secret: Uint8Array,
    private readonly bus: EventBus,
  ) {}

  async issue(user: TokenSubject, ttlSeconds: number): Promise<IssuedToken> {
    if (await tenantDisabled(this.ctx.db, user.tenant_id)) throw businessError(TENANT_TEXT.disabled);
    const jti = randomUUID();
    const now = unixSeconds(this.ctx.clock.now());
    const exp = now + ttlSeconds;
    const access_token = await new SignJWT({ id: user.id, name: user.email, tenant_id: user.tenant_id, authority: user.authority })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(jti)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(this.secret);
    await insertSession(this.ctx.db, { jti, user_id: user.id, expires_at: exp, created_at: now });
    return { access_token, token_type: 'Bearer', expires_in: ttlSeconds, jti, exp };
  }

  /** The caller a token stands for, or a 401 ApiError saying why not. */
  async resolve(token: string | undefined): Promise<Caller> {
    if (!token) throw unauthorizedError(AUTH_MESSAGES.missing);
    let jti: string | undefined;
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'], currentDate: new Date(this.ctx.clock.now()) });
      jti = payload.jti;
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw unauthorizedError(AUTH_MESSAGES.expired);
      throw unauthorizedError(AUTH_MESSAGES.invalid);
    }
    if (!jti) throw unauthorizedError(AUTH_MESSAGES.invalid);
    const row = await findSessionCaller(this.ctx.db, jti);
    if (!row || row.revoked_at !== null || row.enabled !== '1' || row.tenant_enabled === '0') throw unauthorizedError(AUTH_MESSAGES.revoked);
    if (row.expires_at <= unixSeconds(this.ctx.clock.now())) throw unauthorizedError(AUTH_MESSAGES.expired);
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      authority: row.authority as Authority,
      tenant_id: row.tenant_id,
      jti,
      mustChangePassword: row.must_change_password === '1',
    };
  }

  async revoke(jti: string): Promise<void> {
    await revokeSession(this.ctx.db, jti, unixSeconds(this.ctx.clock.now()));
    await this.bus.publish('revocation', { jti });
  }

  /** Ends every session of a user (password reset, disable, delete), or every other one (own password change). */
  async revokeAll(userId: string, exceptJti?: string): Promise<void> {
    await revokeUserSessions(this.ctx.db, userId, unixSeconds(this.ctx.clock.now()), exceptJti);
    await this.bus.publish('revocation', { userId, exceptJti });
  }

  /** Housekeeping: expired sessions are useless; drop them. */
  async purgeExpired(): Promise<void> {
    await deleteSessionsExpiredBefore(this.ctx.db, unixSeconds(this.ctx.clock.now()) - 86_400);
  }
}
