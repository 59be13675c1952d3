import type { LocalizedText } from '@tessera/sdk';

/** A manifest's text in the interface language, English when that language is missing. */
export function localText(text: LocalizedText | undefined, language: string): string {
  if (!text) return '';
  return (text as Record<string, string | undefined>)[language] ?? text.en;
}
