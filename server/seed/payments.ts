import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import * as tables from '../db/schema/index';
import type { PaymentSnapshot } from '../db/schema/index';
import type { Tx } from '../db/types';
import { createRandom, type Random } from './random';

// Payment types (money.md §3): the cash desk counts 'Наличные'; the others follow the expense payment types' words.
export const paymentDescriptorSeed = ['Наличные', 'Банковская карта', 'Безналичный перевод', 'СБП (QR-код)'];

// A list every centre needs, demo or not: a payment needs at least one type (money.md §5).
export const seedPaymentDescriptors = async (tx: Tx) => {
  await tx.insert(tables.paymentDescriptors).values(paymentDescriptorSeed.map((name) => ({ name })));
};

const PAYMENTS_SEED = 20_240_903;
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
const BATCH = 1000;
// a group without a tariff: what its cycle of 8 lessons costs
const PRICE_WITHOUT_TARIFF = 600_000;
// the chance that a current student has paid a past cycle, and the current one (former students paid all theirs)
const PAID_PAST = 0.93;
const PAID_CURRENT = 0.72;

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const kopecksOf = (amount: string) => {
  const [roubles, fraction = ''] = amount.split('.');
  return Number(roubles) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};
export const amountOf = (kopecks: number) => `${Math.trunc(kopecks / 100)}.${pad(kopecks % 100)}`;

type Tariff = typeof tables.subjectPricing.$inferSelect;

// What one cycle of a group costs this student: the tier by how many groups the student attends (first, second,
// third subject), the discount price for those eligible, the old prices for those kept on them (money.md §3).
const cyclePrice = (tariff: Tariff | undefined, tier: number, discount: boolean, old: boolean) => {
  if (!tariff) return PRICE_WITHOUT_TARIFF;
  const current = [tariff.priceForFirstSubject, tariff.priceForSecondSubject, tariff.priceForThirdSubject][Math.min(tier, 2)];
  const previous = [tariff.oldPriceForFirstSubject, tariff.oldPriceForSecondSubject, tariff.oldPriceForThirdSubject][Math.min(tier, 2)];
  const base = kopecksOf(old && previous ? previous : current);
  const discounted = old && tariff.oldPriceWithDiscount ? tariff.oldPriceWithDiscount : tariff.priceWithDiscount;
  return discount ? Math.min(base, kopecksOf(discounted)) : base;
};

type Owed = { classId: number; subjectId: number; cycle: number; lessons: number; kopecks: number; day: string };

type PlannedPayment = {
  studentId: number;
  day: string;
  createdAt: Date;
  lines: Owed[];
  descriptors: string[];
  paidByClient: number;
  change: { kopecks: number; notes: string | null } | null;
  comment: string | null;
  voided?: { at: Date; reason: string };
  earlier?: { day: string; comment: string | null };
};

const comments = [
  'Оплатила мама',
  'Оплатил папа',
  'Оплата за цикл',
  'Оплата по чеку',
  'Попросили прислать чек в Telegram',
  'Оплата через бабушку',
  'Оплата вперёд',
];
const changeNotes = ['Сдача выдана из кассы', 'Сдача мелкими купюрами'];
const debtNotes = [
  'Обещали оплатить на следующей неделе',
  'Позвонить родителям',
  'Оплатят после зарплаты, до 15 числа',
  'Переведут на карту до пятницы',
  'Мама в отъезде, оплатит по возвращении',
  'Напомнить на занятии',
];

const chooseDescriptors = (random: Random) => {
  const roll = random.next();
  if (roll < 0.45) return ['Наличные'];
  if (roll < 0.7) return ['Банковская карта'];
  if (roll < 0.85) return ['Безналичный перевод'];
  if (roll < 0.95) return ['СБП (QR-код)'];
  return ['Наличные', 'Банковская карта'];
};

// A moment on the payment's day, in the centre's opening hours (Moscow time).
const momentOn = (random: Random, day: string, now: number) =>
  new Date(Math.min(now, Date.parse(`${day}T${pad(random.integer(10, 19))}:${pad(random.integer(0, 59))}:00+03:00`)));

