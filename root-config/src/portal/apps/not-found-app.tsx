import { navigate } from '@busdesk/shared-kit/core';
import { shellApplication } from '../shell-application';
import { NotFoundPage } from '../../features/not-found/not-found-page';

/** /404, without the layout (000 §2.1). */
export const notFoundApp = shellApplication(() => <NotFoundPage onNavigate={navigate} />);
