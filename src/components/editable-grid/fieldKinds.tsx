import { Checkbox, Input, Select } from 'antd';
import { lazy, type ComponentType } from 'react';
import type { FieldDeclaration, FieldKind } from '../../../resources/define';
import { displayPhone } from '../../lib/phone';
import { ColourSwatch } from '../ColourSwatch';
import { DateCell } from '../DateCell';
import { MoneyCell } from '../MoneyCell';
import { ReferenceChips } from '../ReferenceChips';
import { ReferenceName } from '../ReferenceName';
import { ReferenceSelect } from '../ReferenceSelect';
import { referenceIds, useReferenceOptions } from '../useReferenceOptions';
import { asText, fillWidth, inputStatus, type EditorProps } from './editors/editorProps';
import type { GridRow } from './gridFields';

export type { EditorProps } from './editors/editorProps';
export type CellProps = { value: unknown; field: FieldDeclaration; row: GridRow };
export type FieldKindView = { Cell: ComponentType<CellProps>; Editor: ComponentType<EditorProps> };

// Editors with heavy parts (the date picker, the colour picker, the phone mask) load when a row is first
// edited, so a grid that only shows rows does not carry them.
const PhoneEditor = lazy(() => import('./editors/PhoneEditor').then((module) => ({ default: module.PhoneEditor })));
const MoneyEditor = lazy(() => import('./editors/MoneyEditor').then((module) => ({ default: module.MoneyEditor })));
const NumberEditor = lazy(() => import('./editors/NumberEditor').then((module) => ({ default: module.NumberEditor })));
const DateEditor = lazy(() => import('./editors/DateEditor').then((module) => ({ default: module.DateEditor })));
const ColourEditor = lazy(() => import('./editors/ColourEditor').then((module) => ({ default: module.ColourEditor })));

// One typed map from each field kind to how a grid shows and edits it: the compiler checks it is complete.
export const fieldKinds: Record<FieldKind, FieldKindView> = {
  text: {
    Cell: ({ value }) => <>{asText(value)}</>,
    Editor: ({ value, field, onChange, onBlur, autoFocus, invalid }) => (
      <Input
        aria-label={field.label}
        value={asText(value)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoFocus={autoFocus}
        status={inputStatus(invalid)}
      />
    ),
  },
  phone: {
    Cell: ({ value }) => <span style={{ whiteSpace: 'nowrap' }}>{displayPhone(asText(value))}</span>,
    Editor: PhoneEditor,
  },
  money: { Cell: ({ value }) => <MoneyCell value={asText(value)} />, Editor: MoneyEditor },
  date: { Cell: ({ value }) => <DateCell value={asText(value)} />, Editor: DateEditor },
  colour: { Cell: ({ value }) => <ColourSwatch colour={asText(value)} />, Editor: ColourEditor },
  enum: {
    Cell: ({ value, field }) => <>{field.options?.[asText(value)] ?? asText(value)}</>,
    Editor: ({ value, field, onChange, onBlur, autoFocus, invalid }) => (
      <Select
        aria-label={field.label}
        value={value ?? null}
        options={Object.entries(field.options ?? {}).map(([option, label]) => ({ value: option, label }))}
        onChange={(next) => onChange(next ?? null)}
        onBlur={onBlur}
        autoFocus={autoFocus}
        status={inputStatus(invalid)}
        allowClear
        placeholder="Выберите значение"
        style={fillWidth}
      />
    ),
  },
  boolean: {
    Cell: ({ value }) => <>{value ? 'Да' : 'Нет'}</>,
    Editor: ({ value, field, onChange, autoFocus }) => (
      <Checkbox
        aria-label={field.label}
        checked={Boolean(value)}
        onChange={(event) => onChange(event.target.checked)}
        autoFocus={autoFocus}
      />
    ),
  },
  number: {
    Cell: ({ value }) => <>{typeof value === 'number' ? value.toLocaleString('ru-RU') : asText(value)}</>,
    Editor: NumberEditor,
  },
  reference: {
    Cell: ({ value, field }) => <ReferenceName target={field.target} id={value} />,
    Editor: ({ value, field, onChange, onBlur, autoFocus, invalid }) => (
      <ReferenceSelect
        aria-label={field.label}
        target={field.target}
        value={(value ?? null) as string | number | null}
        onChange={(next) => onChange(next ?? null)}
        onBlur={onBlur}
        autoFocus={autoFocus}
        status={inputStatus(invalid)}
        style={fillWidth}
      />
    ),
  },
  multiReference: {
    Cell: ({ value, field }) => <ReferenceChips target={field.target} value={value} />,
    Editor: function MultiReferenceEditor({ value, field, onChange, onBlur, autoFocus, invalid }) {
      const { idField } = useReferenceOptions(field.target);
      return (
        <ReferenceSelect
          aria-label={field.label}
          target={field.target}
          mode="multiple"
          value={referenceIds(value, idField)}
          onChange={(next) => onChange(next ?? [])}
          onBlur={onBlur}
          autoFocus={autoFocus}
          status={inputStatus(invalid)}
          maxTagCount="responsive"
          style={fillWidth}
        />
      );
    },
  },
};
