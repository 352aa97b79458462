import type { FastifyInstance } from 'fastify';
import { authorise } from '../plugins/authorise';
import { refuseUnknownQueryKeys } from '../plugins/query-keys';
import { clientRoutes } from './clients';
import { cycleReportRoutes } from './cycle-reports';
import { debtorRoutes } from './debtors';
import { gradeRoutes } from './grades';
import { groupRoutes } from './groups';
import { parentRoutes } from './parents';
import { paymentCreateRoutes } from './payment-create';
import { paymentHistoryRoutes } from './payment-history';
import { resourceRoutes } from './resource-routes';
import { resourceExportRoutes } from './resource-export';
import { studentRoutes } from './students';
import { subjectPricingRoutes } from './subject-pricing';
import { systemRoutes } from './system';

// Every /api route: registered here, inside the context that checks tokens and permissions.
export const apiRoutes = async (api: FastifyInstance) => {
  await authorise(api);
  refuseUnknownQueryKeys(api);
  await systemRoutes(api);
  await resourceRoutes(api);
  await groupRoutes(api);
  await subjectPricingRoutes(api);
  await clientRoutes(api);
  await studentRoutes(api);
  await parentRoutes(api);
  await gradeRoutes(api);
  await paymentCreateRoutes(api);
  await paymentHistoryRoutes(api);
  await debtorRoutes(api);
  await cycleReportRoutes(api);
  await resourceExportRoutes(api);
};
