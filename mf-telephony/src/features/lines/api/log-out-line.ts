import { lineLogoutEndpoint } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Deselecting a line logs out of it (002 §2). */
export async function logOutLine(lineId: string): Promise<void> {
  await callEndpoint(lineLogoutEndpoint, { lineId });
}
