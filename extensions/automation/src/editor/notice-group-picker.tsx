import { HTMLSelect } from '@blueprintjs/core';
import { HttpClient, useLoad, useService, useT, type Page } from '@tessera/sdk';

interface NoticeGroup {
  id: string;
  group_name: string;
}

export interface NoticeGroupPickerProps {
  value: string;
  onChange(id: string): void;
  testId: string;
}

/** The notice groups of `/notification/list`; says so when the notifications area answers an error or no groups. */
export function NoticeGroupPicker({ value, onChange, testId }: NoticeGroupPickerProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const groups = useLoad(() => http.call<Page<NoticeGroup>>('/notification/list', { current_page: 1, per_page: 100 }, { silent: true }), [http]);
  const rows = groups.data?.data ?? [];
  const unavailable = Boolean(groups.error);
  const none = !groups.loading && !unavailable && rows.length === 0;
  const placeholder = unavailable ? t('editor.noticeUnavailable') : none ? t('editor.noticeNone') : t('editor.noticeOptional');
  return (
    <HTMLSelect
      aria-label={t('editor.noticeGroup')}
      data-testid={testId}
      value={value}
      disabled={unavailable || none}
      title={placeholder}
      onChange={(e) => onChange(e.currentTarget.value)}
      options={[{ value: '', label: placeholder }, ...rows.map((g) => ({ value: g.id, label: g.group_name }))]}
    />
  );
}
