import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AMOUNT_NOT_POSITIVE,
  AMOUNT_TOO_MANY_DECIMALS,
  CYCLE_TOO_SMALL,
  DESCRIPTOR_REQUIRED,
  GROUP_REQUIRED,
  LESSONS_TOO_FEW,
  LINE_AMOUNT_MISSING,
  LINE_GROUP_TWICE,
  PAYMENT_DATE_REQUIRED,
  SUBJECT_REQUIRED,
  TOTAL_BELOW_MINIMUM,
  TOTAL_IS_ZERO,
  TOTAL_NOT_SUM,
  type EditPaymentInput,
} from '../../resources/money/payment-body';
import { toKopecks } from '../../resources/money/kopecks';
import {
  PAID_BY_CLIENT_BELOW_TOTAL,
  PAID_BY_CLIENT_MISSING,
  PAYMENT_EDITED_ELSEWHERE,
  PAYMENT_LINE_UNKNOWN,
  paymentDetailRowSchema,
  paymentRowSchema,
  type PaymentDetailRow,
  type PaymentRow,
} from '../../resources/payment-history';
import { queryRows } from '../db/rows';
import { auditLog, lessons, paymentDetails, payments, paymentVersions, schoolClasses, students } from '../db/schema/index';
import { createTestApp, rowCounts, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectStatus, expectValidationError } from '../test/expect';
import { IF_MATCH_INVALID } from '../services/payment-history-edit';
import { DESCRIPTOR_NOT_FOUND, GROUP_NOT_FOUND, SUBJECT_NOT_OF_GROUP } from '../services/payment-create';

// money.md §2 "Payments list and details", §5 "Payment edit", §7 Payments (reads, PATCH payments-info/{id} and
// payments/{id}), §8: the lists on the server, one payment, the details, a student's details and the edits.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, as: DemoLogin = 'owner') => {
  const response = await t.call({ method: 'GET', url: `/api/${url}`, as });
  expectStatus(response, 200);
  return { rows: response.json() as unknown[], total: Number(response.headers['x-total-count']), response };
};
const listPayments = async (query: string) => {
  const { rows, total } = await get(`payments-info?${query}`);
  return { rows: rows as PaymentRow[], total };
};
const listDetails = async (query: string) => {
  const { rows, total } = await get(`payment-details-info?${query}`);
  return { rows: rows as PaymentDetailRow[], total };
};
const readOne = async (id: number) => {
  const response = await t.call({ method: 'GET', url: `/api/payments-info/${id}`, as: 'owner' });
  expectStatus(response, 200);
  return response.json() as PaymentRow;
};
const edit = (id: number, body: unknown, options: { as?: DemoLogin; ifMatch?: string } = {}) =>
  t.call({
    method: 'PATCH',
    url: `/api/payments-info/${id}`,
    payload: body as object,
    as: options.as ?? 'owner',
    headers: options.ifMatch ? { 'if-match': options.ifMatch } : undefined,
  });

const count = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ n: string | number }>(t.db, query))[0].n);
const liveCount = () => count(sql`select count(*) as n from payments where voided_at is null`);
const expectExactly = (schema: typeof paymentRowSchema | typeof paymentDetailRowSchema, rows: unknown[]) => {
  for (const row of rows) expect(schema.parse(row)).toStrictEqual(row);
};
const sumOf = (amounts: string[]) => amounts.reduce((sum, amount) => sum + (toKopecks(amount) ?? 0), 0);
const russian = new Intl.Collator('ru-RU', { sensitivity: 'variant', numeric: true });

// The body an edit form sends for a payment as it is read: every line with its id.
const bodyOf = (payment: PaymentRow): EditPaymentInput => ({
  paymentDate: payment.paymentDate,
  paymentComment: payment.paymentComment,
  descriptors: payment.descriptors,
  paymentDetails: payment.paymentDetails.map((line) => ({
    paymentDetailId: line.paymentDetailId,
    classId: line.classId,
    subjectId: line.subjectId,
    amount: line.amount,
    classCycle: line.classCycle,
    lessonAmount: line.lessonAmount,
  })),
});

// A live payment with this many lines and no change given, the newest first.
const paymentWithLines = async (lines: number) => {
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`select p.id from payments p where p.voided_at is null
        and (select count(*) from payment_details d where d.payment_id = p.id) = ${lines}
        and not exists (select 1 from cash_changes c where c.payment_id = p.id)
        order by p.id desc limit 1`,
  );
  return readOne(row.id);
};

