import { zodResolver } from '@hookform/resolvers/zod';
import { Credentials } from '@halyard/contract';

/** The sign-in form's checks: the same schema the server validates with (STYLE habit 5). */
export const credentialsResolver = zodResolver(Credentials);
