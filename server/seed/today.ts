import { dayInTimeZone } from '../../resources/school-year';

// The centre's day the demo data is written around (its last 30 cash days, today's cash expenses).
export const seedToday = () => dayInTimeZone(new Date(), process.env.TZ_CENTRE || 'Europe/Moscow');
