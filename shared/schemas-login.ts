/** The zod schemas of the accounts calls (shared/contract-login.ts), kept apart so the browser imports them for their types only. */
import { z } from 'zod';

/** POST /wps/member/password (token, encrypted): the member's own password change. */
export const passwordChangeSchema = z.object({
  oldPassword: z.string().max(200),
  newPassword: z.string().max(200),
  confirmNewPassword: z.string().max(200),
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeSchema>;
