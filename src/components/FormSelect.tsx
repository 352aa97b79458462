import { Select, type SelectProps } from 'antd';
import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';

// A Select inside a required Form.Item: antd hands it aria-required, which the Select puts on its role-less wrapper
// (axe 'aria-allowed-attr', critical); the required mark and the rule's message say it instead (as ReferenceSelect
// does). Every Select of a required field is this one.
export function FormSelect<Value, Option extends BaseOptionType | DefaultOptionType = DefaultOptionType>({
  'aria-required': _ariaRequired,
  ...props
}: SelectProps<Value, Option>) {
  return <Select<Value, Option> {...props} />;
}
