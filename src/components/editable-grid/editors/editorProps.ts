import type { FieldDeclaration } from '../../../../resources/define';

export type EditorProps = {
  value: unknown;
  field: FieldDeclaration;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  autoFocus: boolean;
  invalid: boolean;
};

export const asText = (value: unknown) => (value == null ? '' : String(value));
export const inputStatus = (invalid: boolean) => (invalid ? 'error' : undefined);
export const fillWidth = { width: '100%' } as const;
