/** Messages of firmware packages and upgrade tasks, in the six console languages. */
import type { LocalizedText } from '../../i18n/localized-text';

const t = (ch: string, en: string, es: string, ja: string, de: string, fr: string): LocalizedText => ({ ch, en, es, ja, de, fr });

export const OTA_MSG = {
  added: t('添加成功', 'Added', 'Añadido', '追加しました', 'Hinzugefügt', 'Ajouté'),
  deleted: t('删除成功', 'Deleted', 'Eliminado', '削除しました', 'Gelöscht', 'Supprimé'),
  success: t('操作成功', 'Done', 'Hecho', '完了しました', 'Erledigt', 'Terminé'),
  badVersion: t('版本号必须符合语义化版本（如 1.2.3）', 'The version must be a semantic version such as 1.2.3', 'La versión debe ser semántica, p. ej. 1.2.3', 'バージョンはセマンティックバージョン（例 1.2.3）でなければなりません', 'Die Version muss eine semantische Version wie 1.2.3 sein', 'La version doit être sémantique, par ex. 1.2.3'),
  noAccess: t('无权访问', "You don't have access.", 'No tiene acceso.', 'アクセス権がありません。', 'Sie haben keinen Zugriff.', 'Vous n’avez pas accès.'),
  badDateTime: t('“{value}”不是有效的日期时间', '"{value}" is not a date-time', '"{value}" no es una fecha y hora', '「{value}」は日時ではありません', '"{value}" ist kein Datum mit Uhrzeit', '« {value} » n’est pas une date et heure'),
  fileEmpty: t('升级包文件为空', 'The package file is empty', 'El archivo del paquete está vacío', 'パッケージファイルが空です', 'Die Paketdatei ist leer', 'Le fichier du paquet est vide'),
  fileTooLarge: t('升级包文件超过 {max} 字节上限', 'The package file exceeds the {max}-byte limit', 'El archivo supera el límite de {max} bytes', 'パッケージファイルが上限 {max} バイトを超えています', 'Die Paketdatei überschreitet die Grenze von {max} Byte', 'Le fichier dépasse la limite de {max} octets'),
  fileMissing: t('请先上传升级包文件', 'Upload the package file first', 'Suba primero el archivo del paquete', '先にパッケージファイルをアップロードしてください', 'Bitte zuerst die Paketdatei hochladen', 'Téléversez d’abord le fichier du paquet'),
  packageNotFound: t('升级包不存在', 'Unknown firmware package', 'Paquete de firmware desconocido', 'ファームウェアパッケージが存在しません', 'Unbekanntes Firmware-Paket', 'Paquet de micrologiciel inconnu'),
  packageInUse: t('升级包下存在升级任务，无法删除', 'The package still has upgrade tasks', 'El paquete aún tiene tareas de actualización', 'パッケージにはまだアップグレードタスクがあります', 'Das Paket hat noch Upgrade-Aufgaben', 'Le paquet a encore des tâches de mise à jour'),
  productNotFound: t('产品不存在', 'Unknown product', 'Producto desconocido', '製品が存在しません', 'Unbekanntes Produkt', 'Produit inconnu'),
  taskNotFound: t('升级任务不存在', 'Unknown upgrade task', 'Tarea de actualización desconocida', 'アップグレードタスクが存在しません', 'Unbekannte Upgrade-Aufgabe', 'Tâche de mise à jour inconnue'),
  taskUnfinished: t('任务未完成，无法删除', 'The task is not finished and cannot be deleted', 'La tarea no ha terminado y no se puede eliminar', 'タスクが完了していないため削除できません', 'Die Aufgabe ist nicht abgeschlossen und kann nicht gelöscht werden', 'La tâche n’est pas terminée et ne peut pas être supprimée'),
  noDevices: t('没有需要升级的设备', 'No device needs this upgrade', 'Ningún dispositivo necesita esta actualización', 'このアップグレードが必要なデバイスはありません', 'Kein Gerät braucht dieses Upgrade', 'Aucun appareil n’a besoin de cette mise à jour'),
  deviceNotFound: t('设备不存在或不属于该产品', 'A device does not exist or does not belong to the product', 'Un dispositivo no existe o no pertenece al producto', 'デバイスが存在しないか、製品に属していません', 'Ein Gerät existiert nicht oder gehört nicht zum Produkt', 'Un appareil n’existe pas ou n’appartient pas au produit'),
  startTimeRequired: t('定时升级需要开始时间', 'A scheduled upgrade needs a start time', 'Una actualización programada necesita una hora de inicio', '予約アップグレードには開始時刻が必要です', 'Ein geplantes Upgrade braucht eine Startzeit', 'Une mise à jour planifiée nécessite une heure de début'),
  endBeforeStart: t('结束时间必须晚于开始时间', 'The end time must be after the start time', 'La hora de fin debe ser posterior a la de inicio', '終了時刻は開始時刻より後でなければなりません', 'Die Endzeit muss nach der Startzeit liegen', 'L’heure de fin doit suivre l’heure de début'),
  rowNotFound: t('升级记录不存在', 'Unknown upgrade record', 'Registro de actualización desconocido', 'アップグレード記録が存在しません', 'Unbekannter Upgrade-Eintrag', 'Enregistrement de mise à jour inconnu'),
  notRetryable: t('只有失败或已取消的升级可以重新升级', 'Only failed or cancelled upgrades can be retried', 'Solo se pueden reintentar las actualizaciones fallidas o canceladas', '失敗またはキャンセルされたアップグレードのみ再実行できます', 'Nur fehlgeschlagene oder abgebrochene Upgrades können wiederholt werden', 'Seules les mises à jour échouées ou annulées peuvent être relancées'),
  notCancellable: t('只有未完成的升级可以取消', 'Only pending upgrades can be cancelled', 'Solo se pueden cancelar las actualizaciones pendientes', '未完了のアップグレードのみキャンセルできます', 'Nur ausstehende Upgrades können abgebrochen werden', 'Seules les mises à jour en attente peuvent être annulées'),
  // Status details written on the per-device rows.
  waiting: t('等待推送', 'Waiting to push', 'En espera de envío', 'プッシュ待ち', 'Wartet auf Versand', 'En attente d’envoi'),
  offlineWaiting: t('设备不在线，等待升级', 'Device offline, waiting for it to come online', 'Dispositivo sin conexión, esperando a que se conecte', 'デバイスがオフラインのため、オンラインを待っています', 'Gerät offline, wartet bis es online kommt', 'Appareil hors ligne, en attente de connexion'),
  previousUnfinished: t('上次升级未完成', 'A previous upgrade is not finished', 'Una actualización anterior no ha terminado', '前回のアップグレードが完了していません', 'Ein vorheriges Upgrade ist nicht abgeschlossen', 'Une mise à jour précédente n’est pas terminée'),
  notified: t('已通知设备', 'Device notified', 'Dispositivo notificado', 'デバイスに通知しました', 'Gerät benachrichtigt', 'Appareil notifié'),
  upgrading: t('升级中', 'Upgrading', 'Actualizando', 'アップグレード中', 'Wird aktualisiert', 'Mise à jour en cours'),
  succeeded: t('升级成功', 'Upgrade succeeded', 'Actualización correcta', 'アップグレード成功', 'Upgrade erfolgreich', 'Mise à jour réussie'),
  failed: t('升级失败', 'Upgrade failed', 'Actualización fallida', 'アップグレード失敗', 'Upgrade fehlgeschlagen', 'Échec de la mise à jour'),
  downloadFailed: t('下载失败', 'Download failed', 'Descarga fallida', 'ダウンロード失敗', 'Download fehlgeschlagen', 'Échec du téléchargement'),
  verifyFailed: t('校验失败', 'Signature check failed', 'Verificación fallida', '検証失敗', 'Prüfung fehlgeschlagen', 'Échec de la vérification'),
  flashFailed: t('烧写失败', 'Flashing failed', 'Grabación fallida', '書き込み失敗', 'Flashen fehlgeschlagen', 'Échec de l’écriture'),
  deviceError: t('设备上报错误码 {code}', 'The device reported error code {code}', 'El dispositivo informó el código de error {code}', 'デバイスがエラーコード {code} を報告しました', 'Das Gerät meldete Fehlercode {code}', 'L’appareil a signalé le code d’erreur {code}'),
  timedOut: t('设备在 {seconds} 秒内没有上报进度，升级失败', 'No report from the device within {seconds} s: upgrade failed', 'Sin informe del dispositivo en {seconds} s: actualización fallida', '{seconds} 秒以内にデバイスから報告がなく、アップグレード失敗', 'Keine Meldung des Geräts innerhalb von {seconds} s: Upgrade fehlgeschlagen', 'Aucun rapport de l’appareil en {seconds} s : échec de la mise à jour'),
  taskEnded: t('任务结束时设备仍未上线，升级失败', 'The device did not come online before the task ended', 'El dispositivo no se conectó antes del fin de la tarea', 'タスク終了までにデバイスがオンラインになりませんでした', 'Das Gerät kam vor Ende der Aufgabe nicht online', 'L’appareil ne s’est pas connecté avant la fin de la tâche'),
  wrongVersion: t('设备升级后上报版本 {version}，与目标版本不符', 'After upgrading the device reported version {version}, not the target', 'Tras actualizar, el dispositivo informó la versión {version}, no la de destino', 'アップグレード後のバージョン {version} が目標と一致しません', 'Nach dem Upgrade meldete das Gerät Version {version} statt der Zielversion', 'Après la mise à jour l’appareil a signalé la version {version}, pas la cible'),
  cancelled: t('手动取消升级', 'Cancelled by hand', 'Cancelado manualmente', '手動でキャンセルしました', 'Manuell abgebrochen', 'Annulé manuellement'),
} as const;
