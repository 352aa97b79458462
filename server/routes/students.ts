import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { studentParentLinkSchema, studentParentWithLinkSchema } from '../../resources/parents';
import { studentAttendanceLinkSchema, studentNameChangeSchema, updateStudentSchema } from '../../resources/students';
import { attendanceTypes, studentAttendanceTypeLinks } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { recordNameChange } from '../services/name-changes';
import { listStudents, readStudent, studentListSpec } from '../services/student-rows';
import { addStudentFormat, createStudentParentWithLink, linkStudentParent, removeStudentFormat, updateStudent } from '../services/students';
import { checkBodyId, inTransaction, uniqueIndexName } from '../lib/write-context';
import { attendanceLinkSchema } from '../../resources/clients';
import { studentRowSchema } from '../../resources/students';
import { nameChangeRowSchema } from './name-change-response';
import { idParams } from './crud-schema';
import { listQuerystring, parseInfoQuery, sendTotal } from '../lib/info-list';
import { sendJsonText } from '../lib/json-text';

const tags = ['Ученики'];
const read = { action: 'read', subject: 'Student' } as const;
const update = { action: 'update', subject: 'Student' } as const;
const formatLinkSchema = attendanceLinkSchema.extend({ studentId: z.number() });

const studentFormat = async (db: DbOrTx, link: { id: number; studentId: number; attendanceTypeId: number }) => {
  const [format] = await db.select({ name: attendanceTypes.name }).from(attendanceTypes).where(eq(attendanceTypes.id, link.attendanceTypeId));
  return { attendanceLinkId: link.id, studentId: link.studentId, attendanceTypeId: link.attendanceTypeId, attendanceTypeName: format.name };
};

// core.md §7.1 and §7.4: students, their parent links and lesson formats.
export const studentRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.constraintMessages.set(
    uniqueIndexName(studentAttendanceTypeLinks, 'student_attendance_type_links_student_type_uq'),
    'Этот формат занятий уже выбран',
  );

  api.get(
    '/students-info',
    { config: read, schema: { tags, summary: 'Ученики', querystring: listQuerystring, response: { 200: z.array(studentRowSchema) } } },
    async (request, reply) => {
      const { total, json } = await listStudents(app.db, false, parseInfoQuery(request.query, studentListSpec));
      sendTotal(reply, total);
      return sendJsonText(reply, json);
    },
  );

  for (const path of ['/students-info/:id', '/students/:id']) {
    api.get(
      path,
      { config: read, schema: { tags, summary: 'Ученик', params: idParams, response: { 200: studentRowSchema } } },
      async (request) => readStudent(app.db, request.params.id),
    );
  }

  api.get(
    '/students-archive-info',
    {
      config: { action: 'read', subject: 'Archive' },
      schema: { tags, summary: 'Архивные ученики', querystring: listQuerystring, response: { 200: z.array(studentRowSchema) } },
    },
    async (request, reply) => {
      const { total, json } = await listStudents(app.db, true, parseInfoQuery(request.query, studentListSpec));
      sendTotal(reply, total);
      return sendJsonText(reply, json);
    },
  );

  api.patch(
    '/students/:id',
    {
      config: update,
      schema: { tags, summary: 'Изменить, архивировать или вернуть ученика', params: idParams, body: updateStudentSchema, response: { 200: studentRowSchema } },
    },
    async (request) => {
      const studentId = request.params.id;
      checkBodyId(request.body, ['id', 'studentId'], studentId);
      await inTransaction(app, request, (context) => updateStudent(context, studentId, request.body));
      return readStudent(app.db, studentId);
    },
  );

  api.post(
    '/student-parent-new-with-link',
    { config: update, schema: { tags, summary: 'Новый родитель ученика', body: studentParentWithLinkSchema, response: { 201: studentRowSchema } } },
    async (request, reply) => {
      const { studentId, parentName, parentPhoneNumber } = request.body;
      await inTransaction(app, request, (context) =>
        createStudentParentWithLink(context, studentId, { name: parentName, phoneNumber: parentPhoneNumber }),
      );
      return reply.code(201).send(await readStudent(app.db, studentId));
    },
  );

  api.post(
    '/update-or-create-student-parent-link',
    { config: update, schema: { tags, summary: 'Изменить родителя ученика', body: studentParentLinkSchema, response: { 200: studentRowSchema } } },
    async (request) => {
      const { studentId, ...link } = request.body;
      await inTransaction(app, request, (context) => linkStudentParent(context, studentId, link));
      return readStudent(app.db, studentId);
    },
  );

  api.post(
    '/student-attendance-type-links',
    { config: update, schema: { tags, summary: 'Добавить формат занятий ученика', body: studentAttendanceLinkSchema, response: { 201: formatLinkSchema } } },
    async (request, reply) => {
      const link = await inTransaction(app, request, (context) => addStudentFormat(context, request.body.student, request.body.attendanceType));
      return reply.code(201).send(await studentFormat(app.db, link));
    },
  );

  api.delete(
    '/student-attendance-type-links/:id',
    { config: update, schema: { tags, summary: 'Убрать формат занятий ученика', params: idParams, response: { 200: formatLinkSchema } } },
    async (request) => studentFormat(app.db, await inTransaction(app, request, (context) => removeStudentFormat(context, request.params.id))),
  );

  api.post(
    '/service/students/update-name',
    { config: update, schema: { tags, summary: 'Сообщить о смене имени ученика', body: studentNameChangeSchema, response: { 201: nameChangeRowSchema } } },
    async (request, reply) => {
      const { studentId, newName, oldName } = request.body;
      const row = await inTransaction(app, request, (context) =>
        recordNameChange(context, { entity: 'student', entityId: studentId, newName, oldName: oldName ?? null }),
      );
      return reply.code(201).send(row);
    },
  );
};
