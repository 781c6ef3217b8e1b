import { portalLineKey, rememberLine } from '../shared/line-storage';
import { LINES } from './telephony-fixtures';

/** The user the softphone stories and tests run as. */
export const STORY_USER_ID = 'u-story-clerk';

/** Stories and tests only: the clerk left line `lineId` selected on this browser (the panel logs in to it). */
export function rememberStoryLine(lineId: string | null = LINES.local.id, userId: string = STORY_USER_ID): void {
  if (lineId === null) globalThis.localStorage?.removeItem(portalLineKey(userId));
  else rememberLine(portalLineKey(userId), lineId);
}
