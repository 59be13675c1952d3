/** Server messages of the function (permission) table. */
import type { LocalizedText } from '../../i18n/localized-text';

export const FUNCTION_TEXT = {
  parentSelf: {
    ch: 'parent_id: 功能不能作为自己的上级',
    en: 'parent_id: a function cannot be its own parent',
    es: 'parent_id: una función no puede ser su propio superior',
    ja: 'parent_id: 機能を自身の親にすることはできません',
    de: 'parent_id: eine Funktion kann nicht ihr eigenes Oberelement sein',
    fr: 'parent_id: une fonction ne peut pas être son propre parent',
  },
  parentMissing: {
    ch: 'parent_id: 上级功能不存在',
    en: 'parent_id: no such function',
    es: 'parent_id: la función no existe',
    ja: 'parent_id: 機能が存在しません',
    de: 'parent_id: Funktion nicht gefunden',
    fr: 'parent_id: fonction introuvable',
  },
  nameTaken: {
    ch: '名称 {name} 已存在',
    en: 'The name {name} already exists',
    es: 'El nombre {name} ya existe',
    ja: '名前 {name} は既に存在します',
    de: 'Der Name {name} existiert bereits',
    fr: 'Le nom {name} existe déjà',
  },
  notFound: {
    ch: '功能不存在',
    en: 'No such function',
    es: 'La función no existe',
    ja: '機能が存在しません',
    de: 'Funktion nicht gefunden',
    fr: 'Fonction introuvable',
  },
} as const satisfies Record<string, LocalizedText>;
