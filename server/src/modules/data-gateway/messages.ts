/** Messages of the data gateway (open-API apps and the open API's refusals), in the six console languages. */
import type { LocalizedText } from '../../i18n/localized-text';

const t = (ch: string, en: string, es: string, ja: string, de: string, fr: string): LocalizedText => ({ ch, en, es, ja, de, fr });

export const GATEWAY_MSG = {
  added: t('添加成功', 'Added', 'Añadido', '追加しました', 'Hinzugefügt', 'Ajouté'),
  edited: t('修改成功', 'Saved', 'Guardado', '保存しました', 'Gespeichert', 'Enregistré'),
  deleted: t('删除成功', 'Deleted', 'Eliminado', '削除しました', 'Gelöscht', 'Supprimé'),
  secretReset: t(
    '密钥已重置，请妥善保存',
    'New secret issued; store it now, it is shown only once',
    'Nuevo secreto emitido; guárdelo ahora, solo se muestra una vez',
    '新しいシークレットを発行しました。表示は一度だけです',
    'Neues Geheimnis ausgestellt; jetzt speichern, es wird nur einmal angezeigt',
    'Nouveau secret émis ; conservez-le maintenant, il n’est affiché qu’une fois',
  ),
  notFound: t(
    '应用不存在',
    'Unknown open-API app',
    'Aplicación de API abierta desconocida',
    'オープン API アプリが存在しません',
    'Unbekannte Open-API-App',
    'Application d’API ouverte inconnue',
  ),
  badIp: t(
    'IP不合法,请重新输入：{ip}',
    'IP whitelist: "{ip}" is not an IPv4/IPv6 address or CIDR range',
    'Lista blanca de IP: "{ip}" no es una dirección IPv4/IPv6 ni un rango CIDR',
    'IP ホワイトリスト: "{ip}" は IPv4/IPv6 アドレスでも CIDR 範囲でもありません',
    'IP-Whitelist: "{ip}" ist keine IPv4/IPv6-Adresse und kein CIDR-Bereich',
    'Liste blanche IP : « {ip} » n’est ni une adresse IPv4/IPv6 ni une plage CIDR',
  ),
  unknownDevice: t(
    '设备不存在：{id}',
    'Unknown device: {id}',
    'Dispositivo desconocido: {id}',
    'デバイスが存在しません: {id}',
    'Unbekanntes Gerät: {id}',
    'Appareil inconnu : {id}',
  ),
  unknownApi: t(
    '接口不存在：{id}',
    'Unknown open API: {id}',
    'API abierta desconocida: {id}',
    'オープン API が存在しません: {id}',
    'Unbekannte Open API: {id}',
    'API ouverte inconnue : {id}',
  ),
  // Refusals of the open API (code 401), in the order they are checked.
  noTimestamp: t(
    '时间戳不存在',
    'X-OpenAPI-Timestamp is missing or not a Unix time (seconds or milliseconds)',
    'Falta X-OpenAPI-Timestamp o no es un tiempo Unix (segundos o milisegundos)',
    'X-OpenAPI-Timestamp がないか Unix 時刻 (秒またはミリ秒) ではありません',
    'X-OpenAPI-Timestamp fehlt oder ist keine Unix-Zeit (Sekunden oder Millisekunden)',
    'X-OpenAPI-Timestamp absent ou n’est pas un temps Unix (secondes ou millisecondes)',
  ),
  staleTimestamp: t(
    '访问权限超时（时间戳有效期 {window} 秒）',
    'X-OpenAPI-Timestamp is outside the allowed window of {window} s; sign again with the current time',
    'X-OpenAPI-Timestamp está fuera de la ventana permitida de {window} s; firme de nuevo con la hora actual',
    'X-OpenAPI-Timestamp が許容範囲 {window} 秒の外です。現在時刻で署名し直してください',
    'X-OpenAPI-Timestamp liegt außerhalb des erlaubten Fensters von {window} s; mit der aktuellen Zeit neu signieren',
    'X-OpenAPI-Timestamp est hors de la fenêtre autorisée de {window} s ; signez à nouveau avec l’heure actuelle',
  ),
  noAppKey: t(
    'AppKey不存在或无效',
    'X-OpenAPI-AppKey is missing or unknown',
    'Falta X-OpenAPI-AppKey o es desconocida',
    'X-OpenAPI-AppKey がないか不明です',
    'X-OpenAPI-AppKey fehlt oder ist unbekannt',
    'X-OpenAPI-AppKey absent ou inconnu',
  ),
  badIpCaller: t(
    '未授权IP,非法访问：{ip}',
    'Address {ip} is not in this app’s IP whitelist',
    'La dirección {ip} no está en la lista blanca de esta aplicación',
    'アドレス {ip} はこのアプリの IP ホワイトリストにありません',
    'Die Adresse {ip} steht nicht auf der IP-Whitelist dieser App',
    'L’adresse {ip} n’est pas dans la liste blanche de cette application',
  ),
  badSignature: t(
    '非法签名：应为 hex({mode}(时间戳 + 密钥))',
    'X-OpenAPI-Signature does not match hex({mode}(timestamp + secret))',
    'X-OpenAPI-Signature no coincide con hex({mode}(timestamp + secret))',
    'X-OpenAPI-Signature が hex({mode}(timestamp + secret)) と一致しません',
    'X-OpenAPI-Signature stimmt nicht mit hex({mode}(timestamp + secret)) überein',
    'X-OpenAPI-Signature ne correspond pas à hex({mode}(timestamp + secret))',
  ),
  noApiScope: t(
    '无接口权限：{api}',
    'This app may not call {api}',
    'Esta aplicación no puede llamar a {api}',
    'このアプリは {api} を呼び出せません',
    'Diese App darf {api} nicht aufrufen',
    'Cette application ne peut pas appeler {api}',
  ),
  noDeviceScope: t(
    '无设备权限：{id}',
    'Device {id} is outside this app’s device scope',
    'El dispositivo {id} está fuera del alcance de esta aplicación',
    'デバイス {id} はこのアプリのデバイス範囲外です',
    'Gerät {id} liegt außerhalb des Gerätebereichs dieser App',
    'L’appareil {id} est hors du périmètre de cette application',
  ),
  rateLimited: t(
    '请求过于频繁，每分钟最多 {limit} 次',
    'Too many requests: this app may make {limit} per minute',
    'Demasiadas solicitudes: esta aplicación puede hacer {limit} por minuto',
    'リクエストが多すぎます: このアプリは毎分 {limit} 回までです',
    'Zu viele Anfragen: diese App darf {limit} pro Minute stellen',
    'Trop de requêtes : cette application peut en faire {limit} par minute',
  ),
} as const;

export const OPENAPI_INPUT_MSG = {
  deviceRequired: t(
    '该应用只能访问部分设备，请指定 device_id',
    'This app sees only some devices: give device_id',
    'Esta aplicación solo ve algunos dispositivos: indique device_id',
    'このアプリは一部のデバイスのみ参照できます。device_id を指定してください',
    'Diese App sieht nur einige Geräte: device_id angeben',
    'Cette application ne voit que certains appareils : indiquez device_id',
  ),
} as const;
