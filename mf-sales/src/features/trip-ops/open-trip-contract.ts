import { MSG } from '@busdesk/api-contract';
import { notify } from '@busdesk/shared-kit';
import { failureWithReason } from './failure-text';
import { getTripContract } from './api/get-trip-contract';

/**
 * Opens the trip's contract page in a new window. The window is opened inside the click (so no popup blocker
 * stops it), then the page is fetched with the session's own token and shown from a blob URL of the portal's
 * origin: the token never travels in a URL, and the page needs no route of its own in the portal.
 */
export async function openTripContract(tripId: string, fetchContract: typeof getTripContract = getTripContract): Promise<void> {
  const win = window.open('', '_blank');
  if (!win) {
    notify(MSG.tripOps.popupBlocked, 'warning');
    return;
  }
  try {
    const { html } = await fetchContract(tripId);
    const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
    win.location.href = url;
    // The page keeps its own copy once loaded; a reload after this falls back to a blank window.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    win.close();
    notify(failureWithReason(MSG.tripOps.contractFailed, error), 'error');
  }
}