// The stored state of a payment: the row, its lines, its types, its versions.
const storedState = async (id: number) => ({
  payment: await t.db.select().from(payments).where(eq(payments.id, id)),
  lines: await t.db.select().from(paymentDetails).where(eq(paymentDetails.paymentId, id)).orderBy(asc(paymentDetails.id)),
  links: await queryRows(t.db, sql`select * from payment_descriptor_links where payment_id = ${id} order by descriptor_id`),
  versions: await t.db.select().from(paymentVersions).where(eq(paymentVersions.paymentId, id)),
});

describe('payments-info: the list', () => {
  it('pages on the server with the total of live payments in x-total-count, newest first', async () => {
    const { rows, total } = await listPayments('_start=0&_end=10');
    expect(rows).toHaveLength(10);
    expect(total).toBe(await liveCount());
    expectExactly(paymentRowSchema, rows);
    const keys = rows.map((row) => `${row.paymentDate}#${String(row.paymentId).padStart(9, '0')}`);
    expect(keys).toEqual([...keys].sort().reverse());
    const next = await listPayments('_start=10&_end=20');
    expect(next.rows.map((row) => row.paymentId).filter((id) => rows.some((row) => row.paymentId === id))).toEqual([]);
  });

  it('gives each payment its lines, types and amounts, the total the sum of the lines to the kopeck', async () => {
    const { rows } = await listPayments('_start=0&_end=100');
    for (const row of rows) {
      expect(sumOf(row.paymentDetails.map((line) => line.amount))).toBe(toKopecks(row.totalAmount));
      expect(row.descriptors).toEqual(row.paymentDescriptors.map((type) => type.paymentDescriptorId));
      expect(row.paymentDescriptors.length).toBeGreaterThan(0);
      expect(row.paymentAmountPaidByClient).toBe(row.totalAmountPaidByClient ?? row.totalAmount);
      for (const line of row.paymentDetails) expect(line.detailId).toBe(line.paymentDetailId);
    }
    expect(rows.some((row) => row.paymentDetails.length > 1)).toBe(true);
  });

  it('sorts by amount and by student name (Russian order), with the id as the tie-break', async () => {
    const byAmount = (await listPayments('_start=0&_end=30&_sort=totalAmount&_order=desc')).rows;
    const amounts = byAmount.map((row) => toKopecks(row.totalAmount)!);
    expect(amounts).toEqual([...amounts].sort((left, right) => right - left));
    const byName = (await listPayments('_start=0&_end=40&_sort=studentName&_order=asc')).rows;
    const names = byName.map((row) => row.studentName);
    expect(names).toEqual([...names].sort(russian.compare));
  });

  it('searches the student name (q) and filters by date range, payment type and student', async () => {
    const [student] = await t.db.select().from(students).where(sql`exists (select 1 from payments p where p.student_id = ${students.id} and p.voided_at is null)`).limit(1);
    const part = student.name.split(' ')[1] ?? student.name;
    const found = await listPayments(`_start=0&_end=500&q=${encodeURIComponent(part.toLowerCase())}`);
    expect(found.rows.length).toBeGreaterThan(0);
    expect(found.rows.every((row) => row.studentName.toLowerCase().includes(part.toLowerCase()))).toBe(true);
    expect(found.total).toBe(
      await count(sql`select count(*) as n from payments p join students s on s.id = p.student_id where p.voided_at is null and s.name ilike ${`%${part}%`}`),
    );

    const range = await listPayments('_start=0&_end=1000&paymentDate_gte=2026-03-01&paymentDate_lte=2026-03-31');
    expect(range.rows.every((row) => row.paymentDate >= '2026-03-01' && row.paymentDate <= '2026-03-31')).toBe(true);
    expect(range.total).toBe(await count(sql`select count(*) as n from payments where voided_at is null and payment_date between '2026-03-01' and '2026-03-31'`));

    const byType = await listPayments('_start=0&_end=50&descriptors=2');
    expect(byType.rows.every((row) => row.descriptors.includes(2))).toBe(true);
    const own = await listPayments(`_start=0&_end=500&studentId=${student.id}`);
    expect(own.rows.every((row) => row.studentId === student.id)).toBe(true);
    expect(own.total).toBe(await count(sql`select count(*) as n from payments where voided_at is null and student_id = ${student.id}`));
  });

  it('leaves voided payments out of every read', async () => {
    const [voided] = await t.db.select({ id: payments.id, studentId: payments.studentId }).from(payments).where(isNotNull(payments.voidedAt)).limit(1);
    expect(voided).toBeDefined();
    const own = await listPayments(`studentId=${voided.studentId}`);
    expect(own.rows.map((row) => row.paymentId)).not.toContain(voided.id);
    expectStatus(await t.call({ method: 'GET', url: `/api/payments-info/${voided.id}`, as: 'owner' }), 404);
    const details = (await get(`payment-details-info/student/${voided.studentId}`)).rows as PaymentDetailRow[];
    expect(details.map((row) => row.paymentId)).not.toContain(voided.id);
    const body = bodyOf(await paymentWithLines(1));
    body.paymentDetails = body.paymentDetails!.map(({ paymentDetailId: _id, ...line }) => line);
    expectStatus(await edit(voided.id, body), 404);
  });

  it.each([
    ['an unknown filter', 'payments-info?foo=1', 'Фильтр по полю foo невозможен'],
    ['an unknown sort', 'payments-info?_sort=secret', 'Сортировка по полю secret невозможна'],
    ['a date that is no day', 'payments-info?paymentDate_gte=2026-02-30', 'Параметр paymentDate_gte: дата в виде ГГГГ-ММ-ДД'],
    ['a bad type id', 'payment-details-info?descriptors=x', 'Некорректное значение фильтра descriptors'],
  ])('refuses %s with a message', async (_label, url, message) => {
    expectBadRequest(await t.call({ method: 'GET', url: `/api/${url}`, as: 'owner' }), message);
  });
});

