/** Server messages of the roles area, and the seeded roles' names and descriptions, in every console language. */
import type { LocalizedText } from '../../i18n/localized-text';
import { COMMON_TEXT } from '../../i18n/messages';

export const ROLE_TEXT = {
  notFound: { ch: '角色不存在', en: 'No such role', es: 'El rol no existe', ja: 'ロールが存在しません', de: 'Rolle nicht gefunden', fr: 'Rôle introuvable' },
  bound: {
    ch: '该角色已绑定用户，不能删除',
    en: 'The role is assigned to users and cannot be deleted',
    es: 'El rol está asignado a usuarios y no se puede eliminar',
    ja: 'このロールはユーザーに割り当てられているため削除できません',
    de: 'Die Rolle ist Benutzern zugewiesen und kann nicht gelöscht werden',
    fr: 'Le rôle est attribué à des utilisateurs et ne peut pas être supprimé',
  },
  nameTaken: {
    ch: '角色名称已存在',
    en: 'A role with this name already exists',
    es: 'Ya existe un rol con este nombre',
    ja: '同じ名前のロールが既に存在します',
    de: 'Eine Rolle mit diesem Namen existiert bereits',
    fr: 'Un rôle portant ce nom existe déjà',
  },
  userNotFound: COMMON_TEXT.userNotFound,
  unknownFunction: {
    ch: '包含无权分配的功能',
    en: 'The list contains functions you may not grant',
    es: 'La lista contiene funciones que no puede asignar',
    ja: '割り当てる権限のない機能が含まれています',
    de: 'Die Liste enthält Funktionen, die Sie nicht vergeben dürfen',
    fr: 'La liste contient des fonctions que vous ne pouvez pas attribuer',
  },
  rolesInvalid: { ch: 'roles：无效', en: 'roles: invalid', es: 'roles: no válido', ja: 'roles: 無効です', de: 'roles: ungültig', fr: 'roles : invalide' },
  done: COMMON_TEXT.done,
  deleted: COMMON_TEXT.deleted,
} as const satisfies Record<string, LocalizedText>;

/** Roles the server seeds, by `role.seed_key`: shown in the reader's language until an administrator renames them. */
export const SEEDED_ROLES = {
  operator: {
    name: { ch: '操作员', en: 'Operator', es: 'Operador', ja: 'オペレーター', de: 'Bediener', fr: 'Opérateur' },
    describe: {
      ch: '设备监控、地图、数据导出、告警与日志，不含管理功能',
      en: 'Device monitoring, map, data export, alerts and logs; no administration',
      es: 'Monitorización de dispositivos, mapa, exportación de datos, alertas y registros; sin administración',
      ja: 'デバイス監視、マップ、データエクスポート、アラート、ログ（管理機能なし）',
      de: 'Geräteüberwachung, Karte, Datenexport, Alarme und Protokolle; keine Verwaltung',
      fr: 'Surveillance des appareils, carte, export de données, alertes et journaux ; sans administration',
    },
  },
} as const satisfies Record<string, { name: LocalizedText; describe: LocalizedText }>;

export type SeededRoleKey = keyof typeof SEEDED_ROLES;
