import { listEsims } from '@halyard/contract';
import { routeQuery } from '@/app/route-query';

export const esimsQuery = routeQuery(['esims'], listEsims, { select: (data) => data.esims });
