/** Server messages of extension install and uninstall. */
import type { LocalizedText } from '../../i18n/localized-text';

export const EXT_TEXT = {
  builtin: {
    ch: '内置扩展不能卸载或替换',
    en: 'Built-in extensions cannot be uninstalled or replaced',
    es: 'Las extensiones integradas no se pueden desinstalar ni reemplazar',
    ja: '組み込み拡張機能はアンインストールも置き換えもできません',
    de: 'Integrierte Erweiterungen können weder deinstalliert noch ersetzt werden',
    fr: 'Les extensions intégrées ne peuvent être ni désinstallées ni remplacées',
  },
  notInstalled: {
    ch: '扩展未安装',
    en: 'The extension is not installed',
    es: 'La extensión no está instalada',
    ja: '拡張機能はインストールされていません',
    de: 'Die Erweiterung ist nicht installiert',
    fr: "L'extension n'est pas installée",
  },
  integrity: {
    ch: 'manifest.integrity: 与入口文件的 sha384 不符',
    en: 'manifest.integrity: does not match the sha384 of the entry file',
    es: 'manifest.integrity: no coincide con el sha384 del archivo de entrada',
    ja: 'manifest.integrity: エントリファイルの sha384 と一致しません',
    de: 'manifest.integrity: passt nicht zum sha384 der Einstiegsdatei',
    fr: "manifest.integrity: ne correspond pas au sha384 du fichier d'entrée",
  },
  installOk: { ch: '安装成功', en: 'Installed', es: 'Instalado', ja: 'インストールしました', de: 'Installiert', fr: 'Installé' },
  uninstallOk: { ch: '卸载成功', en: 'Uninstalled', es: 'Desinstalado', ja: 'アンインストールしました', de: 'Deinstalliert', fr: 'Désinstallé' },
  manifestInvalid: {
    ch: 'manifest{path}: {detail}{more}',
    en: 'manifest{path}: {detail}{more}',
    es: 'manifest{path}: {detail}{more}',
    ja: 'manifest{path}: {detail}{more}',
    de: 'manifest{path}: {detail}{more}',
    fr: 'manifest{path}: {detail}{more}',
  },
  moreErrors: { ch: '（另有 {n} 处错误）', en: ' (+{n} more)', es: ' (+{n} más)', ja: '（ほか {n} 件）', de: ' (+{n} weitere)', fr: ' (+{n} autres)' },
  badPath: {
    ch: 'files: 无效的路径 "{path}"',
    en: 'files: invalid path "{path}"',
    es: 'files: ruta no válida "{path}"',
    ja: 'files: 無効なパス "{path}"',
    de: 'files: ungültiger Pfad "{path}"',
    fr: 'files: chemin invalide "{path}"',
  },
  notBase64: {
    ch: 'files.{path}: 必须是 base64',
    en: 'files.{path}: must be base64',
    es: 'files.{path}: debe ser base64',
    ja: 'files.{path}: base64 である必要があります',
    de: 'files.{path}: muss base64 sein',
    fr: 'files.{path}: doit être en base64',
  },
  entryMissing: {
    ch: 'files: 缺少入口文件 "{entry}"',
    en: 'files: the entry file "{entry}" is missing',
    es: 'files: falta el archivo de entrada "{entry}"',
    ja: 'files: エントリファイル "{entry}" がありません',
    de: 'files: die Einstiegsdatei "{entry}" fehlt',
    fr: "files: le fichier d'entrée \"{entry}\" est manquant",
  },
  menuParentMissing: {
    ch: 'manifest.contributes.views.menu.parent: 没有名为 "{parent}" 的菜单目录',
    en: 'manifest.contributes.views.menu.parent: no menu directory named "{parent}"',
    es: 'manifest.contributes.views.menu.parent: no hay ningún directorio de menú llamado "{parent}"',
    ja: 'manifest.contributes.views.menu.parent: "{parent}" という名前のメニューディレクトリはありません',
    de: 'manifest.contributes.views.menu.parent: kein Menüverzeichnis namens "{parent}"',
    fr: 'manifest.contributes.views.menu.parent: aucun répertoire de menu nommé "{parent}"',
  },
  menuNameTaken: {
    ch: '菜单名称 {name} 已存在',
    en: 'A menu named {name} already exists',
    es: 'Ya existe un menú llamado {name}',
    ja: 'メニュー名 {name} は既に存在します',
    de: 'Ein Menü namens {name} existiert bereits',
    fr: 'Un menu nommé {name} existe déjà',
  },
} as const satisfies Record<string, LocalizedText>;

/** Claims an install would take from another extension or a built-in menu entry. */
export const EXT_MSG = {
  viewClaimed: {
    ch: '视图路径 {path} 已由扩展 {owner} 提供',
    en: 'The view path {path} is already provided by the extension {owner}',
    es: 'La ruta de vista {path} ya la proporciona la extensión {owner}',
    ja: 'ビューパス {path} は拡張機能 {owner} がすでに提供しています',
    de: 'Der Ansichtspfad {path} wird bereits von der Erweiterung {owner} bereitgestellt',
    fr: 'Le chemin de vue {path} est déjà fourni par l’extension {owner}',
  },
  menuPathClaimed: {
    ch: '菜单路径 {path} 已被扩展 {owner} 占用',
    en: 'The menu path {path} is already used by the extension {owner}',
    es: 'La ruta de menú {path} ya la usa la extensión {owner}',
    ja: 'メニューパス {path} は拡張機能 {owner} がすでに使用しています',
    de: 'Der Menüpfad {path} wird bereits von der Erweiterung {owner} verwendet',
    fr: 'Le chemin de menu {path} est déjà utilisé par l’extension {owner}',
  },
  menuPathBuiltin: {
    ch: '菜单路径 {path} 已被系统菜单 {menu} 占用',
    en: 'The menu path {path} is already used by the built-in menu entry {menu}',
    es: 'La ruta de menú {path} ya la usa la entrada de menú integrada {menu}',
    ja: 'メニューパス {path} は組み込みメニュー項目 {menu} がすでに使用しています',
    de: 'Der Menüpfad {path} wird bereits vom eingebauten Menüeintrag {menu} verwendet',
    fr: 'Le chemin de menu {path} est déjà utilisé par l’entrée de menu intégrée {menu}',
  },
} as const satisfies Record<string, LocalizedText>;
