import { z } from 'zod';

// Messages of rules that do not word their own (a number where a string belongs...) in Russian too.
z.config(z.locales.ru());
