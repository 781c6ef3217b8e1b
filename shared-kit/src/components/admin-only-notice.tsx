import LockOutlined from '@mui/icons-material/LockOutlined';
import { MSG } from '../messages/index';
import { PageNotice } from './page-notice';

/**
 * What a STAFF user sees on an ADMIN-only route opened by its address (the menu does not offer it): that the page is
 * not theirs, rather than the screen's calls failing one by one with errors a retry cannot fix.
 */
export function AdminOnlyNotice({ title }: { title?: string }) {
  return <PageNotice title={title} icon={<LockOutlined aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />} text={MSG.common.adminOnlyPage} />;
}