describe('payments-info/{id}: one payment', () => {
  it('reads the same row as the list, with its version as the ETag', async () => {
    const [first] = (await listPayments('_start=0&_end=1')).rows;
    const response = await t.call({ method: 'GET', url: `/api/payments-info/${first.paymentId}`, as: 'admin' });
    expectStatus(response, 200);
    expect(response.json()).toEqual(first);
    expect(response.headers.etag).toBe(`"${first.version}"`);
  });

  it('answers 404 for an unknown payment', async () => {
    const response = await t.call({ method: 'GET', url: '/api/payments-info/999999', as: 'owner' });
    expectStatus(response, 404);
    expect(response.json()).toEqual({ message: 'Платеж не найден' });
  });
});

describe('payment-details-info: one row per line', () => {
  it('pages every line of the live payments, with the cycle dates of its group', async () => {
    const { rows, total } = await listDetails('_start=0&_end=50');
    expect(rows).toHaveLength(50);
    expectExactly(paymentDetailRowSchema, rows);
    expect(total).toBe(await count(sql`select count(*) as n from payment_details d join payments p on p.id = d.payment_id where p.voided_at is null`));
    for (const row of rows.slice(0, 10)) {
      const dates = await t.db
        .select({ date: lessons.lessonDate })
        .from(lessons)
        .where(and(eq(lessons.classId, row.classId), eq(lessons.cycleNumber, row.classCycle), isNotNull(lessons.lessonDate)))
        .orderBy(asc(lessons.lessonDate));
      expect(row.cycleStartDate).toBe(dates[0]?.date ?? null);
      expect(row.cycleEndDate).toBe(dates.at(-1)?.date ?? null);
      const [group] = await t.db.select().from(schoolClasses).where(eq(schoolClasses.id, row.classId));
      expect(row.className).toBe(group.name);
      expect(row.paymentDescriptorLinks.every((link) => link.paymentDescriptorName.length > 0)).toBe(true);
    }
    expect(rows.some((row) => row.cycleStartDate !== null)).toBe(true);
  });

  it('sorts by amount and by cycle (not by a name), filters by group and cycle, searches the student', async () => {
    const byAmount = (await listDetails('_start=0&_end=30&_sort=amount&_order=asc')).rows.map((row) => toKopecks(row.amount)!);
    expect(byAmount).toEqual([...byAmount].sort((left, right) => left - right));
    const byCycle = (await listDetails('_start=0&_end=30&_sort=classCycle&_order=desc')).rows.map((row) => row.classCycle);
    expect(byCycle).toEqual([...byCycle].sort((left, right) => right - left));
    expectBadRequest(await t.call({ method: 'GET', url: '/api/payment-details-info?_sort=subjectName', as: 'owner' }), 'Сортировка по полю subjectName невозможна');
    const [line] = (await listDetails('_start=0&_end=1')).rows;
    const group = await listDetails(`classId=${line.classId}&classCycle=${line.classCycle}`);
    expect(group.rows.every((row) => row.classId === line.classId && row.classCycle === line.classCycle)).toBe(true);
    expect(group.rows.map((row) => row.paymentDetailId)).toContain(line.paymentDetailId);
    const found = await listDetails(`_start=0&_end=100&q=${encodeURIComponent(line.studentName)}`);
    expect(found.rows.every((row) => row.studentName === line.studentName)).toBe(true);
  });

  it("gives a student's lines, newest first, whole; [] for a student without payments; 404 for none", async () => {
    const [line] = (await listDetails('_start=0&_end=1')).rows;
    const { rows, response } = await get(`payment-details-info/student/${line.studentId}`);
    const own = rows as PaymentDetailRow[];
    expectExactly(paymentDetailRowSchema, own);
    expect(response.headers['x-total-count']).toBeUndefined();
    expect(own.every((row) => row.studentId === line.studentId)).toBe(true);
    expect(own.length).toBe(
      await count(sql`select count(*) as n from payment_details d join payments p on p.id = d.payment_id where p.voided_at is null and p.student_id = ${line.studentId}`),
    );
    const dates = own.map((row) => row.paymentDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const [unpaid] = await t.db
      .select({ id: students.id })
      .from(students)
      .where(sql`not exists (select 1 from payments p where p.student_id = ${students.id})`)
      .limit(1);
    expect((await get(`payment-details-info/student/${unpaid.id}`)).rows).toEqual([]);
    expectStatus(await t.call({ method: 'GET', url: '/api/payment-details-info/student/999999', as: 'owner' }), 404);
  });
});

describe('PATCH payments-info/{id}: the edit', () => {
  it('changes the lines, date, comment and types in one go; the total is the sum; the version before is kept', async () => {
    const payment = await paymentWithLines(2);
    const [first, second] = payment.paymentDetails;
    const before = await storedState(payment.paymentId);
    const body = bodyOf(payment);
    const newFirst = (toKopecks(first.amount)! + 12_345) / 100;
    body.paymentDetails = [
      { ...body.paymentDetails![0], amount: String(newFirst).replace('.', ',') },
      { ...body.paymentDetails![1] },
    ];
    body.paymentDate = '2026-01-15';
    body.paymentComment = 'Исправлена сумма';
    body.descriptors = [3, 1];
    const response = await edit(payment.paymentId, body, { ifMatch: `"${payment.version}"` });
    expectStatus(response, 200);
    const edited = response.json() as PaymentRow;
    expect(response.headers.etag).toBe(`"${payment.version + 1}"`);
    expect(edited.version).toBe(payment.version + 1);
    expect(edited.paymentDate).toBe('2026-01-15');
    expect(edited.paymentComment).toBe('Исправлена сумма');
    expect(edited.descriptors).toEqual([1, 3]);
    expect(edited.paymentDetails.map((line) => line.paymentDetailId)).toEqual([first.paymentDetailId, second.paymentDetailId]);
    expect(toKopecks(edited.paymentDetails[0].amount)).toBe(toKopecks(first.amount)! + 12_345);
    expect(toKopecks(edited.totalAmount)).toBe(toKopecks(payment.totalAmount)! + 12_345);
    expect(await readOne(payment.paymentId)).toEqual(edited);

    const [version] = (await storedState(payment.paymentId)).versions.filter((row) => row.version === payment.version);
    expect(version.snapshot).toMatchObject({
      paymentDate: payment.paymentDate,
      totalAmount: payment.totalAmount,
      comment: payment.paymentComment,
      descriptorIds: payment.descriptors,
      details: before.lines.map((line) => ({ id: line.id, amount: line.amount, classId: line.classId, classCycle: line.classCycle })),
    });
    expect(version.changedBy).toBeTruthy();
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payments'), eq(auditLog.entityId, String(payment.paymentId))))
      .orderBy(asc(auditLog.id));
    expect(entry.action).toBe('update');
    expect(entry.userLogin).toBe('owner');
    expect(entry.changes.totalAmount).toEqual({ from: payment.totalAmount, to: edited.totalAmount });
  });

  it('adds a line without an id and removes a line not sent; a total sent equal to the sum is accepted', async () => {
    const payment = await paymentWithLines(2);
    const [kept] = payment.paymentDetails;
    const other = payment.paymentDetails[1];
    const body = bodyOf(payment);
    body.paymentDetails = [
      body.paymentDetails![0],
      { classId: other.classId, amount: '1 000,50', classCycle: other.classCycle + 1, lessonAmount: 4 },
    ];
    body.totalAmount = String((toKopecks(kept.amount)! + 100_050) / 100);
    const response = await edit(payment.paymentId, body);
    expectStatus(response, 200);
    const edited = response.json() as PaymentRow;
    expect(edited.paymentDetails).toHaveLength(2);
    expect(edited.paymentDetails[0].paymentDetailId).toBe(kept.paymentDetailId);
    expect(edited.paymentDetails[1]).toMatchObject({ classId: other.classId, amount: '1000.50', classCycle: other.classCycle + 1, lessonAmount: 4 });
    expect(edited.paymentDetails[1].paymentDetailId).not.toBe(other.paymentDetailId);
    expect(toKopecks(edited.totalAmount)).toBe(toKopecks(kept.amount)! + 100_050);
    const stored = await t.db.select().from(paymentDetails).where(eq(paymentDetails.id, other.paymentDetailId));
    expect(stored).toEqual([]);
  });

  it('keeps the cash handed over in step: total + the change given', async () => {
    const [row] = await queryRows<{ id: number; change: string }>(
      t.db,
      sql`select p.id, c.change_amount as change from payments p join cash_changes c on c.payment_id = p.id
          where p.voided_at is null and p.total_amount_paid_by_client is not null
          and (select count(*) from payment_details d where d.payment_id = p.id) = 1 order by p.id desc limit 1`,
    );
    const payment = await readOne(row.id);
    const body = bodyOf(payment);
    body.paymentDetails![0].amount = String((toKopecks(payment.totalAmount)! + 5_000) / 100);
    const edited = (await edit(payment.paymentId, body)).json() as PaymentRow;
    expect(toKopecks(edited.totalAmountPaidByClient)).toBe(toKopecks(payment.totalAmount)! + 5_000 + toKopecks(row.change)!);
    expect(edited.paymentAmountPaidByClient).toBe(edited.totalAmountPaidByClient);
  });

  it("prices changed lines again ('Сумма не может быть меньше рассчитанной'), but not a change of date alone", async () => {
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`select p.id from payments p join payment_details d on d.payment_id = p.id join school_classes g on g.id = d.class_id
          where p.voided_at is null and g.subject_pricing_id is not null
          and (select count(*) from payment_details x where x.payment_id = p.id) = 1
          and not exists (select 1 from cash_changes c where c.payment_id = p.id) order by p.id limit 1`,
    );
    const payment = await readOne(row.id);
    const cheap = bodyOf(payment);
    cheap.paymentDetails![0].amount = '1';
    const state = await storedState(payment.paymentId);
    expectValidationError(await edit(payment.paymentId, cheap), TOTAL_BELOW_MINIMUM, 'totalAmount');
    expect(await storedState(payment.paymentId)).toEqual(state);
    // a payment made at an old, lower price keeps it when only its date is corrected
    await t.db.execute(sql`update payment_details set amount = 1 where payment_id = ${row.id}`);
    await t.db.execute(sql`update payments set total_amount = 1, total_amount_paid_by_client = null where id = ${row.id}`);
    const old = await readOne(row.id);
    const redated = bodyOf(old);
    redated.paymentDate = '2026-02-02';
    const response = await edit(row.id, redated);
    expectStatus(response, 200);
    expect((response.json() as PaymentRow).totalAmount).toBe('1.00');
  });

  it('writes nothing and keeps the version when nothing changed', async () => {
    const payment = await paymentWithLines(1);
    const before = await rowCounts(t.db);
    const response = await edit(payment.paymentId, bodyOf(payment));
    expectStatus(response, 200);
    expect((response.json() as PaymentRow).version).toBe(payment.version);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuses a stale version with 409 and writes nothing; a bad If-Match is a 400', async () => {
    const payment = await paymentWithLines(1);
    const body = bodyOf(payment);
    body.paymentComment = 'Первое изменение';
    expectStatus(await edit(payment.paymentId, body, { ifMatch: `"${payment.version}"` }), 200);
    const state = await storedState(payment.paymentId);
    const counts = await rowCounts(t.db);
    body.paymentComment = 'Второе изменение по старой версии';
    const stale = await edit(payment.paymentId, body, { ifMatch: `"${payment.version}"` });
    expectStatus(stale, 409);
    expect(stale.json()).toEqual({ message: PAYMENT_EDITED_ELSEWHERE });
    expectBadRequest(await edit(payment.paymentId, body, { ifMatch: 'версия' }), IF_MATCH_INVALID);
    expect(await storedState(payment.paymentId)).toEqual(state);
    expect(await rowCounts(t.db)).toEqual(counts);
    expectStatus(await edit(payment.paymentId, body, { ifMatch: `W/"${payment.version + 1}"` }), 200);
  });

  describe('refuses, with the spec message, and writes nothing', () => {
    const cases: [string, (body: EditPaymentInput, payment: PaymentRow) => void, string, string?][] = [
      ['no date', (body) => (body.paymentDate = ''), PAYMENT_DATE_REQUIRED, 'paymentDate'],
      ['a date that is no day', (body) => (body.paymentDate = '2026-02-30'), 'Неверная дата', 'paymentDate'],
      ['no payment type', (body) => (body.descriptors = []), DESCRIPTOR_REQUIRED, 'descriptors'],
      ['no line', (body) => (body.paymentDetails = []), SUBJECT_REQUIRED, 'paymentDetails'],
      ['a line without an amount', (body) => (body.paymentDetails![0].amount = ''), LINE_AMOUNT_MISSING, 'paymentDetails.0.amount'],
      ['a zero amount', (body) => (body.paymentDetails![0].amount = '0'), AMOUNT_NOT_POSITIVE, 'paymentDetails.0.amount'],
      ['a negative amount', (body) => (body.paymentDetails![0].amount = '-100'), AMOUNT_NOT_POSITIVE, 'paymentDetails.0.amount'],
      ['three decimals', (body) => (body.paymentDetails![0].amount = '100,123'), AMOUNT_TOO_MANY_DECIMALS, 'paymentDetails.0.amount'],
      ['cycle 0', (body) => (body.paymentDetails![0].classCycle = 0), CYCLE_TOO_SMALL, 'paymentDetails.0.classCycle'],
      ['no lessons', (body) => (body.paymentDetails![0].lessonAmount = 0), LESSONS_TOO_FEW, 'paymentDetails.0.lessonAmount'],
      ['no group', (body) => (body.paymentDetails![0].classId = null), GROUP_REQUIRED, 'paymentDetails.0.classId'],
      ['a total that is not the sum', (body) => (body.totalAmount = '1,00'), TOTAL_NOT_SUM, 'totalAmount'],
      ['a zero total', (body) => (body.totalAmount = '0'), TOTAL_IS_ZERO, 'totalAmount'],
      [
        'one group and cycle twice',
        (body) => (body.paymentDetails = [body.paymentDetails![0], { ...body.paymentDetails![0], paymentDetailId: undefined }]),
        LINE_GROUP_TWICE,
        'paymentDetails',
      ],
      ['an unknown group', (body) => (body.paymentDetails![0].classId = 999_999), GROUP_NOT_FOUND, 'paymentDetails.0.classId'],
      ['a subject that is not the group’s', (body) => (body.paymentDetails![0].subjectId = 999_999), SUBJECT_NOT_OF_GROUP, 'paymentDetails.0.subjectId'],
      ['a line of another payment', (body) => (body.paymentDetails![0].paymentDetailId = 1), PAYMENT_LINE_UNKNOWN, 'paymentDetails.0.paymentDetailId'],
      ['an unknown payment type', (body) => (body.descriptors = [1, 999_999]), DESCRIPTOR_NOT_FOUND, 'descriptors'],
    ];
    it.each(cases)('%s', async (_label, change, message, field) => {
      const payment = await paymentWithLines(1);
      const body = bodyOf(payment);
      change(body, payment);
      const state = await storedState(payment.paymentId);
      const counts = await rowCounts(t.db);
      expectValidationError(await edit(payment.paymentId, body), message, field);
      expect(await storedState(payment.paymentId)).toEqual(state);
      expect(await rowCounts(t.db)).toEqual(counts);
    });

    it('an id in the body that is not the address', async () => {
      const payment = await paymentWithLines(1);
      expectBadRequest(await edit(payment.paymentId, { ...bodyOf(payment), id: payment.paymentId + 1 }), 'Идентификатор в теле запроса не совпадает с адресом');
    });

    it('an unknown payment is a 404', async () => {
      const payment = await paymentWithLines(1);
      expectStatus(await edit(999_999, bodyOf(payment)), 404);
    });
  });
});

