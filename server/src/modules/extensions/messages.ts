/** Six-language texts of extension installs (the HTTP layer picks the request's language). */
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
} as const;
