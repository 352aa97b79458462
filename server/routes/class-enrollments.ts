import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { classEnrollmentRowSchema } from '../../resources/class-enrollments';
import { listQuerystring, parseInfoQuery, sendTotal } from '../lib/info-list';
import { classEnrollmentListSpec, listClassEnrollments } from '../services/class-enrollment-rows';

// /students/class-enrollments (issue 10): the students' enrolments in groups, paged, sorted and searched.
export const classEnrollmentRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/class-enrollments-info',
    {
      config: { action: 'read', subject: 'Student' },
      schema: { tags: ['Ученики'], summary: 'Зачисления учеников в группы', querystring: listQuerystring, response: { 200: z.array(classEnrollmentRowSchema) } },
    },
    async (request, reply) => {
      const { total, rows } = await listClassEnrollments(app.db, parseInfoQuery(request.query, classEnrollmentListSpec));
      sendTotal(reply, total);
      return rows;
    },
  );
};
