import { getActivationSetup } from '@halyard/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/app/api-client';

/** spec §2 /activation-setup?activation_code=…: the code checked by the server, the devices. */
export const activationQuery = (code: string) =>
  queryOptions({
    queryKey: ['activation-setup', code],
    queryFn: ({ signal }) =>
      callApi(getActivationSetup, { query: { activation_code: code }, signal }),
    retry: false,
  });
