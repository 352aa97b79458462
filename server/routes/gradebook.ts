import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availableCyclesSchema,
  gradebookQuery,
  gradebookSchema,
  gradeCellSchema,
  gradeUpsertBody,
  homeworkCreateBody,
  homeworkPatchBody,
  homeworkSchema,
  lessonPatchBody,
  newCycleBody,
  newCycleSchema,
  studentClassBody,
  studentOptionSchema,
} from '../../resources/gradebook';
import { inTransaction } from '../lib/write-context';
import {
  addStudentToClass,
  availableCycles,
  createHomework,
  createNextCycle,
  readGradebook,
  removeStudentFromClass,
  studentCandidates,
  updateHomework,
  updateLesson,
  upsertGrade,
} from '../services/gradebook';
import { idParams } from './crud-schema';

// operations.md §7 "Gradebook" (docs/api-operations.md): reads ask read GradeBook, a grade's write update Grade,
// and the lessons, homeworks, cycles and the group's students update GradeBook (a TEACHER may, a USER may not).
const read = { action: 'read', subject: 'GradeBook' } as const;
const updateBook = { action: 'update', subject: 'GradeBook' } as const;
const updateGrade = { action: 'update', subject: 'Grade' } as const;
const tags = ['Журнал оценок'];

const lessonParams = z.object({ lessonId: idParams.shape.id });
const homeworkParams = z.object({ homeworkId: idParams.shape.id });
const studentClassAnswer = z.object({ studentClassId: z.number(), studentId: z.number(), schoolClassId: z.number() });
const lessonAnswer = z.object({ id: z.number(), lessonNumber: z.number(), lessonName: z.string().nullable(), lessonDate: z.string().nullable(), cycleNumber: z.number() });

export const gradebookRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/gradebook',
    {
      config: { ...read, sampleQuery: 'schoolClassId=1' },
      schema: { tags, summary: 'Журнал группы за цикл', querystring: gradebookQuery, response: { 200: gradebookSchema } },
    },
    async (request) => readGradebook(app.db, request.query),
  );

  api.get(
    '/available-cycles/:id',
    { config: read, schema: { tags, summary: 'Циклы группы', params: idParams, response: { 200: availableCyclesSchema } } },
    async (request) => availableCycles(app.db, request.params.id),
  );

  api.get(
    '/gradebook/student-candidates/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Ученики, которых можно добавить в группу',
        params: idParams,
        querystring: z.object({ q: z.string().max(100, 'Не более 100 символов').optional() }),
        response: { 200: z.array(studentOptionSchema) },
      },
    },
    async (request) => studentCandidates(app.db, request.params.id, request.query.q),
  );

  api.post(
    '/grades/upsert',
    { config: updateGrade, schema: { tags, summary: 'Поставить, изменить или снять оценку и её цвет', body: gradeUpsertBody, response: { 200: gradeCellSchema } } },
    async (request) => inTransaction(app, request, (context) => upsertGrade(context, request.body)),
  );

  api.post(
    '/gradebook/student-class/add',
    { config: updateBook, schema: { tags, summary: 'Добавить ученика в группу', body: studentClassBody, response: { 200: studentClassAnswer } } },
    async (request) => inTransaction(app, request, (context) => addStudentToClass(context, request.body.studentId, request.body.schoolClassId)),
  );

  api.post(
    '/gradebook/student-class/remove',
    { config: updateBook, schema: { tags, summary: 'Убрать ученика из группы (дата ухода — сегодня)', body: studentClassBody, response: { 200: studentClassAnswer } } },
    async (request) => inTransaction(app, request, (context) => removeStudentFromClass(context, request.body.studentId, request.body.schoolClassId)),
  );

  api.post(
    '/gradebook/create-new-cycle/:id',
    { config: updateBook, schema: { tags, summary: 'Создать следующий цикл группы', params: idParams, body: newCycleBody, response: { 200: newCycleSchema } } },
    async (request) => inTransaction(app, request, (context) => createNextCycle(context, request.params.id, request.body?.fromCycle)),
  );

  api.patch(
    '/lessons/:lessonId',
    { config: updateBook, schema: { tags, summary: 'Тема и дата урока', params: lessonParams, body: lessonPatchBody, response: { 200: lessonAnswer } } },
    async (request) => inTransaction(app, request, (context) => updateLesson(context, request.params.lessonId, request.body)),
  );

  api.post(
    '/homeworks',
    { config: updateBook, schema: { tags, summary: 'Домашнее задание урока, у которого его нет', body: homeworkCreateBody, response: { 200: homeworkSchema } } },
    async (request) => inTransaction(app, request, (context) => createHomework(context, request.body.lessonId, request.body.homeworkText)),
  );

  api.patch(
    '/homeworks/:homeworkId',
    { config: updateBook, schema: { tags, summary: 'Текст домашнего задания', params: homeworkParams, body: homeworkPatchBody, response: { 200: homeworkSchema } } },
    async (request) => inTransaction(app, request, (context) => updateHomework(context, request.params.homeworkId, request.body.homeworkText)),
  );
};
