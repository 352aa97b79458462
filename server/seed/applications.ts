import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as tables from '../db/schema/index';
import type { Tx } from '../db/types';
import type { Random } from './random';

const boyNames = ['Иван', 'Алексей', 'Дмитрий', 'Максим', 'Артём', 'Никита', 'Егор', 'Михаил', 'Кирилл', 'Тимофей'];
const girlNames = ['Анна', 'Мария', 'София', 'Виктория', 'Полина', 'Алиса', 'Дарья', 'Ксения', 'Варвара', 'Ева'];
const surnames = ['Смирнов', 'Попов', 'Васильев', 'Новиков', 'Фёдоров', 'Морозов', 'Соколов', 'Павлов', 'Егоров', 'Орлов', 'Зайцев', 'Ёлкин'];
const comments = ['Перезвонить вечером', 'Хочет в группу по субботам', 'Готовится к ОГЭ', 'Готовится к ЕГЭ', 'Пришёл по рекомендации'];

const APPLICATION_COUNT = 40;

const ids = async (tx: Tx, table: PgTable & { id: PgColumn }) =>
  (await tx.select({ id: table.id }).from(table).orderBy(table.id)).map((row) => row.id as number);

const phone = (random: Random) => `+79${String(random.integer(0, 999_999_999)).padStart(9, '0')}`;

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

const birthDate = (random: Random) => {
  const year = new Date().getFullYear() - random.integer(6, 17);
  return `${year}-${String(random.integer(1, 12)).padStart(2, '0')}-${String(random.integer(1, 28)).padStart(2, '0')}`;
};

// Applications in every status, a few archived with a reason, each with formats and subjects.
export const seedApplications = async (tx: Tx, random: Random) => {
  const statuses = await ids(tx, tables.clientStatuses);
  const cities = await ids(tx, tables.studentCities);
  const channels = await ids(tx, tables.marketingChannels);
  const schools = await ids(tx, tables.studentSchools);
  const years = await ids(tx, tables.schoolYears);
  const formats = await ids(tx, tables.attendanceTypes);
  const subjectIds = await ids(tx, tables.subjects);
  const exits = await ids(tx, tables.exitStatuses);
  for (let index = 0; index < APPLICATION_COUNT; index += 1) {
    const girl = random.chance(0.5);
    const surname = random.pick(surnames);
    const archived = random.chance(0.15);
    const [client] = await tx
      .insert(tables.clients)
      .values({
        name: `${random.pick(girl ? girlNames : boyNames)} ${girl ? `${surname}а` : surname}`,
        phoneNumber: random.chance(0.7) ? phone(random) : null,
        additionalComment: random.chance(0.4) ? random.pick(comments) : null,
        clientStatusId: statuses[index % statuses.length],
        studentCityId: random.chance(0.8) ? cities[0] : random.pick(cities),
        marketingChannelId: random.pick(channels),
        studentSchoolId: random.chance(0.9) ? random.pick(schools) : null,
        schoolYearId: years[random.integer(1, years.length - 2)],
        dateOfBirth: random.chance(0.6) ? birthDate(random) : null,
        eligibleForDiscountPrice: random.chance(0.2),
        eligibleForOldPrice: random.chance(0.1),
        archived,
        exitStatusId: archived ? random.pick(exits) : null,
        creationDate: daysAgo(random.integer(0, 120)),
      })
      .returning({ id: tables.clients.id });
    const chosenFormats = random.chance(0.2) ? formats : [random.chance(0.75) ? formats[0] : formats[1]];
    await tx.insert(tables.clientAttendanceTypes).values(chosenFormats.map((attendanceTypeId) => ({ clientId: client.id, attendanceTypeId })));
    const chosenSubjects = random.sample(subjectIds.slice(0, 7), random.integer(1, 2));
    await tx.insert(tables.clientSchoolSubjects).values(chosenSubjects.map((subjectId) => ({ clientId: client.id, subjectId })));
  }
};
