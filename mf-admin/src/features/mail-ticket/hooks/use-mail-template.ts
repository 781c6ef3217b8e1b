import { MSG, type TMailTemplateType } from '@busdesk/api-contract';
import { isApiError, notify } from '@busdesk/shared-kit';
import { useCallback, useEffect, useState } from 'react';
import { MAIL_TEMPLATE_LABELS as L } from '../labels';
import type { MailTemplateServices } from '../mail-template-services';

export type MailTemplateState =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      /** What the server holds (or the built-in template). */
      saved: string;
      isDefault: boolean;
      /** What the editor shows now. */
      html: string;
      /** Bumped whenever the editor must restart from `html` (a load, a save that the server cleaned, a reset). */
      revision: number;
    };

/** The server's own words for a refusal; the fallback when it gave none (a lost connection, an empty answer). */
const failureText = (error: unknown, fallback: string) =>
  isApiError(error) && error.code > 0 && error.message && error.message !== MSG.common.clientErrorFallback ? error.message : fallback;

/**
 * One template type being edited: loaded from the server, changed in the editor, saved ('Cập nhật cấu hình thành
 * công' / the server's message or 'Cập nhật cấu hình thất bại', 000 §8) and tried with 'Gửi thử'.
 */
export function useMailTemplate(type: TMailTemplateType, services: MailTemplateServices) {
  const [state, setState] = useState<MailTemplateState>({ status: 'loading' });
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const t = await services.get(type);
      setState((s) => ({ status: 'ready', saved: t.value, isDefault: t.isDefault, html: t.value, revision: (s.status === 'ready' ? s.revision : 0) + 1 }));
    } catch {
      setState({ status: 'failed' });
    }
  }, [type, services]);

  useEffect(() => {
    void load();
  }, [load]);

  const edit = useCallback((html: string) => setState((s) => (s.status === 'ready' ? { ...s, html } : s)), []);

  const reset = useCallback(() => setState((s) => (s.status === 'ready' ? { ...s, html: s.saved, revision: s.revision + 1 } : s)), []);

  const save = useCallback(async () => {
    if (state.status !== 'ready' || saving) return;
    setSaving(true);
    try {
      const stored = await services.save(type, state.html);
      notify(MSG.mailTemplate.success, 'success');
      // The server keeps the sanitised text: when it differs from the editor's, the editor shows what was kept.
      setState((s) =>
        s.status === 'ready'
          ? { ...s, saved: stored.value, isDefault: false, html: stored.value, revision: stored.value === s.html ? s.revision : s.revision + 1 }
          : s,
      );
    } catch (error) {
      notify(failureText(error, MSG.mailTemplate.failed), 'error');
    } finally {
      setSaving(false);
    }
  }, [state, saving, services, type]);

  const testSend = useCallback(
    async (to: string) => {
      if (state.status !== 'ready') return null;
      try {
        return await services.testSend(type, state.html, to);
      } catch (error) {
        notify(L.testFailed(failureText(error, MSG.common.connectionFailed)), 'error');
        return null;
      }
    },
    [state, services, type],
  );

  return { state, saving, dirty: state.status === 'ready' && state.html !== state.saved, load, edit, reset, save, testSend };
}
