import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gradeListSpec, listStudentGrades } from '../services/grade-rows';
import { studentGradeRowSchema } from '../../resources/grades';
import { listQuerystring, parseInfoQuery, sendTotal } from '../lib/info-list';

// core.md §2.6: the student grades table.
export const gradeRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/student-grades-info',
    {
      config: { action: 'read', subject: 'Grade' },
      schema: { tags: ['Оценки'], summary: 'Оценки учеников', querystring: listQuerystring, response: { 200: z.array(studentGradeRowSchema) } },
    },
    async (request, reply) => {
      const { total, rows } = await listStudentGrades(app.db, parseInfoQuery(request.query, gradeListSpec));
      sendTotal(reply, total);
      return rows;
    },
  );
};
