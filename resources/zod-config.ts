import { z } from 'zod';

// One zod setting for browser and server, imported before any schema is parsed:
// - jitless: zod would otherwise probe `new Function` on its first parse, a CSP `script-src` violation in the
//   browser (our policy allows no eval) — the interpreted path is as exact, and fast enough for forms and bodies;
// - messages of rules that do not word their own (a number where a string belongs...) in Russian.
z.config({ jitless: true, ...z.locales.ru() });
