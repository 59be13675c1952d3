import { Notifier, useService } from '@tessera/sdk';
import { useEditorT } from '../i18n';

/** Delete asks '删除该属性, 是否继续?' titled 提示 and removes the row on confirm (the spec's state rules). */
export function useDeleteRow(): (remove: () => void) => Promise<void> {
  const t = useEditorT();
  const notifier = useService<Notifier>(Notifier);
  return async (remove) => {
    if (await notifier.confirm(t('tsl.deleteConfirm'), { title: t('tsl.tip'), intent: 'danger' })) remove();
  };
}