describe('PATCH payments/{id}: the cash handed over', () => {
  const patch = (id: number, body: object, as: DemoLogin = 'owner') => t.call({ method: 'PATCH', url: `/api/payments/${id}`, payload: body, as });

  it('sets and clears it, keeping a version each time', async () => {
    const payment = await paymentWithLines(1);
    const handed = (toKopecks(payment.totalAmount)! + 50_000) / 100;
    const response = await patch(payment.paymentId, { totalAmountPaidByClient: String(handed).replace('.', ',') });
    expectStatus(response, 200);
    const row = response.json() as PaymentRow;
    expect(toKopecks(row.totalAmountPaidByClient)).toBe(toKopecks(payment.totalAmount)! + 50_000);
    expect(row.paymentAmountPaidByClient).toBe(row.totalAmountPaidByClient);
    expect(row.version).toBe(payment.version + 1);
    const cleared = (await patch(payment.paymentId, { totalAmountPaidByClient: null })).json() as PaymentRow;
    expect(cleared.totalAmountPaidByClient).toBeNull();
    expect(cleared.paymentAmountPaidByClient).toBe(payment.totalAmount);
    expect((await storedState(payment.paymentId)).versions.map((version) => version.version)).toEqual(expect.arrayContaining([payment.version, payment.version + 1]));
  });

  it.each([
    ['below the total', (total: number) => ({ totalAmountPaidByClient: String((total - 1) / 100) }), PAID_BY_CLIENT_BELOW_TOTAL],
    ['missing', () => ({}), PAID_BY_CLIENT_MISSING],
    ['three decimals', () => ({ totalAmountPaidByClient: '10,001' }), AMOUNT_TOO_MANY_DECIMALS],
    ['zero', () => ({ totalAmountPaidByClient: '0' }), AMOUNT_NOT_POSITIVE],
  ])('refuses an amount %s, writing nothing', async (_label, body, message) => {
    const payment = await paymentWithLines(1);
    const counts = await rowCounts(t.db);
    expectValidationError(await patch(payment.paymentId, body(toKopecks(payment.totalAmount)!)), message, 'totalAmountPaidByClient');
    expect(await rowCounts(t.db)).toEqual(counts);
  });
});

