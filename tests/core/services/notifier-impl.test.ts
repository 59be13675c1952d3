import { screen, waitFor, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { I18nServiceImpl } from '../../../core/src/services/i18n-service-impl';
import { NotifierImpl } from '../../../core/src/services/notifier-impl';
import { SessionStoreImpl } from '../../../core/src/services/session-store-impl';

// Toasts and the spec's confirmation dialog, rendered into their own roots (no host component mounted).
beforeEach(() => {
  localStorage.clear();
});

// A closed dialog removes its own root after the closing animation; wait so tests do not see each other's.
afterEach(async () => {
  await waitFor(() => expect(document.querySelector('.tessera-confirm-root')).toBeNull());
});

function notifier() {
  return new NotifierImpl(new I18nServiceImpl(new SessionStoreImpl()));
}

describe('NotifierImpl', () => {
  it('confirm shows 提示 with 确定 / 取消 and resolves true on 确定', async () => {
    const n = notifier();
    const answer = n.confirm('你确定要删除吗？');
    expect(await screen.findByText('你确定要删除吗？')).toBeTruthy();
    expect(screen.getByText('提示')).toBeTruthy();
    expect(screen.getByText('取消')).toBeTruthy();
    fireEvent.click(screen.getByText('确定'));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false on 取消', async () => {
    const n = notifier();
    const answer = n.confirm('您确定要重置密码吗？');
    fireEvent.click(await screen.findByText('取消'));
    await expect(answer).resolves.toBe(false);
  });

  it('accepts a custom title and button texts', async () => {
    const n = notifier();
    const answer = n.confirm('删除该属性, 是否继续?', { title: 'T', confirmText: 'Go', cancelText: 'Stop', intent: 'danger' });
    expect(await screen.findByText('T')).toBeTruthy();
    fireEvent.click(screen.getByText('Stop'));
    await expect(answer).resolves.toBe(false);
  });

  it('error() shows a toast with the message', async () => {
    const n = notifier();
    n.error('设备不存在');
    await waitFor(() => expect(document.body.textContent).toContain('设备不存在'));
    expect(document.querySelector('.bp6-toast.bp6-intent-danger, [class*="toast"][class*="danger"]')).toBeTruthy();
  });
});
