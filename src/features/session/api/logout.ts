import { endpoints } from '../../../shared/index.ts';
import type { Transport } from '../../../transport/index.ts';

/** Ends the session on the server (`/configStore/logout`). A failure was already shown by the transport's hooks. */
export async function logout(transport: Transport): Promise<boolean> {
  const response = await transport.call(endpoints.userLogin.logout);
  return response.isSuccess && response.errorCode === 0;
}
