import { Select, type SelectProps } from 'antd';
import { useReferenceOptions, type ReferenceId } from './useReferenceOptions';

type ReferenceSelectProps = Omit<SelectProps<ReferenceId | ReferenceId[] | null>, 'options' | 'loading'> & {
  target: string | undefined; // the referenced resource, e.g. 'student-cities'
};

// A choice from another resource's list; unchosen is null (core.md §5.5). A required Form.Item hands its control
// aria-required, which antd's Select puts on its role-less wrapper (axe 'aria-allowed-attr', critical): the
// required mark and the rule's message say it instead.
export function ReferenceSelect({ target, mode, 'aria-required': _ariaRequired, ...selectProps }: ReferenceSelectProps) {
  const { options, loading } = useReferenceOptions(target);
  return (
    <Select
      {...selectProps}
      mode={mode}
      options={options}
      loading={loading}
      showSearch
      optionFilterProp="label"
      allowClear
      notFoundContent="Нет данных"
      placeholder={selectProps.placeholder ?? 'Выберите значение'}
    />
  );
}
