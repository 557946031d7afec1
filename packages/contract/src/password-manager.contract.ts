import { z } from 'zod';
import { defineRoute, errors } from './http';

/** The setup steps of the password manager, in order (the web words each one). */
export const PASSWORD_MANAGER_STEPS = [
  'open-manager',
  'create-vault',
  'install-extension',
  'import-passwords',
] as const;

/**
 * spec §2 Password Manager (/keys, decision 0066): the entitlement the user's plan includes, the
 * subscription that grants it, the setup steps and the link to the manager.
 */
export const PasswordManager = z
  .object({
    entitlement: z.object({ id: z.string(), name: z.string(), description: z.string() }),
    granted_by: z.object({ subscription_id: z.string(), tier: z.string() }),
    manager_url: z.string(),
    /** The user's sign-in email for the manager (it uses the same account). */
    account_email: z.string(),
    steps: z.array(z.enum(PASSWORD_MANAGER_STEPS)),
  })
  .meta({ id: 'PasswordManager' });
export type PasswordManager = z.infer<typeof PasswordManager>;

export const getPasswordManager = defineRoute({
  method: 'GET',
  path: '/api/v1/password-manager',
  summary: "The user's password-manager entitlement, setup steps and link",
  tags: ['password-manager'],
  auth: true,
  response: { 200: PasswordManager, ...errors(400, 401, 403) },
});