describe('permissions and the routes there are not', () => {
  it.each(['teacher', 'user'] as const)('refuses every read and write to a %s with 403', async (login) => {
    const payment = await paymentWithLines(1);
    const counts = await rowCounts(t.db);
    for (const url of ['payments-info', `payments-info/${payment.paymentId}`, 'payment-details-info', `payment-details-info/student/${payment.studentId}`]) {
      expectStatus(await t.call({ method: 'GET', url: `/api/${url}`, as: login }), 403);
    }
    expectStatus(await edit(payment.paymentId, { ...bodyOf(payment), paymentComment: 'Учитель' }, { as: login }), 403);
    expectStatus(await t.call({ method: 'PATCH', url: `/api/payments/${payment.paymentId}`, payload: { totalAmountPaidByClient: null }, as: login }), 403);
    expect(await rowCounts(t.db)).toEqual(counts);
  });

  it('lets an administrator read and edit', async () => {
    const payment = await paymentWithLines(1);
    await get('payments-info?_start=0&_end=1', 'admin');
    expectStatus(await edit(payment.paymentId, { ...bodyOf(payment), paymentComment: 'Администратор' }, { as: 'admin' }), 200);
  });

  it('deletes no payment: there is no DELETE', async () => {
    const payment = await paymentWithLines(1);
    for (const url of [`payments-info/${payment.paymentId}`, `payments/${payment.paymentId}`]) {
      expectStatus(await t.call({ method: 'DELETE', url: `/api/${url}`, as: 'owner' }), 404);
    }
    expect(await t.db.select({ id: payments.id }).from(payments).where(and(eq(payments.id, payment.paymentId), isNull(payments.voidedAt)))).toHaveLength(1);
  });
});
