import type { FormRule } from 'antd';
import type { z } from 'zod';

// An antd form rule that answers with the first message of a shared zod rule (resources/).
export const zodRule = (rule: z.ZodType): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const parsed = rule.safeParse(value);
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Неверное значение');
  },
});
