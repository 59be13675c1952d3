/** Reply texts of the mini-program module, in the six console languages (`{name}` placeholders filled by `fill`). */
import type { LocalizedText } from '../../i18n/localized-text';

const t = (ch: string, en: string, es: string, ja: string, de: string, fr: string): LocalizedText => ({ ch, en, es, ja, de, fr });

export const MINI_TEXT = {
  siteRequired: t('请选择站点', 'Choose a site', 'Elija un sitio', 'サイトを選択してください', 'Wählen Sie einen Standort', 'Choisissez un site'),
  siteNotFound: t('站点不存在', 'No such site', 'El sitio no existe', 'サイトが存在しません', 'Diesen Standort gibt es nicht', "Ce site n'existe pas"),
  groupNotFound: t('设备分组不存在', 'No such device group', 'El grupo de dispositivos no existe', 'デバイスグループが存在しません', 'Diese Gerätegruppe gibt es nicht', "Ce groupe d'appareils n'existe pas"),
  groupNotInSite: t('该分组不属于此站点的项目', 'The group is not in a project of this site', 'El grupo no está en un proyecto de este sitio', 'このグループはこのサイトのプロジェクトにありません', 'Die Gruppe gehört zu keinem Projekt dieses Standorts', "Le groupe n'est dans aucun projet de ce site"),
  groupExists: t('该分组已在小程序中显示', 'The mini-program already shows this group', 'El miniprograma ya muestra este grupo', 'このグループはすでにミニプログラムに表示されています', 'Das Miniprogramm zeigt diese Gruppe bereits', 'Le mini-programme affiche déjà ce groupe'),
  displayNameRequired: t('显示名称不能为空', 'The display name is required', 'El nombre visible es obligatorio', '表示名は必須です', 'Der Anzeigename ist erforderlich', "Le nom d'affichage est obligatoire"),
  titleRequired: t('标题不能为空', 'The title is required', 'El título es obligatorio', 'タイトルは必須です', 'Der Titel ist erforderlich', 'Le titre est obligatoire'),
  contentRequired: t('内容不能为空', 'The content is required', 'El contenido es obligatorio', '内容は必須です', 'Der Inhalt ist erforderlich', 'Le contenu est obligatoire'),
  replyRequired: t('回复内容不能为空', 'The reply is required', 'La respuesta es obligatoria', '返信内容は必須です', 'Die Antwort ist erforderlich', 'La réponse est obligatoire'),
  feedbackNotFound: t('反馈不存在', 'No such feedback', 'El comentario no existe', 'フィードバックが存在しません', 'Dieses Feedback gibt es nicht', "Ce retour n'existe pas"),
  feedbackClosed: t('反馈已关闭，不能回复', 'The feedback is closed and cannot be replied to', 'El comentario está cerrado y no admite respuesta', 'フィードバックはクローズ済みのため返信できません', 'Das Feedback ist geschlossen und kann nicht beantwortet werden', 'Le retour est clos et ne peut plus recevoir de réponse'),
  deviceNotInSite: t('设备不属于该站点：{value}', 'The device is not a device of this site: {value}', 'El dispositivo no es de este sitio: {value}', 'デバイスはこのサイトのものではありません：{value}', 'Das Gerät gehört nicht zu diesem Standort: {value}', "L'appareil n'est pas un appareil de ce site : {value}"),
  sourceNotFound: t('素材不存在', 'No such media item', 'El recurso no existe', '素材が存在しません', 'Dieses Medium gibt es nicht', "Ce média n'existe pas"),
  noticeNotFound: t('公告不存在', 'No such notice', 'El aviso no existe', 'お知らせが存在しません', 'Diese Mitteilung gibt es nicht', "Cette annonce n'existe pas"),
  audienceAll: t('只有租户管理员可以发布面向全部站点的公告', 'Only the tenant admin may address a notice to all sites', 'Solo el administrador del inquilino puede dirigir un aviso a todos los sitios', '全サイト向けのお知らせはテナント管理者のみ作成できます', 'Nur der Mandantenadministrator darf eine Mitteilung an alle Standorte richten', "Seul l'administrateur du locataire peut adresser une annonce à tous les sites"),
  contentEmpty: t('公告内容在清理不安全的标记后为空', 'The notice content is empty once unsafe markup is removed', 'El contenido del aviso queda vacío al quitar el marcado inseguro', '安全でないマークアップを除くとお知らせの内容が空です', 'Der Inhalt der Mitteilung ist ohne unsichere Auszeichnung leer', "Le contenu de l'annonce est vide une fois le balisage dangereux retiré"),
  badImage: t('第 {index} 张图片无效：须为 PNG、JPEG、GIF 或 WebP 的 data URL', 'Image {index} is invalid: it must be a PNG, JPEG, GIF or WebP data URL', 'La imagen {index} no es válida: debe ser un data URL PNG, JPEG, GIF o WebP', '画像 {index} が無効です：PNG、JPEG、GIF、WebP の data URL にしてください', 'Bild {index} ist ungültig: erlaubt sind PNG-, JPEG-, GIF- oder WebP-Data-URLs', "L'image {index} est invalide : PNG, JPEG, GIF ou WebP en data URL"),
  imageTooLarge: t('第 {index} 张图片超过 {max} KB', 'Image {index} is larger than {max} KB', 'La imagen {index} supera {max} KB', '画像 {index} が {max} KB を超えています', 'Bild {index} ist größer als {max} KB', "L'image {index} dépasse {max} Ko"),
  badLink: t('链接须以 http://、https:// 或 / 开头', 'The link must start with http://, https:// or /', 'El enlace debe empezar por http://, https:// o /', 'リンクは http://、https://、/ のいずれかで始めてください', 'Der Link muss mit http://, https:// oder / beginnen', 'Le lien doit commencer par http://, https:// ou /'),
  badKey: t('站点密钥无效', 'Invalid site key', 'Clave del sitio no válida', 'サイトキーが無効です', 'Ungültiger Standortschlüssel', 'Clé de site invalide'),
  tooMany: t('请求过于频繁，请稍后再试', 'Too many requests; try again later', 'Demasiadas solicitudes; inténtelo más tarde', 'リクエストが多すぎます。しばらくしてから再試行してください', 'Zu viele Anfragen; bitte später erneut versuchen', 'Trop de requêtes ; réessayez plus tard'),
  codeUnknown: t('二维码无法识别为本租户的设备：{value}', 'The QR code is no device of this tenant: {value}', 'El código QR no es un dispositivo de este inquilino: {value}', 'QR コードはこのテナントのデバイスではありません：{value}', 'Der QR-Code ist kein Gerät dieses Mandanten: {value}', "Le code QR n'est pas un appareil de ce locataire : {value}"),
  keyCreated: t('已生成新的站点密钥，旧密钥立即失效', 'A new site key was made; the old one stops working now', 'Se creó una nueva clave; la anterior deja de funcionar', '新しいサイトキーを発行しました。旧キーは直ちに無効です', 'Ein neuer Standortschlüssel wurde erzeugt; der alte gilt ab sofort nicht mehr', "Nouvelle clé de site créée ; l'ancienne cesse de fonctionner"),
  received: t('反馈已提交', 'Feedback received', 'Comentario recibido', 'フィードバックを受け付けました', 'Feedback erhalten', 'Retour reçu'),
  saved: t('保存成功', 'Saved', 'Guardado', '保存しました', 'Gespeichert', 'Enregistré'),
  deleted: t('删除成功', 'Deleted', 'Eliminado', '削除しました', 'Gelöscht', 'Supprimé'),
} as const;

