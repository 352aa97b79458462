import { asc, eq } from 'drizzle-orm';
import { cabinets, classSchedules, schoolClasses } from '../db/schema/index';
import type { Tx } from '../db/types';

// Demo data of the schedule grid (operations.md §2 "Schedule grid"): every active group has a weekly lesson of
// 90 minutes, most a second one three days later at the same time and place; the cells keep free slots between
// them, and one deliberate overlap on Sunday shows the orange warning.
const TIMES = [
  ['10:00', '11:30'],
  ['12:00', '13:30'],
  ['14:00', '15:30'],
  ['16:00', '17:30'],
  ['18:00', '19:30'],
] as const;

export const seedSchedule = async (tx: Tx) => {
  const rooms = await tx.select({ id: cabinets.id }).from(cabinets).orderBy(asc(cabinets.id));
  const groups = await tx.select({ id: schoolClasses.id }).from(schoolClasses).where(eq(schoolClasses.isArchived, false)).orderBy(asc(schoolClasses.id));
  if (rooms.length === 0 || groups.length === 0) return;
  const rows: (typeof classSchedules.$inferInsert)[] = [];
  const roomsUsed = Math.min(rooms.length, 4);
  groups.forEach((group, index) => {
    // first lessons Monday to Wednesday, spread over the cabinets and times; the second three days later
    const dayOfWeek = index % 3;
    const cabinetId = rooms[Math.floor(index / 3) % roomsUsed].id;
    const [startTime, endTime] = TIMES[(Math.floor(index / 3) + index) % TIMES.length];
    rows.push({ schoolClassId: group.id, dayOfWeek, cabinetId, startTime, endTime });
    if (index % 3 !== 2) rows.push({ schoolClassId: group.id, dayOfWeek: dayOfWeek + 3, cabinetId, startTime, endTime });
  });
  // the overlap: two groups on Sunday in the first cabinet, 11:00–12:30 and 12:00–13:30
  const [first, second] = [groups[2], groups[5] ?? groups[0]];
  if (first && second && first.id !== second.id) {
    rows.push({ schoolClassId: first.id, dayOfWeek: 6, cabinetId: rooms[0].id, startTime: '11:00', endTime: '12:30' });
    rows.push({ schoolClassId: second.id, dayOfWeek: 6, cabinetId: rooms[0].id, startTime: '12:00', endTime: '13:30' });
  }
  await tx.insert(classSchedules).values(rows);
};
