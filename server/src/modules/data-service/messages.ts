/** Messages of data services, in the six console languages. */
import type { LocalizedText } from '../../i18n/localized-text';

const t = (ch: string, en: string, es: string, ja: string, de: string, fr: string): LocalizedText => ({ ch, en, es, ja, de, fr });

export const DS_MSG = {
  added: t('添加成功', 'Added', 'Añadido', '追加しました', 'Hinzugefügt', 'Ajouté'),
  edited: t('修改成功', 'Saved', 'Guardado', '保存しました', 'Gespeichert', 'Enregistré'),
  deleted: t('删除成功', 'Deleted', 'Eliminado', '削除しました', 'Gelöscht', 'Supprimé'),
  notFound: t('数据服务不存在', 'Unknown data service', 'Servicio de datos desconocido', 'データサービスが存在しません', 'Unbekannter Datendienst', 'Service de données inconnu'),
  sqlRequired: t('请输入SQL', 'Enter the SQL to run', 'Introduzca el SQL que se ejecutará', '実行する SQL を入力してください', 'Das auszuführende SQL eingeben', 'Saisissez le SQL à exécuter'),
  intervalRequired: t('推送模式需要推送间隔（秒）和推送地址', 'Push needs an interval (seconds) and a push URL', 'El envío necesita un intervalo (segundos) y una URL', 'プッシュには間隔 (秒) とプッシュ先 URL が必要です', 'Push braucht ein Intervall (Sekunden) und eine Push-URL', 'L’envoi nécessite un intervalle (secondes) et une URL'),
  badUrl: t('推送地址必须是 http(s) URL', 'push_url must be an http(s) URL', 'push_url debe ser una URL http(s)', 'push_url は http(s) URL である必要があります', 'push_url muss eine http(s)-URL sein', 'push_url doit être une URL http(s)'),
  disabled: t('数据服务已停用', 'This data service is stopped', 'Este servicio de datos está detenido', 'このデータサービスは停止中です', 'Dieser Datendienst ist gestoppt', 'Ce service de données est arrêté'),
  sqlFailed: t('SQL执行失败：{detail}', 'The SQL failed: {detail}', 'El SQL falló: {detail}', 'SQL の実行に失敗しました: {detail}', 'Das SQL ist fehlgeschlagen: {detail}', 'Le SQL a échoué : {detail}'),
  sqlTimeout: t('SQL执行超时（{ms} 毫秒）', 'The SQL ran longer than {ms} ms and was stopped', 'El SQL tardó más de {ms} ms y se detuvo', 'SQL が {ms} ms を超えたため停止しました', 'Das SQL lief länger als {ms} ms und wurde abgebrochen', 'Le SQL a dépassé {ms} ms et a été arrêté'),
  tableUnknown: t('表不存在：{name}', 'Unknown table: {name}', 'Tabla desconocida: {name}', 'テーブルが存在しません: {name}', 'Unbekannte Tabelle: {name}', 'Table inconnue : {name}'),
  // Refusals of the SQL guard.
  guardEmpty: t('SQL为空', 'The SQL is empty', 'El SQL está vacío', 'SQL が空です', 'Das SQL ist leer', 'Le SQL est vide'),
  guardMultiple: t('只允许一条语句', 'Only one statement is allowed', 'Solo se permite una sentencia', '許可されるのは 1 文だけです', 'Nur eine Anweisung ist erlaubt', 'Une seule instruction est autorisée'),
  guardComment: t('不允许注释', 'Comments are not allowed', 'No se permiten comentarios', 'コメントは使用できません', 'Kommentare sind nicht erlaubt', 'Les commentaires ne sont pas autorisés'),
  guardQuoted: t('不允许带引号的标识符', 'Quoted identifiers are not allowed', 'No se permiten identificadores entre comillas', '引用符付き識別子は使用できません', 'Identifikatoren in Anführungszeichen sind nicht erlaubt', 'Les identifiants entre guillemets ne sont pas autorisés'),
  guardSelect: t('只允许 SELECT 查询（可用 WITH）', 'Only a SELECT query (optionally WITH) is allowed', 'Solo se permite una consulta SELECT (con WITH opcional)', 'SELECT クエリ (WITH 可) のみ許可されます', 'Nur eine SELECT-Abfrage (optional mit WITH) ist erlaubt', 'Seule une requête SELECT (WITH facultatif) est autorisée'),
  guardChar: t('不允许的字符：{token}', 'Character not allowed: {token}', 'Carácter no permitido: {token}', '使用できない文字: {token}', 'Zeichen nicht erlaubt: {token}', 'Caractère non autorisé : {token}'),
  guardWord: t('未知或不允许的名称：{token}', 'Unknown or not allowed name: {token}', 'Nombre desconocido o no permitido: {token}', '不明または許可されていない名前: {token}', 'Unbekannter oder nicht erlaubter Name: {token}', 'Nom inconnu ou non autorisé : {token}'),
  guardFunction: t('不允许的函数：{token}', 'Function not allowed: {token}', 'Función no permitida: {token}', '使用できない関数: {token}', 'Funktion nicht erlaubt: {token}', 'Fonction non autorisée : {token}'),
  guardRelation: t('只能查询 ds_ 开头的视图，不能查询：{token}', 'Only the ds_ views can be queried, not: {token}', 'Solo se pueden consultar las vistas ds_, no: {token}', 'ds_ ビューのみ照会できます。不可: {token}', 'Nur die ds_-Sichten sind abfragbar, nicht: {token}', 'Seules les vues ds_ sont interrogeables, pas : {token}'),
  guardQualified: t('不允许的限定名：{token}', 'Qualified name not allowed: {token}', 'Nombre calificado no permitido: {token}', '使用できない修飾名: {token}', 'Qualifizierter Name nicht erlaubt: {token}', 'Nom qualifié non autorisé : {token}'),
  guardType: t('不允许的类型转换：{token}', 'Cast to this type not allowed: {token}', 'Conversión a este tipo no permitida: {token}', 'この型への変換はできません: {token}', 'Umwandlung in diesen Typ nicht erlaubt: {token}', 'Conversion vers ce type non autorisée : {token}'),
  guardUnbalanced: t('括号或引号不匹配', 'Unbalanced parentheses or quotes', 'Paréntesis o comillas desequilibrados', '括弧または引用符が対応していません', 'Klammern oder Anführungszeichen nicht ausgeglichen', 'Parenthèses ou guillemets déséquilibrés'),
  guardRelations: t('一条查询最多引用 {max} 个视图', 'A query may name at most {max} views', 'Una consulta puede nombrar como máximo {max} vistas', '1 つのクエリで参照できるビューは最大 {max} 個です', 'Eine Abfrage darf höchstens {max} Sichten nennen', 'Une requête peut nommer au plus {max} vues'),
} as const;

