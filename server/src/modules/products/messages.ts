/** Messages of products, batches and pre-registration, in the six console languages. */
import type { LocalizedText } from '../../i18n/localized-text';

const t = (ch: string, en: string, es: string, ja: string, de: string, fr: string): LocalizedText => ({ ch, en, es, ja, de, fr });

export const PRODUCT_MSG = {
  added: t('添加成功', 'Added', 'Añadido', '追加しました', 'Hinzugefügt', 'Ajouté'),
  edited: t('修改成功', 'Saved', 'Guardado', '保存しました', 'Gespeichert', 'Enregistré'),
  deleted: t('删除成功', 'Deleted', 'Eliminado', '削除しました', 'Gelöscht', 'Supprimé'),
  success: t('操作成功', 'Done', 'Hecho', '完了しました', 'Erledigt', 'Terminé'),
  productNotFound: t('产品不存在', 'Unknown product', 'Producto desconocido', '製品が存在しません', 'Unbekanntes Produkt', 'Produit inconnu'),
  serialTaken: t('产品编号已存在', 'This product serial number is already used', 'Este número de serie de producto ya existe', 'この製品番号は既に使われています', 'Diese Produktnummer ist bereits vergeben', 'Ce numéro de produit est déjà utilisé'),
  pluginNotFound: t('插件不存在', 'Unknown device plugin', 'Complemento de dispositivo desconocido', 'デバイスプラグインが存在しません', 'Unbekanntes Geräte-Plugin', 'Plugin d’appareil inconnu'),
  productInUse: t('产品下存在批次或固件，无法删除', 'The product still has batches or firmware packages', 'El producto aún tiene lotes o paquetes de firmware', '製品にはまだバッチまたはファームウェアがあります', 'Das Produkt hat noch Chargen oder Firmware-Pakete', 'Le produit a encore des lots ou des micrologiciels'),
  batchNotFound: t('批次不存在', 'Unknown batch', 'Lote desconocido', 'バッチが存在しません', 'Unbekannte Charge', 'Lot inconnu'),
  batchTaken: t('该产品下批号已存在', 'This batch number already exists for the product', 'Este número de lote ya existe para el producto', 'この製品には同じバッチ番号が既にあります', 'Diese Chargennummer gibt es für das Produkt bereits', 'Ce numéro de lot existe déjà pour ce produit'),
  alreadyGenerated: t('已生成的批次，不能再次生成', 'This batch has already been generated', 'Este lote ya se ha generado', 'このバッチは既に生成されています', 'Diese Charge wurde bereits erzeugt', 'Ce lot a déjà été généré'),
  batchHasDevices: t('已添加设备的批次无法删除！', 'A batch with added devices cannot be deleted!', '¡No se puede eliminar un lote con dispositivos añadidos!', 'デバイスが追加されたバッチは削除できません！', 'Eine Charge mit hinzugefügten Geräten kann nicht gelöscht werden!', 'Un lot avec des appareils ajoutés ne peut pas être supprimé !'),
  badActivationCode: t('激活码错误！', 'Wrong activation code!', '¡Código de activación incorrecto!', 'アクティベーションコードが違います！', 'Falscher Aktivierungscode!', 'Code d’activation incorrect !'),
  alreadyAdded: t('设备已添加，不能再次添加！', 'The device has already been added!', '¡El dispositivo ya se ha añadido!', 'デバイスは既に追加されています！', 'Das Gerät wurde bereits hinzugefügt!', 'L’appareil a déjà été ajouté !'),
  groupNotFound: t('分组不存在', 'Unknown group', 'Grupo desconocido', 'グループが存在しません', 'Unbekannte Gruppe', 'Groupe inconnu'),
  csvEmpty: t('CSV 文件中没有设备编号', 'The CSV file has no device codes', 'El archivo CSV no tiene códigos de dispositivo', 'CSV ファイルにデバイスコードがありません', 'Die CSV-Datei enthält keine Gerätecodes', 'Le fichier CSV ne contient aucun code d’appareil'),
  csvTooMany: t('CSV 文件最多 {max} 行', 'The CSV file may have at most {max} rows', 'El archivo CSV admite como máximo {max} filas', 'CSV ファイルは最大 {max} 行です', 'Die CSV-Datei darf höchstens {max} Zeilen haben', 'Le fichier CSV peut avoir au plus {max} lignes'),
  csvBadRow: t('CSV 第 {row} 行：{problem}', 'CSV row {row}: {problem}', 'Fila CSV {row}: {problem}', 'CSV {row} 行目: {problem}', 'CSV-Zeile {row}: {problem}', 'Ligne CSV {row} : {problem}'),
  csvDuplicate: t('CSV 中设备编号 {code} 重复', 'Device code {code} appears twice in the CSV', 'El código {code} aparece dos veces en el CSV', 'CSV 内でデバイスコード {code} が重複しています', 'Gerätecode {code} kommt in der CSV doppelt vor', 'Le code {code} apparaît deux fois dans le CSV'),
  tokenTaken: t('令牌 {token} 已被使用', 'Token {token} is already in use', 'El token {token} ya está en uso', 'トークン {token} は既に使われています', 'Token {token} ist bereits vergeben', 'Le jeton {token} est déjà utilisé'),
} as const;
