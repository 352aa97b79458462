import type { FormRule } from 'antd';
import type { z } from 'zod';

// An antd Form rule from a field's zod rule: the shared schema's first message shows at the field (core.md §5.1).
export const zodRule = (rule: z.ZodType): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const parsed = rule.safeParse(value);
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Неверное значение');
  },
});