// Payments of the demo centre over its groups' cycles (money.md): every student pays for each cycle of each group
// from the one in which they joined, around its first lesson, by its tariff; most past cycles are paid and some are
// not, as the current cycles of a quarter of the students (the debtors pages). Near lines of one student are
// often one payment; cash payments are often given with change; a few payments were edited, a few entered twice and
// voided; some debts carry an administrator's comment. The same rows on every run for the same day.
export const seedPayments = async (tx: Tx) => {
  const random = createRandom(PAYMENTS_SEED);
  const now = Date.now();

  const groups = await tx
    .select()
    .from(tables.schoolClasses)
    .where(eq(tables.schoolClasses.isArchived, false))
    .orderBy(asc(tables.schoolClasses.id));
  const tariffs = new Map((await tx.select().from(tables.subjectPricing)).map((row) => [row.id, row]));
  const firstLessons = await tx
    .select({ classId: tables.lessons.classId, cycle: tables.lessons.cycleNumber, day: tables.lessons.lessonDate })
    .from(tables.lessons)
    .where(and(eq(tables.lessons.lessonNumber, 1), isNotNull(tables.lessons.lessonDate)));
  const enrolments = await tx
    .select({
      studentId: tables.studentClasses.studentId,
      classId: tables.studentClasses.classId,
      from: tables.studentClasses.enrollmentDate,
      until: tables.studentClasses.disenrollmentDate,
      discount: tables.students.eligibleForDiscountPrice,
      old: tables.students.eligibleForOldPrice,
      enrolmentArchived: tables.studentClasses.isArchived,
      studentArchived: tables.students.isArchived,
    })
    .from(tables.studentClasses)
    .innerJoin(tables.students, eq(tables.students.id, tables.studentClasses.studentId))
    .where(inArray(tables.studentClasses.classId, groups.length > 0 ? groups.map((group) => group.id) : [0]))
    .orderBy(asc(tables.studentClasses.studentId), asc(tables.studentClasses.classId));
  const descriptorIds = new Map((await tx.select().from(tables.paymentDescriptors)).map((row) => [row.name, row.id]));
  const [admin] = await tx.select({ id: tables.users.id }).from(tables.users).where(eq(tables.users.login, 'admin'));
  const createdBy = admin ? String(admin.id) : 'seed';
  const adminNames = (await tx.select({ name: tables.staff.name }).from(tables.staff).where(eq(tables.staff.crmUser, true))).map(
    (row) => row.name,
  );

  // when each cycle of a group began: known from its lessons where they were seeded, else a cycle's weeks earlier
  const cycleStart = new Map<number, (cycle: number) => number>();
  for (const group of groups) {
    const known = firstLessons.filter((lesson) => lesson.classId === group.id).sort((a, b) => a.cycle - b.cycle)[0];
    if (!known?.day) continue;
    const anchor = dayTime(known.day);
    cycleStart.set(group.id, (cycle) => anchor - (known.cycle - cycle) * group.lessonsPerCycle * WEEK_MS);
  }
  const groupById = new Map(groups.map((group) => [group.id, group]));

  const owedByStudent = new Map<number, Owed[]>();
  const unpaid: { studentId: number; classId: number; cycle: number; start: number }[] = [];
  const tierOf = new Map<number, number>();
  for (const enrolment of enrolments) {
    const group = groupById.get(enrolment.classId)!;
    const startOf = cycleStart.get(group.id);
    if (!startOf) continue;
    const tier = tierOf.get(enrolment.studentId) ?? 0;
    tierOf.set(enrolment.studentId, tier + 1);
    const price = cyclePrice(tariffs.get(group.subjectPricingId ?? 0), tier, enrolment.discount, enrolment.old);
    const joined = dayTime(enrolment.from);
    const left = enrolment.until ? dayTime(enrolment.until) : Infinity;
    for (let cycle = 1; cycle <= group.cycle; cycle += 1) {
      const start = startOf(cycle);
      const end = start + (group.lessonsPerCycle - 1) * WEEK_MS;
      if (end < joined || start > left || start > now) continue;
      // joined mid-cycle: pays for the lessons still ahead
      let lessons = group.lessonsPerCycle;
      for (let lesson = 0; lesson < group.lessonsPerCycle && start + lesson * WEEK_MS < joined; lesson += 1) lessons -= 1;
      lessons = Math.max(1, lessons);
      // former students settled up; current ones owe some cycles
      const current = !enrolment.enrolmentArchived && !enrolment.studentArchived;
      const paid = !current || random.chance(cycle === group.cycle ? PAID_CURRENT : PAID_PAST);
      if (!paid) {
        unpaid.push({ studentId: enrolment.studentId, classId: group.id, cycle, start });
        continue;
      }
      // around the first lesson: from three days before it to six after, never before joining nor after today
      const earliest = Math.max(joined, start - 3 * DAY_MS);
      const latest = Math.max(earliest, Math.min(now, start + 6 * DAY_MS));
      const due = earliest + random.integer(0, Math.floor((latest - earliest) / DAY_MS)) * DAY_MS;
      const owed = owedByStudent.get(enrolment.studentId) ?? [];
      owed.push({
        classId: group.id,
        subjectId: group.subjectId,
        cycle,
        lessons,
        kopecks: Math.round((price * lessons) / group.lessonsPerCycle / 100) * 100,
        day: isoDay(due),
      });
      owedByStudent.set(enrolment.studentId, owed);
    }
  }

  // lines of one student a few days apart are usually paid together, on the first of those days
  const planned: PlannedPayment[] = [];
  for (const [studentId, owed] of owedByStudent) {
    owed.sort((a, b) => a.day.localeCompare(b.day) || a.classId - b.classId);
    let lines: Owed[] = [];
    const flush = () => {
      if (lines.length === 0) return;
      const day = lines[0].day;
      const total = lines.reduce((sum, line) => sum + line.kopecks, 0);
      const descriptors = chooseDescriptors(random);
      let paidByClient = total;
      let change: PlannedPayment['change'] = null;
      if (descriptors.length === 1 && descriptors[0] === 'Наличные' && random.chance(0.5)) {
        // handed over in notes of 1000 or 5000 roubles
        const note = random.chance(0.6) ? 100_000 : 500_000;
        paidByClient = Math.ceil(total / note) * note;
        const notes = note === 500_000 ? ['Купюра 5000', ...changeNotes] : changeNotes;
        if (paidByClient > total) change = { kopecks: paidByClient - total, notes: random.chance(0.3) ? random.pick(notes) : null };
      }
      planned.push({
        studentId,
        day,
        createdAt: momentOn(random, day, now),
        lines,
        descriptors,
        paidByClient,
        change,
        comment: random.chance(0.15) ? random.pick(comments) : null,
      });
      lines = [];
    };
    for (const line of owed) {
      const first = lines[0];
      const together =
        first && dayTime(line.day) - dayTime(first.day) <= 7 * DAY_MS && !lines.some((other) => other.classId === line.classId);
      if (!together || !random.chance(0.7)) flush();
      lines.push(line);
    }
    flush();
  }
  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.studentId - b.studentId);

  // a few edited (the date was wrong) and a few entered twice, the second voided the same day
  for (const payment of random.sample(planned, Math.min(6, planned.length))) {
    payment.earlier = { day: isoDay(dayTime(payment.day) - DAY_MS), comment: null };
    payment.comment = payment.comment ?? 'Исправлена дата платежа';
  }
  for (const payment of random.sample(planned, Math.min(3, planned.length))) {
    const twin: PlannedPayment = {
      ...payment,
      createdAt: new Date(Math.min(now, payment.createdAt.getTime() + 60_000)),
      change: null,
      paidByClient: payment.lines.reduce((sum, line) => sum + line.kopecks, 0),
      earlier: undefined,
      voided: { at: new Date(Math.min(now, payment.createdAt.getTime() + 20 * 60_000)), reason: 'Платёж внесён дважды' },
    };
    planned.splice(planned.indexOf(payment) + 1, 0, twin);
  }

  const paymentIds: number[] = [];
  for (let start = 0; start < planned.length; start += BATCH) {
    const rows = planned.slice(start, start + BATCH).map((payment) => ({
      studentId: payment.studentId,
      paymentDate: payment.day,
      totalAmount: amountOf(payment.lines.reduce((sum, line) => sum + line.kopecks, 0)),
      totalAmountPaidByClient: amountOf(payment.paidByClient),
      comment: payment.comment,
      createdAt: payment.createdAt,
      createdBy,
      updatedAt: payment.voided?.at ?? payment.createdAt,
      version: payment.earlier ? 2 : 1,
      voidedAt: payment.voided?.at ?? null,
      voidedBy: payment.voided ? createdBy : null,
      voidReason: payment.voided?.reason ?? null,
    }));
    const ids = await tx.insert(tables.payments).values(rows).returning({ id: tables.payments.id });
    paymentIds.push(...ids.map((row) => row.id));
  }

  const detailRows = planned.flatMap((payment, index) =>
    payment.lines.map((line) => ({
      paymentId: paymentIds[index],
      classId: line.classId,
      subjectId: line.subjectId,
      amount: amountOf(line.kopecks),
      classCycle: line.cycle,
      lessonAmount: line.lessons,
    })),
  );
  const detailIds: number[] = [];
  for (let start = 0; start < detailRows.length; start += BATCH) {
    const ids = await tx.insert(tables.paymentDetails).values(detailRows.slice(start, start + BATCH)).returning({ id: tables.paymentDetails.id });
    detailIds.push(...ids.map((row) => row.id));
  }
  const linkRows = planned.flatMap((payment, index) =>
    payment.descriptors.map((name) => ({ paymentId: paymentIds[index], descriptorId: descriptorIds.get(name)! })),
  );
  for (let start = 0; start < linkRows.length; start += BATCH) {
    await tx.insert(tables.paymentDescriptorLinks).values(linkRows.slice(start, start + BATCH));
  }
  const changeRows = planned.flatMap((payment, index) =>
    payment.change
      ? [
          {
            paymentId: paymentIds[index],
            changeAmount: amountOf(payment.change.kopecks),
            notes: payment.change.notes,
            createdAt: payment.createdAt,
            updatedAt: payment.createdAt,
          },
        ]
      : [],
  );
  const changeIds: number[] = [];
  for (let start = 0; start < changeRows.length; start += BATCH) {
    const ids = await tx.insert(tables.cashChanges).values(changeRows.slice(start, start + BATCH)).returning({ id: tables.cashChanges.id });
    changeIds.push(...ids.map((row) => row.id));
  }

  // the state before each edit: the same lines, a day later, without the comment
  let detailAt = 0;
  let changeAt = 0;
  const versionRows: (typeof tables.paymentVersions.$inferInsert)[] = [];
  planned.forEach((payment, index) => {
    const details = payment.lines.map((line, position) => ({
      id: detailIds[detailAt + position],
      classId: line.classId,
      subjectId: line.subjectId,
      amount: amountOf(line.kopecks),
      classCycle: line.cycle,
      lessonAmount: line.lessons,
    }));
    detailAt += payment.lines.length;
    const changeId = payment.change ? changeIds[changeAt++] : undefined;
    if (!payment.earlier) return;
    const snapshot: PaymentSnapshot = {
      studentId: payment.studentId,
      paymentDate: payment.earlier.day,
      totalAmount: amountOf(payment.lines.reduce((sum, line) => sum + line.kopecks, 0)),
      totalAmountPaidByClient: amountOf(payment.paidByClient),
      comment: payment.earlier.comment,
      descriptorIds: payment.descriptors.map((name) => descriptorIds.get(name)!),
      details,
      cashChange: payment.change && changeId ? { id: changeId, changeAmount: amountOf(payment.change.kopecks), notes: payment.change.notes } : null,
    };
    versionRows.push({
      paymentId: paymentIds[index],
      version: 1,
      snapshot,
      changedAt: new Date(Math.min(now, payment.createdAt.getTime() + random.integer(1, 48) * 60 * 60_000)),
      changedBy: createdBy,
    });
  });
  if (versionRows.length > 0) await tx.insert(tables.paymentVersions).values(versionRows);

  // an administrator's note on about a third of the debts
  const commentRows = unpaid
    .filter(() => random.chance(0.3))
    .map((debt) => {
      const at = new Date(Math.min(now, debt.start + random.integer(2, 10) * DAY_MS + random.integer(10, 19) * 60 * 60_000));
      return {
        studentId: debt.studentId,
        classId: debt.classId,
        cycleNumber: debt.cycle,
        content: random.pick(debtNotes),
        adminName: adminNames.length > 0 ? random.pick(adminNames) : 'Администратор',
        createdAt: at,
        updatedAt: at,
      };
    });
  if (commentRows.length > 0) await tx.insert(tables.adminDebtComments).values(commentRows);

  return {
    payments: planned.length,
    details: detailRows.length,
    links: linkRows.length,
    changes: changeRows.length,
    versions: versionRows.length,
    voided: planned.filter((payment) => payment.voided).length,
    unpaid: unpaid.length,
    comments: commentRows.length,
  };
};