export const PUSH_MSG = {
  httpStatus: t('推送地址返回 HTTP {status}', 'The push URL answered HTTP {status}', 'La URL respondió HTTP {status}', 'プッシュ先が HTTP {status} を返しました', 'Die Push-URL antwortete HTTP {status}', 'L’URL a répondu HTTP {status}'),
} as const;

/** Comments of the ds_ views and their fields, shown by the table and field pickers. */
export const VIEW_TEXT = {
  deviceId: t('设备ID', 'Device id', 'Id del dispositivo', 'デバイス ID', 'Geräte-ID', 'Id de l’appareil'),
  deviceName: t('设备名称', 'Device name', 'Nombre del dispositivo', 'デバイス名', 'Gerätename', 'Nom de l’appareil'),
  attributeKey: t('属性标识符', 'Attribute key', 'Clave del atributo', '属性キー', 'Attributschlüssel', 'Clé d’attribut'),
  timeMicros: t('时间（微秒）', 'Time (µs since the epoch)', 'Hora (µs desde la época)', '時刻 (エポックからの µs)', 'Zeit (µs seit der Epoche)', 'Heure (µs depuis l’époque)'),
  numberValue: t('数值', 'Number value', 'Valor numérico', '数値', 'Zahlenwert', 'Valeur numérique'),
  textValue: t('字符串值', 'Text value', 'Valor de texto', '文字列値', 'Textwert', 'Valeur texte'),
  booleanValue: t('布尔值', 'Boolean value', 'Valor booleano', 'ブール値', 'Boolescher Wert', 'Valeur booléenne'),
  devices: t('设备', 'Devices', 'Dispositivos', 'デバイス', 'Geräte', 'Appareils'),
  createdSeconds: t('创建时间（秒）', 'Created (s since the epoch)', 'Creado (s desde la época)', '作成 (エポックからの秒)', 'Erstellt (s seit der Epoche)', 'Créé (s depuis l’époque)'),
  telemetryHistory: t('遥测历史', 'Telemetry history', 'Historial de telemetría', 'テレメトリ履歴', 'Telemetrieverlauf', 'Historique de télémétrie'),
  currentTelemetryValues: t('遥测当前值', 'Current telemetry values', 'Valores actuales de telemetría', 'テレメトリ現在値', 'Aktuelle Telemetriewerte', 'Valeurs actuelles de télémétrie'),
  deviceEvents: t('设备事件', 'Device events', 'Eventos de dispositivos', 'デバイスイベント', 'Geräteereignisse', 'Événements d’appareils'),
  eventId: t('事件标识符', 'Event id', 'Id del evento', 'イベント ID', 'Ereignis-ID', 'Id d’événement'),
  eventName: t('事件名称', 'Event name', 'Nombre del evento', 'イベント名', 'Ereignisname', 'Nom d’événement'),
  eventParametersJson: t('事件参数（JSON）', 'Event parameters (JSON)', 'Parámetros del evento (JSON)', 'イベントパラメータ (JSON)', 'Ereignisparameter (JSON)', 'Paramètres d’événement (JSON)'),
  reportedSeconds: t('上报时间（秒）', 'Reported (s since the epoch)', 'Notificado (s desde la época)', '報告 (エポックからの秒)', 'Gemeldet (s seit der Epoche)', 'Signalé (s depuis l’époque)'),
} as const;
