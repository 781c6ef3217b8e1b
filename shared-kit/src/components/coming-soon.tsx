import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { MSG } from '../messages/index';
import { PageNotice } from './page-notice';

export interface ComingSoonProps {
  /** The screen's own title, shown above the notice so the user knows where they are. */
  title?: string;
}

/**
 * The plain page an MF shows for a screen that is not built yet. Deliberately no sample data: an operator
 * must never mistake placeholder figures for real sales.
 */
export function ComingSoon({ title }: ComingSoonProps) {
  return <PageNotice title={title} icon={<ConstructionOutlined aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />} text={MSG.common.comingSoon} />;
}
