import { changePasswordEndpoint } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Sets the signed-in user's own password (000 §2.10); the server revokes the user's other sessions. */
export async function changePassword(password: string): Promise<void> {
  await callEndpoint(changePasswordEndpoint, { password });
}
