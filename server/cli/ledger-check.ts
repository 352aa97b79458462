import { dayInTimeZone } from '../../resources/school-year';
import { loadConfig } from '../config';
import { openDatabase, startFailure } from '../db/client';
import { ledgerDifferences } from '../services/ledger-check';
import { reportSumDifferences } from '../services/report-sums-check';

// npm run ledger:check: the kept money state of the live database (DATABASE_URL, or the embedded PGlite folder of
// DATA_DIR) against its recomputation from history, to the kopeck (docs/money.md §15), and the reports' kept monthly
// sums likewise, with every report read from them against the same report from history (§17). Prints every
// difference and exits with 1 when there is one; the first line of the daily integrity digest.
const main = async () => {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const today = dayInTimeZone(new Date(), config.tzCentre);
    const started = performance.now();
    const differences = [...(await ledgerDifferences(database.db, today)), ...(await reportSumDifferences(database.db))];
    const took = Math.round(performance.now() - started);
    if (differences.length === 0) {
      console.log(`Денежное состояние сходится с историей (на ${today}, проверено за ${took} мс).`);
      return;
    }
    console.log(`Расхождений: ${differences.length} (на ${today}):`);
    for (const line of differences) console.log(line);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(startFailure(error));
  process.exitCode = 1;
});
