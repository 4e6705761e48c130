import { createAuthClient } from 'better-auth/react';
import { inferAdditionalFields } from 'better-auth/client/plugins';

/** better-auth's client, talking to /api/auth on the app's own origin. */
export const authClient = createAuthClient({
  plugins: [
    inferAdditionalFields({
      user: { plan: { type: 'string', required: false }, planExpiresAt: { type: 'date', required: false } },
    }),
  ],
});

export const useSession = authClient.useSession;
