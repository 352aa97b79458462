import { Select, type SelectProps } from 'antd';

// A Select inside a required Form.Item: antd hands it aria-required, which the Select puts on its role-less wrapper
// (axe 'aria-allowed-attr', critical); the required mark and the messages say it instead (as ReferenceSelect does).
export function FormSelect<Value>({ 'aria-required': _ariaRequired, ...props }: SelectProps<Value>) {
  return <Select<Value> {...props} />;
}
