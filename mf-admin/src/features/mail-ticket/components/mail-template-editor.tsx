import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MAIL_OUTBOX_ROUTE, MAIL_TEMPLATE_TITLES, type TMailTemplateType } from '@busdesk/api-contract';
import { navigate, notify, RetryAlert, UnsavedChangesDialog, useUnsavedChangesGuard } from '@busdesk/shared-kit';
import { useRef, type MouseEvent } from 'react';
import { useMailTemplate } from '../hooks/use-mail-template';
import { MAIL_TEMPLATE_LABELS as L } from '../labels';
import { apiMailTemplateServices, type MailTemplateServices } from '../mail-template-services';
import { PlaceholderMenu } from './placeholder-menu';
import { RichTextEditor, type RichTextEditorHandle } from './rich-text-editor';
import { SectionHeading, SectionNote } from './section-heading';
import { TemplatePreview } from './template-preview';
import { TestSendForm } from './test-send-form';

export interface MailTemplateEditorProps {
  type: TMailTemplateType;
  services?: MailTemplateServices;
}

const openOutbox = (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(MAIL_OUTBOX_ROUTE);
};

/**
 * One ticket e-mail template (000 §2.11): the WYSIWYG editor with the placeholders to insert, the live preview with a
 * sample ticket, 'Lưu mẫu' and 'Gửi thử'. The editor and the preview sit side by side on wide screens, stacked below
 * 1536 px.
 */
export function MailTemplateEditor({ type, services = apiMailTemplateServices }: MailTemplateEditorProps) {
  const { state, saving, dirty, load, edit, reset, save, testSend } = useMailTemplate(type, services);
  // Another template in the side menu, the outbox link, the portal's menu or Back would drop the edits (ADR 0119).
  const leaveGuard = useUnsavedChangesGuard(dirty);
  const editor = useRef<RichTextEditorHandle>(null);
  const title = MAIL_TEMPLATE_TITLES[type];

  const sendTest = async (to: string) => {
    const sent = await testSend(to);
    if (sent) notify(sent.delivery === 'delivered' ? L.testSentSmtp(to) : L.testSentLocal(to), sent.delivery === 'failed' ? 'warning' : 'success');
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
          {title}
        </Typography>
        {state.status === 'ready' && state.isDefault ? <Chip size="small" label={L.defaultChip} /> : null}
        {dirty ? (
          <Typography variant="body2" color="warning.dark" role="status">
            {L.unsaved}
          </Typography>
        ) : null}
        <Button onClick={reset} disabled={!dirty || saving}>
          {L.reset}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={state.status !== 'ready' || saving}>
          {L.save}
        </Button>
      </Box>

      {state.status === 'loading' ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={title} />
        </Box>
      ) : null}
      {state.status === 'failed' ? (
        <RetryAlert retryLabel={L.retry} onRetry={() => void load()}>
          {L.loadFailed}
        </RetryAlert>
      ) : null}

      {state.status === 'ready' ? (
        <>
          {state.isDefault ? <Alert severity="info">{L.defaultNote}</Alert> : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
              <RichTextEditor
                key={`${type}-${state.revision}`}
                ref={editor}
                initialHtml={state.html}
                onChange={edit}
                label={L.editorLabel}
                tools={<PlaceholderMenu onPick={(name) => editor.current?.insertText(`{${name}}`)} />}
              />
              <SectionNote>{L.placeholderHint}</SectionNote>
            </Box>
            <TemplatePreview html={state.html} />
          </Box>
          <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
            <SectionHeading>{L.testTitle}</SectionHeading>
            <TestSendForm onSend={sendTest} disabled={saving} />
            <Link href={MAIL_OUTBOX_ROUTE} onClick={openOutbox} variant="body2" sx={{ alignSelf: 'flex-start' }}>
              {L.openOutbox}
            </Link>
          </Paper>
        </>
      ) : null}
      <UnsavedChangesDialog guard={leaveGuard} />
    </Box>
  );
}
