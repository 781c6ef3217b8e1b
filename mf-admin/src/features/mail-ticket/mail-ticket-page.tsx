import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { MAIL_MENU_WIDTH, MAIL_TEMPLATE_ROUTES } from '@busdesk/api-contract';
import { navigate } from '@busdesk/shared-kit';
import type { MouseEvent } from 'react';
import { ADMIN_LABELS } from '../../messages';
import { MailTemplateEditor } from './components/mail-template-editor';
import type { MailTemplateServices } from './mail-template-services';

export interface MailTicketPageProps {
  pathname: string;
  /** The server calls (stories pass in-memory ones); the API by default. */
  services?: MailTemplateServices;
}

/**
 * /config/mail-ticket/<type>: the six ticket email templates beside a 300 px side menu (000 §2.1), the chosen one in
 * the template editor (000 §2.11).
 */
export function MailTicketPage({ pathname, services }: MailTicketPageProps) {
  // The guard already replaces the bare parent path with the first child; this covers a direct render.
  const current = MAIL_TEMPLATE_ROUTES.find((r) => r.path === pathname) ?? MAIL_TEMPLATE_ROUTES[0];

  const follow = (path: string) => (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, p: 3, alignItems: 'flex-start' }}>
      <Paper variant="outlined" sx={{ width: MAIL_MENU_WIDTH, flexShrink: 0 }}>
        <List component="nav" aria-label={ADMIN_LABELS.mailTicket.menuLabel} data-testid="mail-ticket-menu">
          {MAIL_TEMPLATE_ROUTES.map((route) => (
            <ListItemButton
              key={route.name}
              component="a"
              href={route.path}
              selected={route === current}
              aria-current={route === current ? 'page' : undefined}
              onClick={follow(route.path)}
            >
              <ListItemText primary={route.title} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {current ? <MailTemplateEditor key={current.name} type={current.name} {...(services ? { services } : {})} /> : null}
      </Box>
    </Box>
  );
}
