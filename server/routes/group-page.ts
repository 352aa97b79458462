import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createExitBodySchema,
  schoolClassInfoSchema,
  studentClassSchema,
  studentExitSchema,
  subjectAndTeacherSchema,
  updateExitBodySchema,
} from '../../resources/group-page';
import { paymentDetailRowSchema } from '../../resources/payment-history';
import {
  createTeacherSubjectBodySchema,
  TEACHER_SUBJECT_DUPLICATE,
  teacherSubjectRowSchema,
  updateTeacherSubjectBodySchema,
} from '../../resources/teacher-subjects';
import { trialClassRowSchema } from '../../resources/trial-classes';
import { teacherSubjects } from '../db/schema/index';
import { listQuerystring, parseInfoQuery, sendTotal } from '../lib/info-list';
import { sendJsonText } from '../lib/json-text';
import { checkBodyId, inTransaction, uniqueIndexName } from '../lib/write-context';
import { listGroupPayments, listStudentClasses, readSchoolClassInfo } from '../services/group-page';
import { createExit, deleteExit, listExits, readExit, updateExit } from '../services/group-page-exits';
import { checkPaymentListQuery } from '../services/payment-history-query';
import { paymentDetailListSpec } from '../services/payment-history-rows';
import {
  createTeacherSubject,
  listTeacherSubjects,
  readTeacherSubject,
  teacherSubjectListSpec,
  updateTeacherSubject,
} from '../services/teacher-subjects';
import { listTrialClasses, trialClassListSpec } from '../services/trial-classes';
import { idParams } from './crud-schema';

// The group page, its student exits, trial lessons and teacher-subject links (operations.md §7 "Group page and
// exits" and "Others"; docs/api-operations.md). The page is guarded by read Schedule (§6); its payments tab reads
// Payment (a teacher has no payments tab); an exit is written by whoever may update the schedule (teachers and
// admins: the reasons are told to both).
const readSchedule = { action: 'read', subject: 'Schedule' } as const;
const writeExits = { action: 'update', subject: 'Schedule' } as const;
const readPayment = { action: 'read', subject: 'Payment' } as const;
const readRequest = { action: 'read', subject: 'Request' } as const;
const readTeacherSubjects = { action: 'read', subject: 'TeacherSubject' } as const;
const manageTeacherSubject = { action: 'manage', subject: 'TeacherSubject' } as const;
const groupTags = ['Страница группы'];
const otherTags = ['Пробные занятия и предметы преподавателей'];
const classParams = z.object({ schoolClassId: idParams.shape.id });
const exitParams = z.object({ exitId: idParams.shape.id });

