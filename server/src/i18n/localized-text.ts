/**
 * A user-facing server message in every console language. Services throw and answer with these; the HTTP layer
 * picks the request's language (Accept-Language, which the console always sends) when it writes the envelope.
 */
export const LANGS = ['ch', 'en', 'es', 'ja', 'de', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
export type LocalizedText = Readonly<Record<Lang, string>>;
/** A plain string is sent as it is (free text such as a validator's detail); a LocalizedText is localized. */
export type Message = string | LocalizedText;

export function isLocalizedText(m: unknown): m is LocalizedText {
  return typeof m === 'object' && m !== null && LANGS.every((l) => typeof (m as Record<string, unknown>)[l] === 'string');
}

/** The console language from an Accept-Language header (`zh-*` → `ch`); Chinese when nothing matches. */
export function requestLang(acceptLanguage: string | undefined): Lang {
  for (const part of String(acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (tag.startsWith('zh') || tag === 'ch') return 'ch';
    const base = tag.slice(0, 2) as Lang;
    if ((LANGS as readonly string[]).includes(base)) return base;
  }
  return 'ch';
}

export function localize(message: Message, lang: Lang): string {
  return typeof message === 'string' ? message : message[lang];
}

/** Fills `{name}` placeholders in every language of a message. */
export function fill(message: LocalizedText, params: Record<string, string | number>): LocalizedText {
  const out = {} as Record<Lang, string>;
  for (const l of LANGS) out[l] = message[l].replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
  return out;
}
