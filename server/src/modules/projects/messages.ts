/** Business messages of the projects area (contract texts where the original has one). */
import type { LocalizedText } from '../../i18n/localized-text';
import { COMMON_TEXT } from '../../i18n/messages';

export const MSG = {
  deleted: COMMON_TEXT.deleted,
  deleteChildrenFirst: COMMON_TEXT.deleteChildrenFirst,
  deleteDevicesFirst: {
    ch: '请先删除该分组下的设备',
    en: 'Delete the devices of this group first',
    es: 'Elimine primero los dispositivos de este grupo',
    ja: '先にこのグループのデバイスを削除してください',
    de: 'Löschen Sie zuerst die Geräte dieser Gruppe',
    fr: 'Supprimez d’abord les appareils de ce groupe',
  },
  projectNotFound: {
    ch: '项目不存在',
    en: 'No such project',
    es: 'El proyecto no existe',
    ja: 'プロジェクトが存在しません',
    de: 'Projekt nicht gefunden',
    fr: 'Projet introuvable',
  },
  groupNotFound: {
    ch: '分组不存在',
    en: 'No such group',
    es: 'El grupo no existe',
    ja: 'グループが存在しません',
    de: 'Gruppe nicht gefunden',
    fr: 'Groupe introuvable',
  },
  parentNotFound: {
    ch: '上级分组不存在',
    en: 'No such parent group',
    es: 'El grupo superior no existe',
    ja: '上位グループが存在しません',
    de: 'Übergeordnete Gruppe nicht gefunden',
    fr: 'Groupe parent introuvable',
  },
  parentIsSelf: {
    ch: '上级分组不能是自己或下级分组',
    en: 'A group cannot be its own parent or sit below itself',
    es: 'Un grupo no puede ser su propio superior ni estar debajo de sí mismo',
    ja: 'グループを自身またはその下位グループの下に置くことはできません',
    de: 'Eine Gruppe kann nicht ihr eigenes Oberelement sein oder unter sich selbst liegen',
    fr: 'Un groupe ne peut pas être son propre parent ni se trouver sous lui-même',
  },
  nameRequired: {
    ch: '名称不能为空',
    en: 'The name must not be empty',
    es: 'El nombre no puede estar vacío',
    ja: '名前を入力してください',
    de: 'Der Name darf nicht leer sein',
    fr: 'Le nom ne doit pas être vide',
  },
} as const satisfies Record<string, LocalizedText>;