export const groupPageRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // a duplicate pair that slips past the check (two saves at once) still gets the Russian words
  app.constraintMessages.set(uniqueIndexName(teacherSubjects, 'teacher_subjects_staff_subject_uq'), TEACHER_SUBJECT_DUPLICATE);

  api.get(
    '/school-class-info/:schoolClassId',
    { config: readSchedule, schema: { tags: groupTags, summary: 'Группа: основная информация', params: classParams, response: { 200: schoolClassInfoSchema } } },
    async (request) => readSchoolClassInfo(app.db, request.params.schoolClassId),
  );

  api.get(
    '/school_class_subject_and_teacher/:schoolClassId',
    { config: readSchedule, schema: { tags: groupTags, summary: 'Предмет и преподаватель группы', params: classParams, response: { 200: subjectAndTeacherSchema } } },
    async (request) => {
      const { subjectId, teacherId } = await readSchoolClassInfo(app.db, request.params.schoolClassId);
      return { subjectId, teacherId };
    },
  );

  api.get(
    '/student-classes/schoolClass/:schoolClassId',
    { config: readSchedule, schema: { tags: groupTags, summary: 'Состав группы', params: classParams, response: { 200: z.array(studentClassSchema) } } },
    async (request) => listStudentClasses(app.db, request.params.schoolClassId),
  );

  api.get(
    '/payment-details-info/schoolClass/:schoolClassId',
    {
      config: readPayment,
      schema: { tags: groupTags, summary: 'Платежи группы', params: classParams, querystring: listQuerystring, response: { 200: z.array(paymentDetailRowSchema) } },
    },
    async (request, reply) => {
      const query = parseInfoQuery(checkPaymentListQuery(request.query), paymentDetailListSpec);
      const { total, json } = await listGroupPayments(app.db, request.params.schoolClassId, query);
      sendTotal(reply, total);
      return sendJsonText(reply, json);
    },
  );

  api.get(
    '/student-exits/schoolClass/:schoolClassId',
    { config: readSchedule, schema: { tags: groupTags, summary: 'Уходы учеников группы', params: classParams, response: { 200: z.array(studentExitSchema) } } },
    async (request) => listExits(app.db, request.params.schoolClassId),
  );

  api.post(
    '/student-exits',
    { config: writeExits, schema: { tags: groupTags, summary: 'Записать уход ученика', body: createExitBodySchema, response: { 200: studentExitSchema } } },
    async (request) => readExit(app.db, await inTransaction(app, request, (context) => createExit(context, request.body))),
  );

  api.patch(
    '/student-exits/:exitId',
    { config: writeExits, schema: { tags: groupTags, summary: 'Изменить запись об уходе', params: exitParams, body: updateExitBodySchema, response: { 200: studentExitSchema } } },
    async (request) => {
      const { exitId } = request.params;
      checkBodyId(request.body, ['exitId'], exitId);
      await inTransaction(app, request, (context) => updateExit(context, exitId, request.body));
      return readExit(app.db, exitId);
    },
  );

  api.delete(
    '/student-school-class-exits/:exitId',
    { config: writeExits, schema: { tags: groupTags, summary: 'Удалить запись об уходе', params: exitParams, response: { 200: studentExitSchema } } },
    async (request) => {
      const { exitId } = request.params;
      const exit = await readExit(app.db, exitId);
      await inTransaction(app, request, (context) => deleteExit(context, exitId));
      return exit;
    },
  );

  api.get(
    '/client-trial-classes-info',
    { config: readRequest, schema: { tags: otherTags, summary: 'Пробные занятия', querystring: listQuerystring, response: { 200: z.array(trialClassRowSchema) } } },
    async (request, reply) => {
      const { total, rows } = await listTrialClasses(app.db, parseInfoQuery(request.query, trialClassListSpec));
      sendTotal(reply, total);
      return rows;
    },
  );

  api.get(
    '/teacher-subjects-info',
    {
      config: readTeacherSubjects,
      schema: { tags: otherTags, summary: 'Предметы преподавателей', querystring: listQuerystring, response: { 200: z.array(teacherSubjectRowSchema) } },
    },
    async (request, reply) => {
      const hasQuery = Object.keys(request.query).length > 0;
      const { total, rows } = await listTeacherSubjects(app.db, parseInfoQuery(request.query, teacherSubjectListSpec), hasQuery);
      if (hasQuery) sendTotal(reply, total);
      return rows;
    },
  );

  api.post(
    '/teacher-subjects',
    {
      config: manageTeacherSubject,
      schema: { tags: otherTags, summary: 'Добавить предмет преподавателю', body: createTeacherSubjectBodySchema, response: { 200: teacherSubjectRowSchema } },
    },
    async (request) => {
      const { staff, subject } = request.body;
      return readTeacherSubject(app.db, await inTransaction(app, request, (context) => createTeacherSubject(context, staff, subject)));
    },
  );

  api.patch(
    '/teacher-subjects/:id',
    {
      config: manageTeacherSubject,
      schema: { tags: otherTags, summary: 'Изменить предмет преподавателя', params: idParams, body: updateTeacherSubjectBodySchema, response: { 200: teacherSubjectRowSchema } },
    },
    async (request) => {
      const { id } = request.params;
      checkBodyId(request.body, ['id', 'teacherSubjectId'], id);
      const { staff, subject } = request.body;
      await inTransaction(app, request, (context) => updateTeacherSubject(context, id, { staffId: staff, subjectId: subject }));
      return readTeacherSubject(app.db, id);
    },
  );
};
