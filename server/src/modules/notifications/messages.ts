/** Reply texts of the notifications module, in the six console languages (`{name}` placeholders filled by `fill`). */
import type { LocalizedText } from '../../i18n/localized-text';

const t = (ch: string, en: string, es: string, ja: string, de: string, fr: string): LocalizedText => ({ ch, en, es, ja, de, fr });

export const NOTICE_TEXT = {
  groupNotFound: t('通知组不存在', 'No such notice group', 'El grupo de avisos no existe', '通知グループが存在しません', 'Diese Benachrichtigungsgruppe gibt es nicht', "Ce groupe de notification n'existe pas"),
  noticeNotFound: t('通知不存在', 'No such notice', 'El aviso no existe', '通知が存在しません', 'Diese Benachrichtigung gibt es nicht', "Cette notification n'existe pas"),
  nameRequired: t('组名称不能为空', 'The group name is required', 'El nombre del grupo es obligatorio', 'グループ名は必須です', 'Der Gruppenname ist erforderlich', 'Le nom du groupe est obligatoire'),
  methodRequired: t('至少选择一种通知方式', 'Choose at least one notification method', 'Elija al menos un método de aviso', '通知方法を少なくとも1つ選択してください', 'Wählen Sie mindestens eine Benachrichtigungsart', 'Choisissez au moins un moyen de notification'),
  emailInvalid: t('邮箱格式不正确：{value}', 'Invalid e-mail address: {value}', 'Correo electrónico no válido: {value}', 'メールアドレスが正しくありません：{value}', 'Ungültige E-Mail-Adresse: {value}', 'Adresse e-mail invalide : {value}'),
  phoneInvalid: t('手机号格式不正确：{value}', 'Invalid mobile number: {value}', 'Número de móvil no válido: {value}', '携帯番号が正しくありません：{value}', 'Ungültige Mobilnummer: {value}', 'Numéro de mobile invalide : {value}'),
  urlInvalid: t('Webhook 地址必须以 http:// 或 https:// 开头', 'The webhook URL must start with http:// or https://', 'La URL del webhook debe empezar por http:// o https://', 'Webhook の URL は http:// または https:// で始まる必要があります', 'Die Webhook-URL muss mit http:// oder https:// beginnen', "L'URL du webhook doit commencer par http:// ou https://"),
  memberUnknown: t('成员用户不存在：{value}', 'No such user among the members: {value}', 'Usuario miembro inexistente: {value}', 'メンバーのユーザーが存在しません：{value}', 'Unbekannter Benutzer unter den Mitgliedern: {value}', 'Utilisateur membre inconnu : {value}'),
  memberNoFlag: t('成员至少要勾选一种接收方式', 'Each member needs at least one way to be told', 'Cada miembro necesita al menos una forma de aviso', '各メンバーに受信方法を少なくとも1つ選択してください', 'Jedes Mitglied braucht mindestens einen Benachrichtigungsweg', 'Chaque membre doit avoir au moins un moyen de réception'),
  saved: t('保存成功', 'Saved', 'Guardado', '保存しました', 'Gespeichert', 'Enregistré'),
  deleted: t('删除成功', 'Deleted', 'Eliminado', '削除しました', 'Gelöscht', 'Supprimé'),
  switched: t('操作成功', 'Done', 'Hecho', '完了しました', 'Erledigt', 'Effectué'),
  testQueued: t('测试通知已加入发送队列（{count} 条）', 'Test notice queued ({count} deliveries)', 'Aviso de prueba en cola ({count} envíos)', 'テスト通知をキューに入れました（{count} 件）', 'Testbenachrichtigung eingereiht ({count} Zustellungen)', 'Notification de test mise en file ({count} envois)'),
  groupDisabled: t('通知组已停用，请先启用', 'The notice group is paused; start it first', 'El grupo de avisos está en pausa; actívelo primero', '通知グループは停止中です。先に有効にしてください', 'Die Benachrichtigungsgruppe ist pausiert; zuerst starten', 'Le groupe de notification est en pause ; démarrez-le d’abord'),
  configInvalid: t('配置不合法：{detail}', 'Invalid configuration: {detail}', 'Configuración no válida: {detail}', '設定が正しくありません：{detail}', 'Ungültige Konfiguration: {detail}', 'Configuration invalide : {detail}'),
  notConfigured: t('该通知服务尚未配置或未启用', 'This notification service is not configured or not enabled', 'Este servicio de avisos no está configurado o no está activado', 'この通知サービスは未設定または無効です', 'Dieser Benachrichtigungsdienst ist nicht eingerichtet oder nicht aktiviert', "Ce service de notification n'est pas configuré ou pas activé"),
  messageTypeUnsupported: t('暂不支持的消息类型', 'Message type not supported', 'Tipo de mensaje no admitido', 'サポートされていないメッセージ種別です', 'Nachrichtentyp nicht unterstützt', 'Type de message non pris en charge'),
  smsParamTooLong: t('短信模板变量不能超过 35 个字符', 'SMS template variables must not exceed 35 characters', 'Las variables de la plantilla SMS no pueden superar 35 caracteres', 'SMS テンプレート変数は35文字以内です', 'SMS-Vorlagenvariablen dürfen höchstens 35 Zeichen haben', 'Les variables du modèle SMS ne doivent pas dépasser 35 caractères'),
  sent: t('发送成功：{answer}', 'Sent: {answer}', 'Enviado: {answer}', '送信しました：{answer}', 'Gesendet: {answer}', 'Envoyé : {answer}'),
  sendFailed: t('发送失败：{detail}', 'Sending failed: {detail}', 'Error de envío: {detail}', '送信に失敗しました：{detail}', 'Senden fehlgeschlagen: {detail}', "Échec de l'envoi : {detail}"),
  timeRange: t('开始时间不能大于结束时间', 'The start time must not be after the end time', 'La hora de inicio no puede ser posterior a la de fin', '開始時刻は終了時刻より後にできません', 'Die Startzeit darf nicht nach der Endzeit liegen', 'La date de début ne peut pas être après la date de fin'),
  testSubject: t('Tessera 测试通知', 'Tessera test notice', 'Aviso de prueba de Tessera', 'Tessera テスト通知', 'Tessera-Testbenachrichtigung', 'Notification de test Tessera'),
} as const;
