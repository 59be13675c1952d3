/** Reply texts of the device-model (plugin) routes; `ch` matches the wizard's own texts. */
import type { LocalizedText } from '../../i18n/localized-text';
import { COMMON_TEXT } from '../../i18n/messages';

export const PLUGIN_TEXT = {
  nameRequired: {
    ch: 'model_name: 请输入插件名称',
    en: 'model_name: Please enter the plugin name',
    es: 'model_name: Introduzca el nombre del complemento',
    ja: 'model_name: プラグイン名を入力してください',
    de: 'model_name: Bitte geben Sie den Plugin-Namen ein',
    fr: 'model_name: Veuillez saisir le nom du plugin',
  },
  categoryRequired: {
    ch: 'model_type: 请选择插件分类',
    en: 'model_type: Please select the plugin category',
    es: 'model_type: Seleccione la categoría del complemento',
    ja: 'model_type: プラグインの分類を選択してください',
    de: 'model_type: Bitte wählen Sie die Plugin-Kategorie',
    fr: 'model_type: Veuillez choisir la catégorie du plugin',
  },
  invalidJson: {
    ch: 'chart_data: JSON配置不合法',
    en: 'chart_data: The JSON configuration is invalid',
    es: 'chart_data: La configuración JSON no es válida',
    ja: 'chart_data: JSON 設定が正しくありません',
    de: 'chart_data: Die JSON-Konfiguration ist ungültig',
    fr: "chart_data: La configuration JSON n'est pas valide",
  },
  notFound: {
    ch: '插件不存在',
    en: 'No such plugin',
    es: 'El complemento no existe',
    ja: 'プラグインが存在しません',
    de: 'Plugin nicht gefunden',
    fr: 'Plugin introuvable',
  },
  builtinReadOnly: {
    ch: '内置插件不能修改或删除',
    en: 'Built-in plugins cannot be changed or deleted',
    es: 'Los complementos integrados no se pueden modificar ni eliminar',
    ja: '組み込みプラグインは変更・削除できません',
    de: 'Integrierte Plugins können nicht geändert oder gelöscht werden',
    fr: 'Les plugins intégrés ne peuvent être ni modifiés ni supprimés',
  },
  inUse: {
    ch: '该插件正被 {n} 个设备使用，请先更换这些设备的插件再删除',
    en: 'The plugin is used by {n} device(s); give them another plugin before deleting it',
    es: 'El complemento lo usan {n} dispositivo(s); asígneles otro antes de eliminarlo',
    ja: 'このプラグインは {n} 台のデバイスで使用中です。削除する前に別のプラグインに変更してください',
    de: 'Das Plugin wird von {n} Gerät(en) verwendet; weisen Sie ihnen vor dem Löschen ein anderes zu',
    fr: 'Le plugin est utilisé par {n} appareil(s) ; attribuez-leur un autre plugin avant de le supprimer',
  },
  added: COMMON_TEXT.added,
  saved: COMMON_TEXT.saved,
  deleted: COMMON_TEXT.deleted,
} as const satisfies Record<string, LocalizedText>;

export const PLUGIN_CATEGORY_TEXT = {
  sensor: { ch: '传感器', en: 'Sensor', es: 'Sensor', ja: 'センサー', de: 'Sensor', fr: 'Capteur' },
  controller: { ch: '控制器', en: 'Controller', es: 'Controlador', ja: 'コントローラー', de: 'Steuerung', fr: 'Contrôleur' },
  lighting: { ch: '照明', en: 'Lighting', es: 'Iluminación', ja: '照明', de: 'Beleuchtung', fr: 'Éclairage' },
  electricity: { ch: '电力', en: 'Electricity', es: 'Electricidad', ja: '電力', de: 'Elektrizität', fr: 'Électricité' },
  camera: { ch: '摄像头', en: 'Camera', es: 'Cámara', ja: 'カメラ', de: 'Kamera', fr: 'Caméra' },
  other: { ch: '其他', en: 'Other', es: 'Otro', ja: 'その他', de: 'Sonstiges', fr: 'Autre' },
} as const satisfies Record<string, LocalizedText>;

export const PLUGIN_CATEGORIES = ['sensor', 'controller', 'lighting', 'electricity', 'camera', 'other'] as const;
export type PluginCategory = (typeof PLUGIN_CATEGORIES)[number];
