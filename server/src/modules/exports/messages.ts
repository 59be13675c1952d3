/** Server messages of the background export jobs. */
import type { LocalizedText } from '../../i18n/localized-text';

export const EXPORT_TEXT = {
  jobNotFound: {
    ch: '导出任务不存在',
    en: 'No such export job',
    es: 'El trabajo de exportación no existe',
    ja: 'エクスポートジョブが存在しません',
    de: 'Exportauftrag nicht gefunden',
    fr: 'Tâche d’export introuvable',
  },
  jobNotReady: {
    ch: '导出任务尚未完成',
    en: 'The export job has not finished yet',
    es: 'El trabajo de exportación aún no ha terminado',
    ja: 'エクスポートジョブはまだ完了していません',
    de: 'Der Exportauftrag ist noch nicht fertig',
    fr: "La tâche d'export n'est pas encore terminée",
  },
  restarted: {
    ch: '服务器重启，导出任务中断，请重新导出',
    en: 'The server restarted and interrupted the export; please export again',
    es: 'El servidor se reinició e interrumpió la exportación; vuelva a exportar',
    ja: 'サーバーの再起動によりエクスポートが中断されました。もう一度エクスポートしてください',
    de: 'Der Server wurde neu gestartet und hat den Export unterbrochen; bitte exportieren Sie erneut',
    fr: "Le serveur a redémarré et interrompu l'export ; veuillez exporter à nouveau",
  },
} as const satisfies Record<string, LocalizedText>;
